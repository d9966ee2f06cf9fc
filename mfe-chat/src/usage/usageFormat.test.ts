import { formatCost, formatCount, formatDuration, shortDay } from './usageFormat';

/** Intl writes narrow no-break spaces in French: compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('the staff page’s figures', () => {
  it('write counts, costs, durations and days in French', () => {
    expect(plain(formatCount(1006000))).toBe('1 006 000');
    expect(plain(formatCost(0.00042, 'USD'))).toBe('0,0004 $US');
    expect(plain(formatCost(3.50042, 'EUR'))).toBe('3,50 €');
    expect(plain(formatCost(0, 'USD'))).toBe('0,00 $US');
    expect(formatCost(null, 'USD')).toBe('—');
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(6400)).toBe('6,4 s');
    expect(formatDuration(null)).toBe('—');
    expect(shortDay('2026-11-25')).toBe('25/11');
  });
});
