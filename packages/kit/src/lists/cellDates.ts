import { formatListDate } from '@canal/kit';

const DATE_ONLY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const pad = (part: string) => part.padStart(2, '0');

/**
 * A list's Date or dateTime cell: dd/mm/yyyy, with HH:MM for dateTime (Paris time).
 * Accepts epoch seconds (number or digits), a calendar date 'YYYY-M-D' (shown as is, no time
 * zone shift) or an ISO date-time. Anything else is shown unchanged; empty values give ''.
 */
export function formatCellDate(value: unknown, withTime: boolean): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? formatListDate(value, withTime) : '';
  const scalar = value as string | boolean;
  const text = (typeof value === 'object' ? JSON.stringify(value) : String(scalar)).trim();
  if (/^\d+$/.test(text)) {
    const seconds = Number(text);
    return seconds > 0 ? formatListDate(seconds, withTime) : '';
  }
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const day = `${pad(dateOnly[3])}/${pad(dateOnly[2])}/${dateOnly[1]}`;
    return withTime ? `${day} 00:00` : day;
  }
  const parsed = Date.parse(text);
  if (Number.isNaN(parsed)) return text;
  return formatListDate(Math.floor(parsed / 1000), withTime);
}

/**
 * A MultiDateRangePicker cell: a JSON array of date pairs, shown as
 * '01/12/2026 - 05/12/2026, 10/12/2026 - 12/12/2026'. A single date stands alone.
 */
export function formatDateRanges(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  let pairs: unknown = value;
  if (typeof value === 'string') {
    try {
      pairs = JSON.parse(value);
    } catch {
      return value;
    }
  }
  if (!Array.isArray(pairs)) return '';
  return pairs
    .map((pair: unknown) => {
      const dates = Array.isArray(pair) ? pair : [pair];
      return dates
        .map((date: unknown) => formatCellDate(date, false))
        .filter(Boolean)
        .join(' - ');
    })
    .filter(Boolean)
    .join(', ');
}
