import { formatEventDate, formatHour, formatListDate, formatLongDate, formatMailDate } from './parisDates';

// 2026-11-26T17:30:00Z is 18h30 in Paris (winter time).
const when = Date.UTC(2026, 10, 26, 17, 30) / 1000;

describe('Paris dates in French', () => {
  it('formats the event card date', () => {
    expect(formatEventDate(when)).toBe('jeu. 26 novembre 2026 - 18h30');
  });
  it('formats the long date, the hour and the list dates', () => {
    expect(formatLongDate(when)).toBe('jeudi 26 novembre 2026');
    expect(formatHour(when)).toBe('18h30');
    expect(formatListDate(when)).toBe('26/11/2026');
    expect(formatListDate(when, true)).toBe('26/11/2026 18:30');
  });
  it('formats the e-mails\' date in Paris time, summer time included', () => {
    expect(formatMailDate(new Date(when * 1000))).toBe('26 novembre 2026 à 18h30');
    expect(formatMailDate(new Date(Date.UTC(2026, 5, 4, 7, 5)))).toBe('4 juin 2026 à 09h05');
  });
});

describe('datetime-local inputs in Paris time', () => {
  it('reads and writes a date in winter and in summer', async () => {
    const { fromParisInput, toParisInput } = await import('./parisDates');
    expect(fromParisInput('2026-11-26T18:30')?.toISOString()).toBe('2026-11-26T17:30:00.000Z');
    expect(fromParisInput('2026-07-14T09:05')?.toISOString()).toBe('2026-07-14T07:05:00.000Z');
    expect(toParisInput(new Date('2026-11-26T17:30:00Z'))).toBe('2026-11-26T18:30');
    expect(toParisInput(new Date('2026-07-14T07:05:00Z'))).toBe('2026-07-14T09:05');
    expect(fromParisInput('26/11/2026 18:30')).toBeNull();
    expect(fromParisInput('2026-13-01T10:00')).toBeNull();
  });
});
