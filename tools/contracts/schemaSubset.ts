/**
 * Is every value one JSON Schema accepts also accepted by another? The question behind a deploy
 * that goes before or after its remote: an endpoint's new output must be a subset of its old one
 * (a remote built on the old contract parses what the new service answers), and its old input a
 * subset of its new one (the new service accepts what an old remote still sends).
 *
 * The answer is conservative: a construct it does not understand counts as a difference, so a
 * change it cannot prove safe is reported. Objects are read as zod parses them: keys a schema does
 * not declare are stripped before anyone reads them, so a value of `a` never carries an undeclared key.
 */

export type JsonSchema = boolean | { [keyword: string]: unknown };

/** One reason why `a` is not within `b`, with the place in the value where it was found. */
export interface SubsetProblem {
  at: string;
  problem: string;
  /** The second schema requires a key the first may lack: declared there but optional, or not declared at all. */
  required?: 'optional' | 'undeclared';
}

interface Defs {
  a: Record<string, JsonSchema>;
  b: Record<string, JsonSchema>;
}

type Obj = { [keyword: string]: unknown };

const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords that only describe (documentation) and never restrict. */
const ANNOTATIONS = new Set([
  '$schema',
  '$id',
  'title',
  'description',
  'default',
  'examples',
  '$comment',
  'readOnly',
  'writeOnly',
  'deprecated',
  '$defs',
  'definitions',
  'id',
]);

/** Keywords this checker reasons about; any other keyword on `b` is a restriction it cannot prove `a` meets. */
const UNDERSTOOD = new Set([
  'type',
  'const',
  'enum',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'prefixItems',
  'anyOf',
  'oneOf',
  'allOf',
  '$ref',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'multipleOf',
  'propertyNames',
  // Set by endpointContracts for z.strictObject: undeclared keys are refused, not dropped.
  'x-closed',
]);

/** Every problem found when reading `a` as a subset of `b` (empty: every value of `a` is a value of `b`). */
export function subsetProblems(a: JsonSchema, b: JsonSchema): SubsetProblem[] {
  const defs: Defs = { a: defsOf(a), b: defsOf(b) };
  const problems: SubsetProblem[] = [];
  compare(a, b, '', defs, problems, 0);
  return problems;
}

function defsOf(schema: JsonSchema): Record<string, JsonSchema> {
  if (!isObj(schema)) return {};
  const defs = schema.$defs ?? schema.definitions;
  return isObj(defs) ? (defs as Record<string, JsonSchema>) : {};
}

function resolve(schema: JsonSchema, defs: Record<string, JsonSchema>): JsonSchema {
  let current = schema;
  for (let hops = 0; hops < 20 && isObj(current) && typeof current.$ref === 'string'; hops += 1) {
    const name = current.$ref.replace(/^#\/(\$defs|definitions)\//, '');
    const target = defs[name];
    if (target === undefined) return current;
    const { $ref: _ref, ...rest } = current;
    current = Object.keys(rest).length === 0 ? target : { allOf: [target, rest] };
  }
  return current;
}

/** The primitive types a schema lets through ('integer' is within 'number'); null when it does not say. */
function typesOf(schema: Obj): Set<string> | null {
  if (typeof schema.type === 'string') return new Set([schema.type]);
  if (Array.isArray(schema.type)) return new Set(schema.type.filter((type): type is string => typeof type === 'string'));
  return null;
}

/** The finite set of values a schema allows (const or enum), or null. */
function valuesOf(schema: Obj): unknown[] | null {
  if ('const' in schema) return [schema.const];
  if (Array.isArray(schema.enum)) return schema.enum as unknown[];
  return null;
}

/** A keyword's value in a message: a pattern or a number as written, anything else as JSON. */
const textOf = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value));

const typeOfValue = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
};

const typeWithin = (type: string, allowed: Set<string>): boolean => allowed.has(type) || (type === 'integer' && allowed.has('number'));

/** Does schema `b` accept this one value? Only what is needed for enums and consts. */
function acceptsValue(value: unknown, b: Obj, defs: Record<string, JsonSchema>): boolean {
  const resolved = resolve(b, defs);
  if (resolved === true) return true;
  if (resolved === false) return false;
  if (!isObj(resolved)) return false;
  if (Array.isArray(resolved.anyOf) || Array.isArray(resolved.oneOf)) {
    const branches = (resolved.anyOf ?? resolved.oneOf) as JsonSchema[];
    return branches.some((branch) => isObj(branch) && acceptsValue(value, branch, defs));
  }
  const values = valuesOf(resolved);
  if (values && !values.some((allowed) => JSON.stringify(allowed) === JSON.stringify(value))) return false;
  const types = typesOf(resolved);
  if (types && !typeWithin(typeOfValue(value), types)) return false;
  if (typeof value === 'string') {
    if (typeof resolved.maxLength === 'number' && value.length > resolved.maxLength) return false;
    if (typeof resolved.minLength === 'number' && value.length < resolved.minLength) return false;
    if (typeof resolved.pattern === 'string' && !new RegExp(resolved.pattern, 'u').test(value)) return false;
  }
  if (typeof value === 'number') {
    if (typeof resolved.maximum === 'number' && value > resolved.maximum) return false;
    if (typeof resolved.minimum === 'number' && value < resolved.minimum) return false;
  }
  return true;
}

