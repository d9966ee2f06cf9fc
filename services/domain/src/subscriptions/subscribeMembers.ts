import { and, eq, inArray } from 'drizzle-orm';
import { subscriptionsChanged } from '../cache/userSubscriptions';
import { type Database, schema, type ServiceContext } from '@canal/service-core';
import { dropReminders, planReminders } from './reminders';
import { sendSessionMail, type Attendee, type SessionFacts } from './sessionMails';

const { pendingSubscriptions, subscriptions } = schema;

/**
 * Subscribes a person to sessions: the rows (the primary key keeps one per person and session, so
 * twenty identical requests at once leave one), then for each new one its reminders and the
 * confirmation with its calendar invitation, all in one transaction. Returns the sessions that were
 * new; the others were already subscribed. Rules (full, postponed, over) are the caller's.
 */
export async function subscribeMember(ctx: ServiceContext, attendee: Attendee, sessions: SessionFacts[]): Promise<number[]> {
  if (sessions.length === 0) return [];
  const added = await ctx.db.transaction(async (db) => {
    const rows = await db
      .insert(subscriptions)
      .values(sessions.map((session) => ({ userId: attendee.id, eventId: session.id, createdAt: ctx.now() })))
      .onConflictDoNothing()
      .returning({ eventId: subscriptions.eventId });
    const newIds = new Set(rows.map((row) => row.eventId));
    for (const session of sessions.filter((candidate) => newIds.has(candidate.id))) {
      await planReminders(db, attendee.id, session, ctx.now());
      await sendSessionMail(ctx, db, 'confirmation', attendee, session);
    }
    return [...newIds];
  });
  if (added.length > 0) await subscriptionsChanged(ctx, attendee.id);
  return added;
}

/** Ends subscriptions: the rows, the reminders not sent, and a CANCEL invitation per session left. Returns the sessions left. */
export async function unsubscribeMember(ctx: ServiceContext, attendee: Attendee, sessions: SessionFacts[]): Promise<number[]> {
  if (sessions.length === 0) return [];
  const removed = await ctx.db.transaction(async (db) => {
    const rows = await db
      .delete(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, attendee.id),
          inArray(
            subscriptions.eventId,
            sessions.map((session) => session.id),
          ),
        ),
      )
      .returning({ eventId: subscriptions.eventId });
    const removedIds = new Set(rows.map((row) => row.eventId));
    for (const session of sessions.filter((candidate) => removedIds.has(candidate.id))) {
      await dropReminders(db, attendee.id, session.id);
      await sendSessionMail(ctx, db, 'unsubscribed', attendee, session);
    }
    return [...removedIds];
  });
  if (removed.length > 0) await subscriptionsChanged(ctx, attendee.id);
  return removed;
}

/** Sessions chosen at registration by someone whose account waits for validation (see pendingSubscriptions). */
export async function rememberPendingSubscriptions(db: Database, userId: number, eventIds: number[]): Promise<void> {
  if (eventIds.length > 0)
    await db
      .insert(pendingSubscriptions)
      .values(eventIds.map((eventId) => ({ userId, eventId })))
      .onConflictDoNothing();
}
