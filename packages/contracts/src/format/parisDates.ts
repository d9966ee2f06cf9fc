import { fromParisWallTime, parisClock } from './parisClock';

export { differsFromParis } from './parisClock';

/** Said after a time when the browser's clock reads another one than Paris. */
export const PARIS_TIME_NOTE = '(heure de Paris)';

/**
 * French dates in Paris time, written from the clock's fields rather than by Intl: the first French
 * DateTimeFormat with a time zone cost a phone 60 ms of the home page's start (ICU's data), and these
 * few formats need only the names below. The test compares every format with Intl's over 15 years.
 */
const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

interface ParisParts {
  weekday: string;
  weekdayShort: string;
  /** 1 to 31. */
  day: number;
  month: string;
  /** 1 to 12. */
  monthNumber: number;
  year: number;
  hour: string;
  minute: string;
}

function parts(date: Date): ParisParts {
  const clock = parisClock(date);
  const weekday = WEEKDAYS[clock.getUTCDay()];
  return {
    weekday,
    weekdayShort: `${weekday.slice(0, 3)}.`,
    day: clock.getUTCDate(),
    month: MONTHS[clock.getUTCMonth()],
    monthNumber: clock.getUTCMonth() + 1,
    year: clock.getUTCFullYear(),
    hour: twoDigits(clock.getUTCHours()),
    minute: twoDigits(clock.getUTCMinutes()),
  };
}

const fromSeconds = (epochSeconds: number) => new Date(epochSeconds * 1000);

/** 'jeu. 26 novembre 2026 - 18h30': the event date of cards (spec 000 section 9). */
export function formatEventDate(epochSeconds: number): string {
  const p = parts(fromSeconds(epochSeconds));
  return `${p.weekdayShort} ${twoDigits(p.day)} ${p.month} ${p.year} - ${p.hour}h${p.minute}`;
}

/** 'jeudi 26 novembre 2026': the live side's long date. */
export function formatLongDate(epochSeconds: number): string {
  const p = parts(fromSeconds(epochSeconds));
  return `${p.weekday} ${twoDigits(p.day)} ${p.month} ${p.year}`;
}

/** '26 novembre 2026 à 18h30': dates in e-mails and certificates. */
export function formatMailDate(date: Date): string {
  const p = parts(date);
  return `${p.day} ${p.month} ${p.year} à ${p.hour}h${p.minute}`;
}

/** '18h30'. */
export function formatHour(epochSeconds: number): string {
  const p = parts(fromSeconds(epochSeconds));
  return `${p.hour}h${p.minute}`;
}

/** '26/11/2026', or '26/11/2026 18:30' with the time: the lists' format. */
export function formatListDate(epochSeconds: number, withTime = false): string {
  const p = parts(fromSeconds(epochSeconds));
  const day = `${twoDigits(p.day)}/${twoDigits(p.monthNumber)}/${p.year}`;
  return withTime ? `${day} ${p.hour}:${p.minute}` : day;
}

/** '2026-11-26T18:30': a date as a datetime-local input shows it, in Paris time. */
export function toParisInput(date: Date): string {
  const p = parts(date);
  return `${p.year}-${twoDigits(p.monthNumber)}-${twoDigits(p.day)}T${p.hour}:${p.minute}`;
}

/**
 * The moment a datetime-local input means in Paris ('2026-11-26T18:30' -> 17:30 UTC in winter),
 * or null when the text is not such a value. Paris' offset is the one of that very moment, so that
 * summer and winter time both come out right.
 */
export function fromParisInput(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  return fromParisWallTime(year, month - 1, day, hour, minute);
}
