import { formPostResponseSchema } from '@canal/contracts';
import { answerOutcome } from './readFormAnswer';

describe('answerOutcome', () => {
  it('opens the precision dialog for an incomplete answer with precisions', () => {
    const precisions = [{ id: 'precision_0', label: 'Ville', values: [] }];
    expect(answerOutcome({ form: 'incomplete', requiredPrecisions: precisions })).toEqual({ kind: 'precisions', precisions, errors: {} });
    expect(answerOutcome({ form: 'incomplete', requiredPrecisions: precisions, data: { errors: { precision_0: 'Le champ « Ville » est requis' } } })).toEqual({
      kind: 'precisions',
      precisions,
      errors: { precision_0: 'Le champ « Ville » est requis' },
    });
  });

  it("shows the fields' errors of an incomplete answer", () => {
    expect(
      answerOutcome({
        form: 'incomplete',
        data: { errors: { accountCell: 'Le champ « Portable » doit être un numéro de téléphone portable' } },
        log: 'Formulaire incomplet',
      }),
    ).toEqual({
      kind: 'invalid',
      errors: { accountCell: 'Le champ « Portable » doit être un numéro de téléphone portable' },
      log: 'Formulaire incomplet',
    });
  });

  it('is done on complete or saved', () => {
    expect(answerOutcome({ form: 'saved', data: { id: 4 } }).kind).toBe('done');
    expect(answerOutcome({ form: 'complete' }).kind).toBe('done');
  });

  it('is not a form answer otherwise (the call rejects it with its French message)', () => {
    expect(formPostResponseSchema.safeParse({ log: 'Champ inconnu : « x ».' }).success).toBe(false);
    expect(formPostResponseSchema.safeParse({ form: 'nope' }).success).toBe(false);
  });
});
