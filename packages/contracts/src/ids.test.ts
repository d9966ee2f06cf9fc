import { idSchema, ID_MAX, namedIdSchema, readId } from './ids';

describe('idSchema: one reader of ids, bounded to a PostgreSQL integer', () => {
  it('accepts a positive 32-bit integer, as a number or as text', () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse('42')).toBe(42);
    expect(idSchema.parse(String(ID_MAX))).toBe(ID_MAX);
  });

  it('refuses, in French, what PostgreSQL would choke on', () => {
    for (const forged of [
      '9999999999',
      9999999999,
      ID_MAX + 1,
      '0',
      0,
      '-1',
      -1,
      '01',
      '1e3',
      1.5,
      '',
      ' 1',
      'abc',
      null,
      undefined,
      {},
      [],
      '1'.repeat(400),
    ]) {
      const parsed = idSchema.safeParse(forged);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/^Identifiant invalide/);
    }
    expect(idSchema.safeParse('9999999999').error?.issues[0]?.message).toBe('Identifiant invalide : ce nombre est trop grand.');
    expect(readId('12')).toBe(12);
    expect(readId('9999999999')).toBeNull();
  });

  it('names the record in its message when asked', () => {
    expect(namedIdSchema("de l'émission").safeParse('x').error?.issues[0]?.message).toBe("L'identifiant de l'émission doit être un nombre entier positif.");
  });
});
