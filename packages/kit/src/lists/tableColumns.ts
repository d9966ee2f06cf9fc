import type { ListField } from '@canal/contracts';

/** A column of the table: its field, and the fields drawn in small print under its cells (ListField.shownUnder). */
export interface TableColumn {
  field: ListField;
  details: ListField[];
}

/**
 * The table's columns: the fields shown by default (the first, the id, never), less those the user
 * hid, each with the fields drawn under it. A field shown under a hidden or unknown one keeps its own column.
 */
export function tableColumns(fields: readonly ListField[], hidden: readonly string[] = []): TableColumn[] {
  const shown = fields.slice(1).filter((field) => field.tf_default !== false && !hidden.includes(field.id));
  const hosts = new Set(shown.map((field) => field.id));
  const under = (field: ListField) => field.shownUnder !== undefined && field.shownUnder !== field.id && hosts.has(field.shownUnder);
  return shown.filter((field) => !under(field)).map((field) => ({ field, details: shown.filter((detail) => under(detail) && detail.shownUnder === field.id) }));
}