function compare(aIn: JsonSchema, bIn: JsonSchema, at: string, defs: Defs, problems: SubsetProblem[], depth: number): void {
  const fail = (problem: string) => void problems.push({ at: at || '(racine)', problem });
  if (depth > 60) return fail('schéma trop profond pour être comparé');
  const a = resolve(aIn, defs.a);
  const b = resolve(bIn, defs.b);
  if (b === true || (isObj(b) && Object.keys(b).every((key) => ANNOTATIONS.has(key)))) return;
  if (a === false) return;
  if (b === false) return fail('n’accepte plus aucune valeur');
  if (a === true || (isObj(a) && Object.keys(a).every((key) => ANNOTATIONS.has(key)))) return fail('acceptait toute valeur, en accepte moins');
  if (!isObj(a) || !isObj(b)) return fail('schéma illisible');

  // A union on a's side: each branch must fit.
  const aBranches = (a.anyOf ?? a.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(aBranches)) {
    const { anyOf: _x, oneOf: _y, ...aRest } = a;
    for (const branch of aBranches) compare(isObj(branch) ? { ...aRest, ...branch } : branch, b, at, defs, problems, depth + 1);
    return;
  }
  // A value fits an intersection on b's side when it fits every part.
  if (Array.isArray(b.allOf)) {
    const { allOf, ...bRest } = b;
    for (const part of [...(allOf as JsonSchema[]), bRest]) compare(a, part, at, defs, problems, depth + 1);
    return;
  }
  // An intersection on a's side: it is enough that one part fits (conservative, but what zod emits).
  if (Array.isArray(a.allOf)) {
    const { allOf, ...aRest } = a;
    const parts = [...(allOf as JsonSchema[]), aRest];
    const fits = parts.some((part) => subsetProblemsWith(part, b, defs, depth).length === 0);
    if (!fits) fail('intersection non comprise dans le nouveau schéma');
    return;
  }
  // A union on b's side: a must fit one of its branches (or, for finite values, each value one branch).
  const bBranches = (b.anyOf ?? b.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(bBranches)) {
    const { anyOf: _x, oneOf: _y, ...bRest } = b;
    const merged = bBranches.map((branch) => (isObj(branch) ? { ...bRest, ...branch } : branch));
    if (merged.some((branch) => subsetProblemsWith(a, branch, defs, depth).length === 0)) return;
    const aTypes = typesOf(a);
    // A value of several types (string or null): each type alone must fit some branch.
    if (aTypes && aTypes.size > 1) {
      for (const type of aTypes) {
        const single = { ...a, type };
        if (!merged.some((branch) => subsetProblemsWith(single, branch, defs, depth).length === 0)) fail(`le type ${type} n’est plus accepté`);
      }
      return;
    }
    const values = valuesOf(a);
    if (values && values.every((value) => merged.some((branch) => isObj(branch) && acceptsValue(value, branch, defs.b)))) return;
    return fail('aucune branche du nouveau schéma ne couvre l’ancien');
  }

  for (const keyword of Object.keys(b)) {
    if (!UNDERSTOOD.has(keyword) && !ANNOTATIONS.has(keyword) && JSON.stringify(a[keyword]) !== JSON.stringify(b[keyword])) {
      fail(`contrainte « ${keyword} » non comparée`);
    }
  }

  // Finite values on a's side: each must be accepted by b.
  const aValues = valuesOf(a);
  if (aValues) {
    for (const value of aValues) if (!acceptsValue(value, b, defs.b)) fail(`la valeur ${JSON.stringify(value)} n’est plus acceptée`);
    return;
  }
  if (valuesOf(b)) return fail('une liste fermée de valeurs remplace un type ouvert');

  const aTypes = typesOf(a);
  const bTypes = typesOf(b);
  if (bTypes) {
    if (!aTypes) return fail(`le type devient ${[...bTypes].join(' | ')}`);
    for (const type of aTypes) if (!typeWithin(type, bTypes)) fail(`le type ${type} n’est plus accepté`);
  }
  const has = (type: string) => !aTypes || aTypes.has(type);

  if (has('string')) {
    if (typeof b.maxLength === 'number' && !(typeof a.maxLength === 'number' && a.maxLength <= b.maxLength)) fail(`longueur maximale ${b.maxLength}`);
    if (typeof b.minLength === 'number' && !(typeof a.minLength === 'number' && a.minLength >= b.minLength)) fail(`longueur minimale ${b.minLength}`);
    if (b.pattern !== undefined && a.pattern !== b.pattern) fail(`motif ${textOf(b.pattern)}`);
    if (b.format !== undefined && a.format !== b.format) fail(`format ${textOf(b.format)}`);
  }
  if (has('number') || has('integer')) {
    if (typeof b.maximum === 'number' && !(typeof a.maximum === 'number' && a.maximum <= b.maximum)) fail(`maximum ${b.maximum}`);
    if (typeof b.minimum === 'number' && !(typeof a.minimum === 'number' && a.minimum >= b.minimum)) fail(`minimum ${b.minimum}`);
    for (const keyword of ['exclusiveMaximum', 'exclusiveMinimum', 'multipleOf'] as const) {
      if (b[keyword] !== undefined && a[keyword] !== b[keyword]) fail(`${keyword} ${textOf(b[keyword])}`);
    }
  }
  if (has('array')) {
    if (typeof b.maxItems === 'number' && !(typeof a.maxItems === 'number' && a.maxItems <= b.maxItems)) fail(`au plus ${b.maxItems} éléments`);
    if (typeof b.minItems === 'number' && !(typeof a.minItems === 'number' && a.minItems >= b.minItems)) fail(`au moins ${b.minItems} éléments`);
    if (b.items !== undefined) compare((a.items ?? true) as JsonSchema, b.items as JsonSchema, `${at}[]`, defs, problems, depth + 1);
    if (Array.isArray(b.prefixItems)) {
      const aPrefix = Array.isArray(a.prefixItems) ? a.prefixItems : [];
      b.prefixItems.forEach((item, index) =>
        compare((aPrefix[index] ?? a.items ?? true) as JsonSchema, item as JsonSchema, `${at}[${index}]`, defs, problems, depth + 1),
      );
    }
  }
  if (has('object')) compareObjects(a, b, at, defs, problems, depth);
}

