import { isNotNull, or } from 'drizzle-orm';
import { type Bus, type Database, schema } from '@canal/service-core';

const { events } = schema;

const originOf = (link: string | null): string[] => {
  if (!link || !/^https?:\/\//i.test(link)) return [];
  try {
    return [new URL(link).origin];
  } catch {
    return [];
  }
};

/**
 * The origins of the external rooms configured on sessions (linkExternal, linkExternal2): the live
 * room posts a hidden form carrying the room key there (events/redir), so the pages' CSP form-action
 * must name them, and nothing wider.
 */
export async function externalRoomOrigins(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ first: events.linkExternal, second: events.linkExternal2 })
    .from(events)
    .where(or(isNotNull(events.linkExternal), isNotNull(events.linkExternal2)));
  return [...new Set(rows.flatMap((row) => [...originOf(row.first), ...originOf(row.second)]))].sort();
}

/**
 * externalRoomOrigins read once and kept by this process until staff change something public
 * ('public.changed', published by every staff save of a session), then read again at the next page.
 * A failed read is not kept.
 */
export function externalRoomOriginsSource(db: Database, bus: Bus): () => Promise<string[]> {
  let held: Promise<string[]> | null = null;
  bus.subscribe('public.changed', () => {
    held = null;
  });
  return () => {
    if (held) return held;
    const read = externalRoomOrigins(db);
    held = read;
    read.catch(() => {
      if (held === read) held = null;
    });
    return read;
  };
}
