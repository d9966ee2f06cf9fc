import { summerTime } from './parisClock';
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
  it("formats the e-mails' date in Paris time, summer time included", () => {
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

describe('the Paris clock agrees with Intl', () => {
  const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour12: false, ...options });
  const asIntl = (format: Intl.DateTimeFormat, date: Date) => Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  const cards = intl({ weekday: 'short', day: '2-digit', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  const long = intl({ weekday: 'long', day: '2-digit', month: 'long', year: 'numeric' });
  const mail = intl({ day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  const list = intl({ day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

  /** Every 7 h 13 min from 2020 to 2035 (every hour of the day and every weekday come round), and each side of every change of time. */
  function moments(): number[] {
    const found: number[] = [];
    for (let ms = Date.UTC(2020, 0, 1); ms < Date.UTC(2035, 0, 1); ms += (7 * 60 + 13) * 60_000) found.push(ms);
    for (let year = 2020; year < 2035; year += 1) {
      const { start, end } = summerTime(year);
      for (const change of [start, end]) found.push(change - 60_000, change, change + 60_000);
    }
    return found;
  }

  it('writes every format as Intl does, summer and winter time and their changes included', () => {
    const differences: string[] = [];
    for (const ms of moments()) {
      const date = new Date(ms);
      const c = asIntl(cards, date);
      const l = asIntl(long, date);
      const m = asIntl(mail, date);
      const d = asIntl(list, date);
      const expected = [
        `${c.weekday} ${c.day} ${c.month} ${c.year} - ${c.hour}h${c.minute}`,
        `${l.weekday} ${l.day} ${l.month} ${l.year}`,
        `${m.day} ${m.month} ${m.year} à ${m.hour}h${m.minute}`,
        `${d.day}/${d.month}/${d.year} ${d.hour}:${d.minute}`,
      ];
      const written = [formatEventDate(ms / 1000), formatLongDate(ms / 1000), formatMailDate(date), formatListDate(ms / 1000, true)];
      if (written.join('|') !== expected.join('|')) differences.push(`${date.toISOString()}: ${written.join(' / ')} <> ${expected.join(' / ')}`);
    }
    expect(differences.slice(0, 5)).toEqual([]);
  });

  // The hour shown twice at the end of October (02:00 to 02:59) is read as its second, winter occurrence.
  it('reads back every wall time it writes', async () => {
    const { fromParisInput, toParisInput } = await import('./parisDates');
    const wrong = moments()
      .map((ms) => new Date(ms - (ms % 60_000)))
      .filter((date) => fromParisInput(toParisInput(date))?.getTime() !== date.getTime() && !/-10-\d\dT02:/.test(toParisInput(date)));
    expect(wrong.map((date) => date.toISOString()).slice(0, 5)).toEqual([]);
  });
});

describe('the Paris-time note', () => {
  it('is due when the browser reads another time than Paris at that moment, not in Brussels', async () => {
    const { differsFromParis } = await import('./parisDates');
    const winter = Date.UTC(2026, 10, 26, 17, 30);
    const summer = Date.UTC(2027, 5, 10, 16, 30);
    expect(differsFromParis(winter, -60)).toBe(false);
    expect(differsFromParis(summer, -120)).toBe(false);
    // Montréal (UTC-5 in winter), London in summer (UTC+1), Réunion (UTC+4).
    expect(differsFromParis(winter, 300)).toBe(true);
    expect(differsFromParis(summer, -60)).toBe(true);
    expect(differsFromParis(winter, -240)).toBe(true);
  });
});
