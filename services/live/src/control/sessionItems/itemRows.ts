import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { formText, notFound, type Database, type ServiceContext } from '@canal/service-core';
import type { FormValues } from '@canal/contracts';
import { refuseIfOnScreen } from '../activeContent';
import type { DeclaredSessionItems, OnScreenAction, SaveInput, SessionItemRow, SessionItemTable } from './SessionItems';

/** A kind whatever its calls' answers: what the rows' helpers read of it. */
export type AnySessionItems<T extends SessionItemTable = SessionItemTable> = DeclaredSessionItems<T, z.ZodType, SaveInput, z.ZodType>;

/** The ids every item row carries. */
export function idsOf(row: object): { id: number; eventId: number } {
  return { id: Number(Reflect.get(row, 'id')), eventId: Number(Reflect.get(row, 'eventId')) };
}

/**
 * One item, of this session when `eventId` is given (another session's is as unknown as a missing
 * one: the kind's 404), locked until the commit when `lock` (two saves of one item write in turn).
 */
export async function itemOf<T extends SessionItemTable>(
  db: Database,
  items: AnySessionItems<T>,
  id: number,
  where: { eventId?: number; lock?: boolean } = {},
): Promise<SessionItemRow<T>> {
  // Read through the constraint's type: the row's shape is the kind's table's.
  const table: SessionItemTable = items.table;
  const select = db
    .select()
    .from(table)
    .where(where.eventId === undefined ? eq(table.id, id) : and(eq(table.id, id), eq(table.eventId, where.eventId)));
  const [row] = (where.lock ? await select.for('update') : await select) as SessionItemRow<T>[];
  if (!row) throw notFound(items.missing);
  return row;
}

/** A session's items, in their order. */
export async function itemsOf<T extends SessionItemTable>(db: Database, items: AnySessionItems<T>, eventId: number): Promise<SessionItemRow<T>[]> {
  const table: SessionItemTable = items.table;
  return await db.select().from(table).where(eq(table.eventId, eventId)).orderBy(items.position, table.id);
}

/** The kind's 409 when the room shows this item and the kind refuses `action` on it (spec 001 section 4 "Live content"). */
export async function refuseOnScreen(ctx: ServiceContext, items: AnySessionItems, action: OnScreenAction, row: object): Promise<void> {
  const message = items.onScreen?.refuse[action];
  if (!items.onScreen || !message) return;
  const { id, eventId } = idsOf(row);
  await refuseIfOnScreen(ctx, eventId, items.onScreen.contentTypes, id, message);
}

/** A stored cell as the form's text: scalars as they print, anything else (a JSON column) as JSON. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' || value instanceof Date) return String(value);
  return JSON.stringify(value);
}

/** The form's values of a row: the kind's own reading, else each field that is a column, as text. */
export function formValuesOf<T extends SessionItemTable>(items: AnySessionItems<T>, row: SessionItemRow<T>): FormValues {
  if (items.toForm) return items.toForm(row);
  const columns = getTableColumns(items.table);
  const cells: Record<string, unknown> = row;
  return Object.fromEntries(items.fields.filter((field) => field.id in columns).map((field) => [field.id, cellText(cells[field.id])]));
}

/** The columns a save writes: the kind's own, else each field that is a column, its text trimmed (formText). */
export function columnsOf<T extends SessionItemTable>(
  items: AnySessionItems<T>,
  values: FormValues,
  before: SessionItemRow<T> | undefined,
  ctx: ServiceContext,
): Record<string, unknown> {
  if (items.toColumns) return { ...items.toColumns(values, before, ctx) };
  const columns = getTableColumns(items.table);
  return Object.fromEntries(items.fields.filter((field) => field.id in columns).map((field) => [field.id, formText(values[field.id])]));
}

/** The position after the session's last item, read by the INSERT itself. */
export function nextPosition(items: AnySessionItems, eventId: number): SQL {
  const table: SessionItemTable = items.table;
  return sql`(select coalesce(max(${items.position}), 0) + 1 from ${table} where ${table.eventId} = ${eventId})`;
}

/** The table's property of a column (its key in Drizzle's rows and inserts). */
export function propertyOf(table: SessionItemTable, column: unknown): string {
  const found = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column);
  if (!found) throw new Error('sessionItems : la colonne de position n’appartient pas à la table');
  return found[0];
}
