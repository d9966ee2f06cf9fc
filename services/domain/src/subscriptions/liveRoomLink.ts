import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { eventPagePath, PERSONAL_LINK_KEY } from '@canal/contracts';
import { sameToken, schema, serverSecret, type ServiceContext, type UserRow } from '@canal/service-core';

const { events, subscriptions, users } = schema;

/**
 * The personal access link of the subscription e-mails, as Livestorm mails it:
 * `{PUBLIC_URL}/live/{id}?k={token}`. The token is `{userId}.{HMAC-SHA256(userId, sessionId)}`,
 * signed with a server secret of its own (serverSecret, as the CSRF tokens are), so it names one
 * member and one session and cannot be made for another. Nothing is stored for the link: it opens
 * the room, with a room pass for that room only (sessions/roomPass.ts), while that member is still
 * subscribed and until 24 hours after the session's end. The end is the session's current one, so a
 * link mailed before a date change follows the new date (the e-mails of a move carry the same link anyway).
 */
const SECRET_NAME = 'live-room-link';
/** The room's feedback is still asked the day after. */
const VALID_AFTER_END_MS = 24 * 3600_000;

/** The live room's address as the member's pages give it: under their universe when links carry it. */
export const liveRoomUrl = (ctx: ServiceContext, eventId: number, universe: string | null = null) =>
  `${ctx.config.PUBLIC_URL}${eventPagePath('live', eventId, ctx.config.SITE_UNIVERSE_LINKS ? universe : null)}`;

async function signatureOf(ctx: ServiceContext, userId: number, eventId: number): Promise<string> {
  // The secret is read outside the caller's transaction: it is the same for every process and every mail.
  const secret = await serverSecret(ctx.db, SECRET_NAME);
  return crypto.createHmac('sha256', secret).update(`live-room:${userId}:${eventId}`).digest('base64url');
}

export async function liveRoomToken(ctx: ServiceContext, userId: number, eventId: number): Promise<string> {
  return `${userId}.${await signatureOf(ctx, userId, eventId)}`;
}

/** The member's own link to the live room: opened logged out, it gives them a room pass for that room. */
export async function personalLiveRoomUrl(ctx: ServiceContext, member: { id: number; universe?: string | null }, eventId: number): Promise<string> {
  return `${liveRoomUrl(ctx, eventId, member.universe ?? null)}?k=${await liveRoomToken(ctx, member.id, eventId)}`;
}

/**
 * The member a link's token opens this session's room for, and until when, or null: a token for
 * another session or person, altered, past the session's end plus 24 hours, or of someone no longer
 * subscribed. Only active members: staff, speakers and admins log in with their password, and a
 * blocked or pending account is not let in by a mailed link either.
 */
export async function memberOfLiveRoomToken(ctx: ServiceContext, eventId: number, token: string | undefined): Promise<{ member: UserRow; until: Date } | null> {
  const match = token ? PERSONAL_LINK_KEY.exec(token) : null;
  if (!match) return null;
  const userId = Number(match[1]);
  if (!sameToken(match[2], await signatureOf(ctx, userId, eventId))) return null;
  const [row] = await ctx.db
    .select({ user: users, date: events.date, durationMin: events.durationMin })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(events, eq(events.id, subscriptions.eventId))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.eventId, eventId)))
    .limit(1);
  if (!row || row.user.role !== 'member' || row.user.status !== 'active') return null;
  const until = new Date(row.date.getTime() + row.durationMin * 60_000 + VALID_AFTER_END_MS);
  return ctx.now() < until ? { member: row.user, until } : null;
}
