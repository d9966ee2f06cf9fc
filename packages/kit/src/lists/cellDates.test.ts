import { formatCellDate, formatDateRanges } from './cellDates';

// 2026-11-26 17:30 UTC = 18:30 in Paris (winter time).
const EVENING = Date.UTC(2026, 10, 26, 17, 30) / 1000;

describe('formatCellDate', () => {
  it('writes epoch seconds as dd/mm/yyyy, with HH:MM for dateTime, in Paris time', () => {
    expect(formatCellDate(EVENING, false)).toBe('26/11/2026');
    expect(formatCellDate(EVENING, true)).toBe('26/11/2026 18:30');
    expect(formatCellDate(String(EVENING), true)).toBe('26/11/2026 18:30');
  });

  it('shows calendar dates without time zone shifts', () => {
    expect(formatCellDate('2026-1-5', false)).toBe('05/01/2026');
    expect(formatCellDate('2026-12-31', true)).toBe('31/12/2026 00:00');
  });

  it('reads ISO date-times', () => {
    expect(formatCellDate('2026-11-26T17:30:00Z', true)).toBe('26/11/2026 18:30');
  });

  it('gives an empty text for empty values and keeps unknown text', () => {
    expect(formatCellDate(null, false)).toBe('');
    expect(formatCellDate('', true)).toBe('');
    expect(formatCellDate(0, true)).toBe('');
    expect(formatCellDate('bientôt', false)).toBe('bientôt');
  });
});

describe('formatDateRanges', () => {
  it('writes each pair of a JSON array', () => {
    expect(formatDateRanges('[["2026-12-01","2026-12-05"],["2026-12-10","2026-12-12"]]')).toBe('01/12/2026 - 05/12/2026, 10/12/2026 - 12/12/2026');
    expect(formatDateRanges([['2026-12-01']])).toBe('01/12/2026');
  });

  it('gives an empty text for empty or invalid input', () => {
    expect(formatDateRanges('')).toBe('');
    expect(formatDateRanges('[]')).toBe('');
    expect(formatDateRanges({})).toBe('');
  });
});