function subsetProblemsWith(a: JsonSchema, b: JsonSchema, defs: Defs, depth: number): SubsetProblem[] {
  const problems: SubsetProblem[] = [];
  compare(a, b, '', defs, problems, depth + 1);
  return problems;
}

function compareObjects(a: Obj, b: Obj, at: string, defs: Defs, problems: SubsetProblem[], depth: number): void {
  const aProps = (isObj(a.properties) ? a.properties : {}) as Record<string, JsonSchema>;
  const bProps = (isObj(b.properties) ? b.properties : {}) as Record<string, JsonSchema>;
  const aRequired = new Set(Array.isArray(a.required) ? (a.required as string[]) : []);
  const bRequired = Array.isArray(b.required) ? (b.required as string[]) : [];
  for (const key of bRequired) {
    if (!aRequired.has(key)) {
      const required = key in aProps ? 'optional' : 'undeclared';
      problems.push({
        at: join(at, key),
        problem: required === 'optional' ? 'facultatif d’un côté, obligatoire de l’autre' : 'absent d’un côté, obligatoire de l’autre',
        required,
      });
    }
  }
  for (const [key, bProp] of Object.entries(bProps)) {
    const aProp = aProps[key];
    // A key `a` does not declare is never present in its values (zod strips it), so it fits whatever b says of it.
    if (aProp !== undefined) compare(aProp, bProp, join(at, key), defs, problems, depth + 1);
  }
  // Keys `a` declares that b does not: fine when b drops unknown keys, not when b refuses them (strict) or gives them a shape (a record).
  if (b['x-closed'] === true) {
    for (const key of Object.keys(aProps))
      if (!(key in bProps)) problems.push({ at: join(at, key), problem: 'clé inconnue d’un schéma strict (z.strictObject), qui la refuse' });
  }
  const bExtra = b.additionalProperties;
  if (isObj(bExtra)) {
    for (const [key, aProp] of Object.entries(aProps)) if (!(key in bProps)) compare(aProp, bExtra, join(at, key), defs, problems, depth + 1);
    const aExtra = a.additionalProperties;
    if (aExtra !== undefined && aExtra !== false) compare(aExtra as JsonSchema, bExtra, join(at, '*'), defs, problems, depth + 1);
  }
  if (b.propertyNames !== undefined)
    compare((a.propertyNames ?? { type: 'string' }) as JsonSchema, b.propertyNames as JsonSchema, join(at, '(clés)'), defs, problems, depth + 1);
  if (bExtra === undefined || bExtra === true) return;
  if (bExtra === false && isObj(a.additionalProperties)) problems.push({ at: join(at, '*'), problem: 'les clés libres ne sont plus acceptées' });
}

const join = (at: string, key: string) => (at ? `${at}.${key}` : key);
