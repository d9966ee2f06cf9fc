import { nameWords, sameName } from './personName';

describe('names compared with the directory', () => {
  it('ignores accents, case, hyphens, apostrophes and ligatures', () => {
    expect(nameWords('MEDDAH-LAÏD')).toEqual(['meddah', 'laid']);
    expect(sameName('Meddah Laïd', 'MEDDAH-LAÏD')).toBe(true);
    expect(sameName('d’Alembert', "D'ALEMBERT")).toBe(true);
    expect(sameName('Lætitia', 'LAETITIA')).toBe(true);
    expect(sameName('Cœur', 'COEUR')).toBe(true);
    expect(sameName('Hélène', 'HELENE')).toBe(true);
  });

  it('reads compound names written with or without their spaces, or in part', () => {
    expect(sameName('Delatour', 'DE LA TOUR')).toBe(true);
    expect(sameName('Jean', 'JEAN-PIERRE')).toBe(true);
    expect(sameName('Jean-Pierre', 'JEAN')).toBe(true);
    expect(sameName('Meddah', 'MEDDAH-LAÏD')).toBe(true);
  });

  it('tells different names apart, and never matches an empty one', () => {
    expect(sameName('Durand', 'DURANT')).toBe(false);
    expect(sameName('Pierre Jean', 'JEAN-PIERRE')).toBe(false);
    expect(sameName('', 'DURAND')).toBe(false);
    expect(sameName('---', 'DURAND')).toBe(false);
  });
});
