const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The last Sunday of `month` (0-based) of `year`, at 00:00 UTC. */
function lastSundayUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
}

/** Summer time in `year`: from the last Sunday of March to the last Sunday of October, both at 01:00 UTC (the EU's rule since 1996). */
export function summerTime(year: number): { start: number; end: number } {
  return { start: lastSundayUtc(year, 2) + HOUR_MS, end: lastSundayUtc(year, 9) + HOUR_MS };
}

/** Paris' offset from UTC at the moment `ms`: UTC+2 in summer time, UTC+1 otherwise. */
function parisOffsetMs(ms: number): number {
  const { start, end } = summerTime(new Date(ms).getUTCFullYear());
  return ms >= start && ms < end ? 2 * HOUR_MS : HOUR_MS;
}

/**
 * Whether a browser whose clock is `localOffsetMinutes` from UTC at that moment (Date's
 * getTimezoneOffset: minutes behind UTC) would read another time than Paris: then the page says
 * '(heure de Paris)'. Brussels or Madrid read the same time and get no note.
 */
export function differsFromParis(ms: number, localOffsetMinutes = new Date(ms).getTimezoneOffset()): boolean {
  return -localOffsetMinutes * 60_000 !== parisOffsetMs(ms);
}

/** What a clock in Paris shows at `date`: its fields are read with the getUTC… methods. */
export function parisClock(date: Date): Date {
  return new Date(date.getTime() + parisOffsetMs(date.getTime()));
}

/** The moment when a clock in Paris shows this wall time (an hour skipped in March reads as summer time). */
export function fromParisWallTime(year: number, month: number, day: number, hour: number, minute: number): Date {
  const asUtc = Date.UTC(year, month, day, hour, minute);
  return new Date(asUtc - parisOffsetMs(asUtc - parisOffsetMs(asUtc)));
}
