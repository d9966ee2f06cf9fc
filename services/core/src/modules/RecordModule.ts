import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AccessKey, Endpoint, FormField, FormOption, FormValue, FormValues, ListData, ListFieldType, listResponseSchema, SortWay } from '@canal/contracts';
import type { Tx } from '../db/openDatabase';
import type { FormCall } from '../forms/FormModule';
import type { ColumnSql, ListCall, ListCascade, ListColumn } from '../lists/ListModule';
import type { ApiRoute } from '../routes/ApiRoute';

/**
 * How a column's value becomes a form value and back: 'text' (trimmed), 'number', 'flag' (a checkbox,
 * 'on' or ''), 'files' (an upload field: files moved in place, those taken out removed after the
 * commit), 'dateTime' (a datetime-local in Paris time: a text that is no date is refused).
 */
export type RecordFieldKind = 'text' | 'number' | 'flag' | 'files' | 'dateTime';

/**
 * One field of a record module, declared once: its column, and where it shows. `list` makes it a
 * column of the list, `form` a field of the form (its id and label are the declaration's). A field
 * with no column is a list column computed in SQL (`list.sql`: a parent's name, a count) or a form
 * field kept elsewhere (the module's `load` and `afterSave` read and write it).
 */
export interface RecordField {
  id: string;
  /** The list's and the form's label (`form.label` when the form says more: 'Date et heure (Paris)'). */
  label: string;
  column?: AnyPgColumn;
  kind?: RecordFieldKind;
  /** What the column stores when the form leaves the field empty (or 0 for a number): null for an optional link or reference, 1 for a position. */
  blank?: string | number | null;
  /** Conversions of a value the kinds do not cover (guests typed one per line, kept as a list). */
  toForm?(stored: unknown): FormValue;
  toColumn?(value: FormValue | undefined): unknown;
  /** Files: the upload folder kind ('themes' -> /cache/themes/{id}/…), private or public as `/cache` says. */
  uploadKind?: string;
  /**
   * `sql` shows something else than the column (a parent's title instead of its id), a column that is not stored (a count),
   * or one that follows the clock (a session's state now); the field's filter reads it too.
   */
  list?: { type?: ListFieldType; sql?: ColumnSql } & Pick<ListColumn, 'searchable' | 'field' | 'sortable'>;
  form?: Omit<FormField, 'id' | 'label'> & { label?: string };
  /** The form's group it shows in (default: the module's `formLabel`); groups come in the order of their first field. */
  group?: string;
  /** A text that takes the markup (parseMarkup): the form shows the markup help note before the first one. */
  markup?: true;
  /** A select's choices read from the data at each load and save (another table's rows: a leaflet's collection). */
  choices?(call: FormCall): Promise<FormOption[]>;
  /** A Select filter on the list with these choices. */
  filter?: { alias: string; items: { value: string; label: string }[] };
  /** The form's value when creating. */
  initial?: FormValue;
}

export type RecordTable = PgTable & { id: AnyPgColumn };
export type RecordRow<T extends RecordTable> = T['$inferSelect'];

/** A save as its hooks see it, inside the save's transaction. */
export interface RecordSave<T extends RecordTable> {
  call: FormCall;
  /** The validated values of the shown, editable fields. */
  values: FormValues;
  /** The row as it was, locked until the commit (two saves at once write one after the other); undefined when creating. */
  before: RecordRow<T> | undefined;
}

/**
 * A list on one page under a row of the module's list ('Personnes inscrites'), served at its
 * endpoint's address (`/api/{name}/{panel}/{id}`) to those who see the list; an unknown row is a 404.
 */
export interface RecordSubPanel {
  /** The control that opens it ('Personnes inscrites'), and the panel's own heading when it differs ('Invités :'). */
  title: string;
  heading?: string;
  endpoint: Endpoint<z.ZodType<{ id: number }, unknown>, typeof listResponseSchema>;
  /** The 404's message ('Session introuvable.'). */
  missing: string;
  rows(call: ListCall, id: number): Promise<Pick<ListData, 'module' | 'title' | 'fields' | 'rows' | 'sort'>>;
}

/** A back-office module over one table, declared once: its name gives every path, its fields the list, the form, loading and saving. */
export interface RecordModule<T extends RecordTable = RecordTable> {
  /** 'theme': API under /api/theme, pages under /staff/{staffPath}. */
  name: string;
  /** Page path when it differs from the name ('podcast/theme'). */
  staffPath?: string;
  title: string;
  table: T;
  /** Who sees the list (and, unless said below, creates, edits, deletes and exports). */
  access: AccessKey;
  /** Who creates ('Ajouter'); null: nobody, rows are made elsewhere (the CMS's pages). */
  createAccess?: AccessKey | null;
  /** Who is shown the list's title line (title, saved views, columns, export, 'Ajouter'); everyone with `access` by default. */
  headerAccess?: AccessKey;
  /** Who opens and saves an existing row; the list's edit action is shown to them only. */
  editAccess?: AccessKey;
  /** Who deletes (default: editAccess); null: no delete. */
  deleteAccess?: AccessKey | null;
  exportAccess?: AccessKey | null;
  /** The form's group title. */
  formLabel: string;
  formTitle?: { create?: string; edit: string };
  fields: RecordField[];
  /** The list's columns by field id, when not in the order of the fields (the form's). */
  listOrder?: string[];
  defaultSort: { field: string; way: SortWay };
  /** A text search over the list's text columns. */
  search?: boolean;
  /** After a save the form stays open instead of going back to the list (a UTM code's links appear once it is saved). */
  staysOnSave?: true;
  /** Rules only the server knows (a code already used): field id -> French message. Runs before anything is written. */
  check?(call: FormCall, values: FormValues): Record<string, string> | Promise<Record<string, string>>;
  /**
   * The form's values of a stored row, from those its fields read (`values`): more of them (kept in
   * another table), or null for a row the form does not show (404).
   */
  load?(call: FormCall, row: RecordRow<T>, values: FormValues): FormValues | null | Promise<FormValues | null>;
  /** Columns the save writes besides the fields' (computed from another table, or a time), in its transaction. */
  beforeSave?(save: RecordSave<T>, tx: Tx): Partial<T['$inferInsert']> | Promise<Partial<T['$inferInsert']>>;
  /** What else the save writes, in its transaction, once the row is written (other tables, mails): a failure rolls the whole save back. */
  afterSave?(save: RecordSave<T> & { id: number }, tx: Tx): Promise<void>;
  /** What a delete writes first, in its transaction (mails to the people the row concerned). */
  beforeDelete?(call: ListCall, id: number, tx: Tx): Promise<unknown>;
  subPanel?: RecordSubPanel;
  /** Other routes of the module (a links endpoint...). */
  extraRoutes?: ApiRoute[];
  /** Rows of other tables that a foreign key deletes with this one (see ListModule.cascades). */
  cascades?: ListCascade[];
}
