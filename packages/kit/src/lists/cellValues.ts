import type { FormOption, ListCell, ListField, ListRow } from '@canal/contracts';

/** A multi-valued cell's items: a list, a JSON list in a string, or one value. */
export function cellItems(value: ListCell | undefined): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.map(String);
  const text = String(value);
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.map((item) => String(item));
    } catch {
      return [text];
    }
  }
  return [text];
}

/** The labels of a select-like cell: from the field's options, else the linkMap, else the value. */
export function optionLabels(value: ListCell | undefined, options: readonly FormOption[] | undefined, links: Record<string, string> | undefined): string {
  return cellItems(value)
    .map((item) => options?.find((option) => option.value === item)?.label ?? links?.[item] ?? item)
    .join(', ');
}

export interface CellFile {
  name: string;
  dest: string;
}

/** A File cell: a JSON list of { name, dest } (entries without dest are left out). */
export function cellFiles(value: ListCell | undefined): CellFile[] {
  if (typeof value !== 'string' || !value.trim().startsWith('[')) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item: unknown) => {
      if (!item || typeof item !== 'object' || !('dest' in item) || typeof item.dest !== 'string') return [];
      const name = 'name' in item && typeof item.name === 'string' && item.name ? item.name : (item.dest.split('/').pop() ?? item.dest);
      return [{ name, dest: item.dest }];
    });
  } catch {
    return [];
  }
}

const CHECKED = new Set(['on', '1', 'true', 'yes']);

/** A Checkbox cell is checked for 'on' (or 1, true, yes). */
export function isCheckedCell(value: ListCell | undefined): boolean {
  return value !== null && value !== undefined && CHECKED.has(String(value).toLowerCase());
}

/**
 * Where a linked cell (isLink) leads: linkUrl with {id} and {value} replaced, or linkUrl/{id}
 * when it names neither; without linkUrl, the value itself when it is an address.
 */
export function cellLink(field: Pick<ListField, 'isLink' | 'linkUrl'>, row: ListRow, value: ListCell | undefined): string | null {
  if (!field.isLink) return null;
  const text = value === null || value === undefined ? '' : String(value);
  if (!field.linkUrl) return /^(https?:\/\/|\/)/.test(text) ? text : null;
  const id = encodeURIComponent(String(row.id));
  if (field.linkUrl.includes('{id}') || field.linkUrl.includes('{value}')) {
    return field.linkUrl.replaceAll('{id}', id).replaceAll('{value}', encodeURIComponent(text));
  }
  return `${field.linkUrl.replace(/\/+$/, '')}/${id}`;
}

/**
 * A cell's text cut where a line may break inside a long token: after '@', '.', '/' and '_' (an
 * e-mail, an address). Between the pieces the cell draws a break opportunity, so an e-mail wraps at
 * its dots rather than widening its column, while a word or a number never breaks in its middle.
 */
export function breakablePieces(text: string): string[] {
  return text.split(/(?<=[@./_])(?=[^\s])/);
}
