const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The last Sunday of `month` (0-based) of `year`, at 00:00 UTC. */
function lastSundayUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
}

/**
 * Paris' offset from UTC at the moment `ms`: summer time (UTC+2) from the last Sunday of March to
 * the last Sunday of October, both at 01:00 UTC (the EU's rule since 1996), UTC+1 otherwise.
 */
export function parisOffsetMs(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  const summerStart = lastSundayUtc(year, 2) + HOUR_MS;
  const summerEnd = lastSundayUtc(year, 9) + HOUR_MS;
  return ms >= summerStart && ms < summerEnd ? 2 * HOUR_MS : HOUR_MS;
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
