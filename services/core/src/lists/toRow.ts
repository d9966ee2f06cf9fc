import type { ListCell, ListRow } from '@canal/contracts';
import type { ListCall, ListModule } from './ListModule';
import type { RawRow } from './selectRows';

const DATE_TYPES = new Set(['Date', 'dateTime']);

function epochSeconds(raw: unknown): number | null {
  // The driver gives a Date, a hand-written query may give its text: anything else is no date.
  if (!(raw instanceof Date) && typeof raw !== 'string' && typeof raw !== 'number') return null;
  const date = raw instanceof Date ? raw : new Date(String(raw));
  const time = date.getTime();
  return Number.isNaN(time) ? null : Math.floor(time / 1000);
}

function cellOf(type: string, raw: unknown): ListCell {
  if (DATE_TYPES.has(type)) return epochSeconds(raw);
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number' || typeof raw === 'string') return raw;
  if (typeof raw === 'boolean') return raw ? 'on' : '';
  if (raw instanceof Date) return Math.floor(raw.getTime() / 1000);
  if (Array.isArray(raw) && raw.every((item) => typeof item === 'string')) return raw;
  return JSON.stringify(raw);
}

/** A database row as the wire's row: dates in epoch seconds, readOnly flag, dateCreated when declared. */
export function toRow(module: ListModule, call: ListCall, raw: RawRow): ListRow {
  const idColumn = module.columns[0];
  const idRaw = raw[idColumn.id];
  const row: ListRow = { id: typeof idRaw === 'number' ? idRaw : String(idRaw) };
  for (const column of module.columns.slice(1)) row[column.id] = cellOf(column.type, raw[column.id]);
  if ('dateCreated' in raw) row.dateCreated = epochSeconds(raw.dateCreated);
  row.readOnly = module.readOnly?.(row, call) ? 1 : 0;
  return row;
}
