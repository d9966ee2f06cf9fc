import { and, eq, sql } from 'drizzle-orm';
import { MEDIA_END_MARKER, type MediaModule, type SessionUser } from '@canal/contracts';
import { badRequest, recordLastContact, schema, type ServiceContext } from '@canal/service-core';
import { signedIn } from '../catalogue/signedIn';

const { mediaProgress } = schema;

/** Seconds before the end from which an item counts as finished (credits, a last silence). */
const END_MARGIN_S = 5;

/** What an onPlay or onUpdate handler receives. */
export interface PlayedCall {
  ctx: ServiceContext;
  input: { id: number; time?: number | string };
  user: SessionUser | null;
}

const TIME_MESSAGE = 'La position de lecture doit être un nombre de secondes ou « end ».';

/** onUpdate's time: seconds as a number or text, or the end marker; anything else is refused. */
export function playedTimeOf(raw: number | string | undefined): number | 'end' | null {
  if (raw === undefined || raw === '') return null;
  if (raw === MEDIA_END_MARKER) return 'end';
  const seconds = typeof raw === 'number' ? raw : /^\d{1,6}(\.\d{1,3})?$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 86_400) throw badRequest(TIME_MESSAGE);
  return seconds;
}

/**
 * Where a member is in an item: one row per member and item, created by the first play (which
 * 'Top 3' counts) and moved by each update. Reaching the end (the marker, or within a few seconds
 * of the duration) marks it finished, which takes it out of 'Reprendre ma lecture'; playing it
 * again from the start puts it back.
 */
export async function recordProgress(
  ctx: ServiceContext,
  user: SessionUser | null,
  module: MediaModule,
  itemId: number,
  time: number | 'end' | null,
  durationS: number,
): Promise<void> {
  const userId = signedIn(user).id;
  const now = ctx.now();
  const finished = time === 'end' || (time !== null && durationS > 0 && time >= durationS - END_MARGIN_S);
  const position = time === 'end' || time === null ? 0 : time;
  const set = time === null ? { updatedAt: now } : { positionS: finished ? 0 : position, finished, updatedAt: now };
  await ctx.db
    .insert(mediaProgress)
    .values({ userId, module, itemId, positionS: finished ? 0 : position, finished, startedAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [mediaProgress.userId, mediaProgress.module, mediaProgress.itemId], set });
  // Listening or watching is a contact: the account's retention counts again from today.
  await recordLastContact(ctx, userId);
}

/** The member's position in an item (0 when never played or finished). */
export async function progressOf(ctx: ServiceContext, userId: number, module: MediaModule, itemId: number): Promise<{ positionS: number; finished: boolean }> {
  const [row] = await ctx.db
    .select({ positionS: mediaProgress.positionS, finished: mediaProgress.finished })
    .from(mediaProgress)
    .where(and(eq(mediaProgress.userId, userId), eq(mediaProgress.module, module), eq(mediaProgress.itemId, itemId)));
  return { positionS: row && !row.finished ? Math.floor(row.positionS) : 0, finished: row?.finished ?? false };
}

/** Distinct viewers of each item of a module over the last `days` (a member counts once per item). */
export async function viewersSince(ctx: ServiceContext, module: MediaModule, since: Date): Promise<Map<number, number>> {
  const rows = await ctx.db
    .select({ itemId: mediaProgress.itemId, viewers: sql<number>`count(*)::int` })
    .from(mediaProgress)
    .where(and(eq(mediaProgress.module, module), sql`${mediaProgress.updatedAt} > ${since}`))
    .groupBy(mediaProgress.itemId);
  return new Map(rows.map((row) => [row.itemId, row.viewers]));
}
