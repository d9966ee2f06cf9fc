import { labelLines } from './labelLines';

describe('labelLines', () => {
  // 15 px text, 0.56 em a character: 200 px hold 23 characters a line.
  it('keeps a short label on one line', () => {
    expect(labelLines('La spirométrie', 200, 15)).toBe(1);
  });

  it('wraps at words, as the browser does', () => {
    // 'Une association LABA +' (22) | 'LAMA en un seul' (15): a word that does not fit goes to the next line.
    expect(labelLines('Une association LABA + LAMA en un seul', 200, 15)).toBe(2);
    expect(labelLines('26/11/2026 — Les nouvelles molécules inhalées (0 inscrit)', 200, 15)).toBe(3);
  });

  it('breaks a word longer than a line', () => {
    expect(labelLines('a'.repeat(50), 200, 15)).toBe(3);
  });

  it('counts more lines for a larger font', () => {
    expect(labelLines('Une trithérapie inhalée si les éosinophiles dépassent 300', 200, 19)).toBeGreaterThan(
      labelLines('Une trithérapie inhalée si les éosinophiles dépassent 300', 200, 15),
    );
  });
});
