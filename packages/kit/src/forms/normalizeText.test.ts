import { normalizeText } from './normalizeText';

describe('normalizeText', () => {
  it('removes non-breaking spaces', () => {
    expect(normalizeText('Bonjour\u00a0!')).toBe('Bonjour!');
    expect(normalizeText('12\u202f000')).toBe('12000');
  });

  it('turns the en dash into a hyphen', () => {
    expect(normalizeText('Saint\u2013Étienne \u2013 Loire')).toBe('Saint-Étienne - Loire');
  });

  it('keeps ordinary text and the em dash untouched', () => {
    expect(normalizeText('Jean-Pierre — BPCO')).toBe('Jean-Pierre — BPCO');
  });
});
