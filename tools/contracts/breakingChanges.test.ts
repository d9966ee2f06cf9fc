import { z } from 'zod';
import { breakingChanges } from './breakingChanges';
import { contractSchema, type ContractSnapshot } from './endpointContracts';

/** One endpoint's contract from zod schemas, as the snapshot stores it. */
const contract = (input: z.ZodType, output: z.ZodType): ContractSnapshot => ({
  'POST /api/thing/:id': { service: 'public', input: contractSchema(input, 'input'), output: contractSchema(output, 'output') },
});

const baseInput = z.object({ id: z.coerce.number().int().positive(), name: z.string().max(64).optional() });
const baseOutput = z.object({
  thing: z.literal('complete'),
  data: z.object({ title: z.string(), state: z.enum(['pending', 'live']), note: z.string().nullable() }),
});
const before = contract(baseInput, baseOutput);

const changesTo = (input: z.ZodType, output: z.ZodType) => breakingChanges(before, contract(input, output)).map((change) => change.change);

describe('breaking changes between a snapshot and the code', () => {
  it('finds none when nothing changed', () => {
    expect(changesTo(baseInput, baseOutput)).toEqual([]);
  });

  it('lets additive changes pass: an output field added, an optional input field added, an input widened', () => {
    const output = baseOutput.extend({ extra: z.number() });
    const input = z.object({ id: z.coerce.number().int().positive(), name: z.string().max(128).optional(), page: z.string().optional() });
    expect(changesTo(input, output)).toEqual([]);
  });

  it('reports an output field removed', () => {
    const output = z.object({ thing: z.literal('complete'), data: z.object({ state: z.enum(['pending', 'live']), note: z.string().nullable() }) });
    expect(changesTo(baseInput, output)).toEqual(['réponse, data.title : champ supprimé']);
  });

  it('reports an output narrowed for old readers: a value added to an enum, null where it was not', () => {
    const output = z.object({
      thing: z.literal('complete'),
      data: z.object({ title: z.string().nullable(), state: z.enum(['pending', 'live', 'replay']), note: z.string().nullable() }),
    });
    const changes = changesTo(baseInput, output);
    expect(changes).toContain('réponse, data.title : le type null n’est plus accepté');
    expect(changes).toContain('réponse, data.state : la valeur "replay" n’est plus acceptée');
  });

  it('reports an input field added as required, and an input narrowed', () => {
    expect(changesTo(baseInput.extend({ token: z.string() }), baseOutput)).toEqual(['entrée, token : champ obligatoire ajouté']);
    const narrowed = z.object({ id: z.coerce.number().int().positive(), name: z.string().max(20).optional() });
    expect(changesTo(narrowed, baseOutput)).toEqual(['entrée, name : longueur maximale 20']);
  });

  it('reports a field added to a strict answer, which an older strict parser refuses', () => {
    const strictBefore = contract(baseInput, z.strictObject({ thing: z.literal('complete') }));
    const strictAfter = contract(baseInput, z.strictObject({ thing: z.literal('complete'), extra: z.number() }));
    expect(breakingChanges(strictBefore, strictAfter).map((change) => change.change)).toEqual([
      'réponse, extra : clé inconnue d’un schéma strict (z.strictObject), qui la refuse',
    ]);
  });

  it('reports an endpoint whose path or method changed', () => {
    const moved: ContractSnapshot = { 'GET /api/thing/:id': before['POST /api/thing/:id'] };
    expect(breakingChanges(before, moved)).toEqual([{ endpoint: 'POST /api/thing/:id', change: 'adresse ou méthode supprimée' }]);
  });

  it('reads unions: a new branch in an output breaks, a branch dropped does not', () => {
    const union = (...values: string[]) =>
      contract(baseInput, z.object({ v: z.union(values.map((value) => z.literal(value)) as [z.ZodLiteral<string>, z.ZodLiteral<string>]) }));
    const two = union('a', 'b');
    expect(breakingChanges(two, contract(baseInput, z.object({ v: z.literal('a') })))).toEqual([]);
    expect(breakingChanges(contract(baseInput, z.object({ v: z.literal('a') })), two).length).toBe(1);
  });
});
