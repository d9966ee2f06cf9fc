const TIME_ZONE = 'Europe/Paris';

/** Building a DateTimeFormat costs far more than using one (a home page of cards spent 78 ms of a phone's CPU on it). */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, ...options });
    formats.set(key, format);
  }
  return format;
}

function parts(date: Date, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const list = formatFor(options).formatToParts(date);
  return Object.fromEntries(list.map((part) => [part.type, part.value]));
}

const fromSeconds = (epochSeconds: number) => new Date(epochSeconds * 1000);

/** 'jeu. 26 novembre 2026 - 18h30': the event date of cards (spec 000 section 9). */
export function formatEventDate(epochSeconds: number): string {
  const p = parts(fromSeconds(epochSeconds), { weekday: 'short', day: '2-digit', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
  return `${p.weekday} ${p.day} ${p.month} ${p.year} - ${p.hour}h${p.minute}`;
}

/** 'jeudi 26 novembre 2026': the live side's long date. */
export function formatLongDate(epochSeconds: number): string {
  const p = parts(fromSeconds(epochSeconds), { weekday: 'long', day: '2-digit', month: 'long', year: 'numeric' });
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/** '26 novembre 2026 à 18h30': dates in e-mails and certificates. */
export function formatMailDate(date: Date): string {
  const p = parts(date, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
  return `${p.day} ${p.month} ${p.year} à ${p.hour}h${p.minute}`;
}

/** '18h30'. */
export function formatHour(epochSeconds: number): string {
  const p = parts(fromSeconds(epochSeconds), { hour: '2-digit', minute: '2-digit', hour12: false });
  return `${p.hour}h${p.minute}`;
}

/** '26/11/2026', or '26/11/2026 18:30' with the time: the lists' format. */
export function formatListDate(epochSeconds: number, withTime = false): string {
  const p = parts(fromSeconds(epochSeconds), { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
  return withTime ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : `${p.day}/${p.month}/${p.year}`;
}

/** '2026-11-26T18:30': a date as a datetime-local input shows it, in Paris time. */
export function toParisInput(date: Date): string {
  const p = parts(date, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/**
 * The moment a datetime-local input means in Paris ('2026-11-26T18:30' -> 17:30 UTC in winter),
 * or null when the text is not such a value. Paris' offset is read for that very moment, so that
 * summer and winter time both come out right.
 */
export function fromParisInput(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc) || month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  let guess = asUtc;
  for (let round = 0; round < 2; round += 1) {
    const shown = toParisInput(new Date(guess));
    const [y, mo, d, h, mi] = shown.split(/[-T:]/).map(Number);
    guess += asUtc - Date.UTC(y, mo - 1, d, h, mi);
  }
  return new Date(guess);
}
