import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Endpoint, FormField, FormValues, LiveContentState, LiveContentType, liveControlApi } from '@canal/contracts';
import type { ServiceContext } from '@canal/service-core';

/** A table of items of a session: its own id and the session's. */
export type SessionItemTable = PgTable & { id: AnyPgColumn; eventId: AnyPgColumn };
export type SessionItemRow<T extends SessionItemTable> = T['$inferSelect'];

/** What the server refuses on the item the room shows: editing it, deleting it, erasing its answers. */
export type OnScreenAction = 'edit' | 'delete' | 'reset';

/** The participants' answers of a kind, erased by its 'Remise à zéro': those of one item (the call's `q`) or of the whole session. */
export type SessionItemAnswers = { table: PgTable; item: AnyPgColumn } | { table: PgTable; session: AnyPgColumn };

/**
 * The two calls of spec 001 section 7 whose answers are the kind's own, given first (in a call of
 * their own, so that TypeScript checks the kind's answers against them, as defineRoute does).
 */
export interface SessionItemEndpoints<LO extends z.ZodType, SI extends SaveInput, SO extends z.ZodType> {
  /** POST /api/{kind}/list/{eventId}: the items in order, and what the room shows. */
  list: Endpoint<z.ZodType<{ eventId: number }, unknown>, LO>;
  /** POST /api/{kind}/save/{eventId}: the older save, its body read as the form's values and saved through the form. */
  save: Endpoint<SI, SO>;
}

/** What the older save's input holds besides the kind's fields: the session, and the item when it is not new. */
export type SaveInput = z.ZodType<{ eventId: number; id?: number }, unknown>;

/**
 * One kind of item of a live session (quiz questions, announcements, feedback questions), declared
 * once: its table, its form's fields and how a row shows in them, the rules the server keeps, and
 * the answers of its calls. `defineSessionItems(table, { list, save })(declaration)` turns it into
 * the kind's calls and its editor's form, every change audited.
 */
export interface SessionItems<T extends SessionItemTable, LO extends z.ZodType, SI extends SaveInput, SO extends z.ZodType> {
  /** API under /api/{kind}, the form's fsubmit `{kind}_form`, the history's module. */
  kind: liveControlApi.SessionItemKind;
  /** The column that orders a session's items; a new item comes last. */
  position: AnyPgColumn;
  /** The 404 of an unknown item, or one of another session ('Annonce introuvable.'). */
  missing: string;
  /** The editor's fields (one group, no title), as DynamicForm draws them. */
  fields: FormField[];
  /** A new item's values. */
  initial: FormValues;
  /** The form's values of a stored row. Default: each field whose id is a column of the table, as text. */
  toForm?(row: SessionItemRow<T>): FormValues;
  /** The columns a save writes from the form's values (`before`: the row as it was, locked; undefined when creating). Default: those fields' texts, trimmed. */
  toColumns?(values: FormValues, before: SessionItemRow<T> | undefined, ctx: ServiceContext): Partial<T['$inferInsert']>;
  /** What the room shows of this kind (its content types), and the French 409 of each action refused on it. */
  onScreen?: { contentTypes: readonly LiveContentType[]; refuse: Partial<Record<OnScreenAction, string>> };
  /** POST /api/{kind}/delete. */
  remove: Endpoint<z.ZodType<{ id: number }, unknown>, z.ZodType<unknown, { deleted: 'complete' }>>;
  /** POST /api/{kind}/reset/{eventId}: 'Remise à zéro', and the participants' answers it erases. */
  reset?: { endpoint: Endpoint<z.ZodType<{ eventId: number; q?: number }, unknown>, z.ZodType<unknown, { reset: 'complete' }>>; answers: SessionItemAnswers };
  /** The list's answer. */
  listed(list: { ctx: ServiceContext; eventId: number; rows: SessionItemRow<T>[]; state: LiveContentState }): Promise<z.input<LO>> | z.input<LO>;
  /** The older save's body as the form's values. */
  posted(input: z.output<SI>): Record<string, string>;
  /** The older save's answer. */
  saved(ctx: ServiceContext, row: SessionItemRow<T>): Promise<z.input<SO>> | z.input<SO>;
}

/** A kind as the engine holds it: its table and its two endpoints with its declaration. */
export type DeclaredSessionItems<T extends SessionItemTable, LO extends z.ZodType, SI extends SaveInput, SO extends z.ZodType> = SessionItems<T, LO, SI, SO> & {
  table: T;
  endpoints: SessionItemEndpoints<LO, SI, SO>;
};
