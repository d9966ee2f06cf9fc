import { formatMailDate } from '@canal/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { eventNotifyRequests, events, subscriptions, users } from '../db/schema';
import type { ServiceContext } from '../ServiceContext';
import { dropReminders, planReminders } from '../subscriptions/reminders';
import { sendSessionMail } from '../subscriptions/sessionMails';

function subscribersOf(db: Database, eventId: number) {
  return db
    .select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname, universe: users.universe })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(subscriptions.eventId, eventId));
}

/**
 * Staff saved a session whose date (or postponed state) changed: every subscriber gets the updated
 * calendar invitation (same UID, next SEQUENCE) and reminders planned for the new date; when the
 * session is no longer postponed, those who asked to be told get one e-mail each.
 * Call it after the session's row is saved, with the date it had before.
 */
export async function eventDateChanged(ctx: ServiceContext, eventId: number, previousDate: Date): Promise<{ moved: number; notified: number }> {
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const [session] = await db.select().from(events).where(eq(events.id, eventId));
    if (!session) return { moved: 0, notified: 0 };
    let moved = 0;
    if (session.date.getTime() !== previousDate.getTime() && session.state !== 'delayed') {
      for (const subscriber of await subscribersOf(db, eventId)) {
        await planReminders(db, subscriber.id, session, ctx.now());
        await sendSessionMail(ctx, db, 'moved', subscriber, session);
        moved += 1;
      }
    }
    let notified = 0;
    if (session.state !== 'delayed' && session.date > ctx.now()) {
      const waiting = await db
        .update(eventNotifyRequests)
        .set({ notifiedAt: ctx.now() })
        .where(and(eq(eventNotifyRequests.eventId, eventId), isNull(eventNotifyRequests.notifiedAt)))
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
        notified += 1;
      }
    }
    return { moved, notified };
  });
}

/** Staff are deleting a session: each subscriber's calendar entry is cancelled and its reminders dropped. Call it before the delete. */
export async function eventCancelled(ctx: ServiceContext, eventId: number): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const [session] = await db.select().from(events).where(eq(events.id, eventId));
    if (!session) return 0;
    const subscribers = await subscribersOf(db, eventId);
    for (const subscriber of subscribers) {
      await dropReminders(db, subscriber.id, eventId);
      await sendSessionMail(ctx, db, 'cancelled', subscriber, session);
    }
    return subscribers.length;
  });
}
