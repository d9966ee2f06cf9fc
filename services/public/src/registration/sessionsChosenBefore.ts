import { idSchema } from '@canal/contracts';
import { inArray } from 'drizzle-orm';
import { schema, type Database } from '@canal/service-core';
import { subscriptionClosure } from '@canal/domain';

const MAX_CHOSEN = 20;

function idsIn(raw: unknown): number[] {
  if (Array.isArray(raw)) return raw.flatMap(idsIn);
  if (typeof raw === 'number') return idsIn(String(raw));
  if (typeof raw !== 'string') return [];
  return raw
    .replace(/[[\]\s]/g, '')
    .split(',')
    .flatMap((piece) => {
      const parsed = idSchema.safeParse(piece);
      return parsed.success ? [parsed.data] : [];
    });
}

/**
 * The sessions a person chose before registering (`fromEvent`, `fromEvents`: '4', '4,5', '[4,5]'
 * or a form list), those that exist and are still open to a new subscriber (subscriptionClosure,
 * the subscribe call's rule). A stale or mangled link, or a session closed since, never fails a
 * registration: what cannot be kept is left out (activation checks again).
 */
export async function sessionsChosenBefore(db: Database, body: Record<string, unknown> | null, now: Date): Promise<number[]> {
  const ids = [...new Set([...idsIn(body?.fromEvent), ...idsIn(body?.fromEvents)])].slice(0, MAX_CHOSEN);
  if (ids.length === 0) return [];
  const rows = await db.select().from(schema.events).where(inArray(schema.events.id, ids));
  return rows.filter((row) => subscriptionClosure(row, now) === null).map((row) => row.id);
}
