import { formatMailDate } from '@canal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { type Database, schema, type ServiceContext, type Tx } from '@canal/service-core';
import type { EventRow } from './toEventCard';
import { dropReminders, planReminders } from '../subscriptions/reminders';
import { sendSessionMail } from '../subscriptions/sessionMails';

const { eventNotifyRequests, events, subscriptions, users } = schema;

function subscribersOf(db: Database, eventId: number) {
  return db
    .select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname, universe: users.universe })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(subscriptions.eventId, eventId));
}

/** What decides a session's mails and reminders: its date and whether it is postponed. */
export interface SessionSchedule {
  date: Date;
  state: string;
}

export interface ScheduleChangeResult {
  /** Subscribers sent the session's new date (updated invitation, reminders planned again). */
  moved: number;
  /** Subscribers told the session is postponed (invitation withdrawn, reminders dropped). */
  postponed: number;
  /** Addresses of the notify-me list told the session's date. */
  notified: number;
}

const isPostponed = (schedule: SessionSchedule) => schedule.state === 'delayed';

/**
 * Staff saved a session: when its date or its postponed state changed, the people who rely on its
 * e-mails are told, inside the caller's transaction (the save's, so that the row and its mails
 * stand or fall together). Call it after the row is updated, with the schedule it had before.
 *
 * - Postponed: each subscriber gets one e-mail whose invitation withdraws the old date, and the
 *   reminders not sent are dropped (see planReminders for why dropped rather than held).
 * - Given a date again (postponed before, not now), or moved while not postponed: each subscriber
 *   gets the updated invitation (same UID, next SEQUENCE) and reminders planned from that date;
 *   those who asked to be told (`events/notify/{id}`) get one e-mail each. Leaving the postponed
 *   state with the same stored date counts as getting a date.
 * - Moved while still postponed: nothing yet, the date is not announced until the session has one.
 * Only sessions not over yet mail their subscribers: correcting a past session's date is not news.
 */
export async function eventDateChanged(ctx: ServiceContext, db: Tx, eventId: number, before: SessionSchedule): Promise<ScheduleChangeResult> {
  const result: ScheduleChangeResult = { moved: 0, postponed: 0, notified: 0 };
  const [session] = await db.select().from(events).where(eq(events.id, eventId));
  if (!session) return result;
  const nowMs = ctx.now().getTime();
  const notOverAt = (date: Date) => date.getTime() + session.durationMin * 60_000 > nowMs;
  const dateMoved = session.date.getTime() !== before.date.getTime();

  if (isPostponed(session) && !isPostponed(before)) {
    for (const subscriber of await subscribersOf(db, eventId)) {
      await dropReminders(db, subscriber.id, eventId);
      if (notOverAt(before.date)) {
        await sendSessionMail(ctx, db, 'postponed', subscriber, { ...session, date: before.date });
        result.postponed += 1;
      }
    }
    return result;
  }
  if (isPostponed(session) || !(dateMoved || isPostponed(before))) return result;

  if (notOverAt(session.date)) {
    for (const subscriber of await subscribersOf(db, eventId)) {
      await planReminders(db, subscriber.id, session, ctx.now());
      await sendSessionMail(ctx, db, isPostponed(before) ? 'rescheduled' : 'moved', subscriber, session);
      result.moved += 1;
    }
  }
  if (session.date.getTime() > nowMs) result.notified = await notifyWaitingList(ctx, db, session);
  return result;
}

/** The notify-me list of a session that has its date: one e-mail per address, each address told once. */
async function notifyWaitingList(ctx: ServiceContext, db: Database, session: EventRow): Promise<number> {
  const waiting = await db
    .update(eventNotifyRequests)
    .set({ notifiedAt: ctx.now() })
    .where(and(eq(eventNotifyRequests.eventId, session.id), isNull(eventNotifyRequests.notifiedAt)))
    .returning({ email: eventNotifyRequests.email });
  for (const { email } of waiting) {
    await ctx.outbox.within(db).send({
      to: email,
      subject: `Nouvelle date : ${session.title}`,
      text: [
        'Bonjour,',
        '',
        `Vous avez demandé à être prévenu(e) : la session « ${session.title} » aura lieu le ${formatMailDate(session.date)} (heure de Paris).`,
        `Inscrivez-vous : ${ctx.config.PUBLIC_URL}/event/${session.id}`,
        '',
        "L'équipe Canal Pneumo",
      ].join('\n'),
    });
  }
  return waiting.length;
}

/**
 * Staff are deleting a session: each subscriber's calendar entry is cancelled and its reminders
 * dropped, inside the caller's transaction (the delete's: cancellations are sent only if the
 * session really goes). Call it before the delete, while the subscriptions still exist.
 */
export async function eventCancelled(ctx: ServiceContext, db: Tx, eventId: number): Promise<number> {
  const [session] = await db.select().from(events).where(eq(events.id, eventId));
  if (!session) return 0;
  const subscribers = await subscribersOf(db, eventId);
  for (const subscriber of subscribers) {
    await dropReminders(db, subscriber.id, eventId);
    await sendSessionMail(ctx, db, 'cancelled', subscriber, session);
  }
  return subscribers.length;
}
