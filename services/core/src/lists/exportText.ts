import type { LinkMap, ListField, ListRow } from '@canal/contracts';
import type { ListColumn } from './ListModule';
import type { ExportCell } from './toCsv';

const pad = (value: number) => String(value).padStart(2, '0');

/** dd/mm/yyyy (HH:MM with the time) in Paris time, as the list shows it. */
export function parisDate(epochSeconds: number, withTime: boolean): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(epochSeconds * 1000))
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.day}/${parts.month}/${parts.year}`;
  return withTime ? `${day} ${pad(Number(parts.hour))}:${parts.minute}` : day;
}

/** One cell of an export: a 'num' column's number as a number, else its text (option or linkMap label, Paris date, list joined by ', '). */
export function exportText(column: ListColumn, field: ListField, row: ListRow, linkMap: LinkMap): ExportCell {
  const cell = row[column.id];
  if (column.exportText) return column.exportText(cell, row);
  if (cell === null || cell === undefined) return '';
  if (field.type === 'num' && typeof cell === 'number') return cell;
  if ((field.type === 'Date' || field.type === 'dateTime') && typeof cell === 'number') return parisDate(cell, field.type === 'dateTime');
  const label = (value: string) => field.options?.find((option) => option.value === value)?.label ?? linkMap[field.id]?.[value] ?? value;
  if (Array.isArray(cell)) return cell.map(label).join(', ');
  return label(String(cell));
}
