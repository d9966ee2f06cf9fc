import { passwordProblem } from './passwordProblem';

describe('passwordProblem', () => {
  it('accepts 8 characters with a capital and a digit', () => {
    expect(passwordProblem('Poumon2024', false)).toBeNull();
  });
  it('names what is missing, in French', () => {
    expect(passwordProblem('Court1', false)).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    expect(passwordProblem('sansmajuscule1', false)).toMatch(/majuscule/);
    expect(passwordProblem('SansChiffre', false)).toMatch(/chiffre/);
  });
  it('asks 13 characters and a special character when hardened', () => {
    expect(passwordProblem('Poumon2024', true)).toMatch(/13 caractères/);
    expect(passwordProblem('PoumonSain2024', true)).toMatch(/spécial/);
    expect(passwordProblem('PoumonSain2024!', true)).toBeNull();
  });
});
