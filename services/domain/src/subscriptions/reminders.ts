import { formatMailDate } from '@canal/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Database, rowsOf, schema, type ServiceContext } from '@canal/service-core';
import { personalLiveRoomUrl } from './liveRoomLink';
import type { SessionFacts } from './sessionMails';

const { eventReminders } = schema;

const REMINDER_OFFSETS = { '24h': 24 * 60, '1h': 60 } as const;
type ReminderKind = keyof typeof REMINDER_OFFSETS;

/** A reminder whose moment passed this long ago is dropped rather than sent late (a server down for a day). */
const STALE_AFTER_MIN = 90;

/**
 * Plans (or plans again, after a date change) the two reminders of a subscription. Reminders whose
 * moment is already past are not planned: subscribing 30 minutes before gets neither.
 *
 * A postponed session has no reminders: they are dropped when it is postponed and planned again
 * from its new date when it gets one (eventDateChanged). Dropped rather than held, because a held
 * row keeps a moment computed from a date that no longer holds: it would either go out at that
 * moment or be found stale and deleted anyway, and the new date needs new moments in every case.
 * sendDueReminders also skips delayed sessions, for rows planned by another path meanwhile.
 */
export async function planReminders(db: Database, userId: number, session: Pick<SessionFacts, 'id' | 'date'>, now: Date): Promise<void> {
  await dropReminders(db, userId, session.id);
  const rows = (Object.keys(REMINDER_OFFSETS) as ReminderKind[])
    .map((kind) => ({ userId, eventId: session.id, kind, dueAt: new Date(session.date.getTime() - REMINDER_OFFSETS[kind] * 60_000) }))
    .filter((row) => row.dueAt > now);
  if (rows.length > 0) await db.insert(eventReminders).values(rows).onConflictDoNothing();
}

/** The reminders not sent yet of one subscription: gone when the member leaves or the session is cancelled. */
export async function dropReminders(db: Database, userId: number, eventId: number): Promise<void> {
  await db.delete(eventReminders).where(and(eq(eventReminders.userId, userId), eq(eventReminders.eventId, eventId), isNull(eventReminders.sentAt)));
}

interface DueReminder extends Record<string, unknown> {
  user_id: number;
  event_id: number;
  kind: ReminderKind;
  email: string;
  firstname: string;
  lastname: string;
  universe: string | null;
  title: string;
  date: Date | string;
}

/** `room` is the member's personal link to the live room (liveRoomLink). */
/** A reminder is a service mail: it says why it comes, and that it depends on no consent (staff privacy/README.md). */
export const SERVICE_MAIL_WHY =
  'Vous recevez ce rappel parce que vous êtes inscrit(e) à cette session : c’est un e-mail de service, qui ne dépend d’aucun consentement. Pour ne plus le recevoir, désinscrivez-vous de la session.';

function reminderText(reminder: DueReminder, room: string): { subject: string; text: string } {
  const when = formatMailDate(new Date(reminder.date));
  const soon = reminder.kind === '1h' ? 'dans une heure' : 'demain';
  const name = [reminder.firstname, reminder.lastname].filter(Boolean).join(' ');
  return {
    subject: `Rappel : « ${reminder.title} » commence ${soon}`,
    text: [
      name ? `Bonjour ${name},` : 'Bonjour,',
      '',
      `La session « ${reminder.title} » à laquelle vous êtes inscrit(e) commence ${soon}, le ${when} (heure de Paris).`,
      `Rejoignez la salle du live avec votre lien personnel : ${room}`,
      '',
      "L'équipe Canal Pneumo",
      '',
      SERVICE_MAIL_WHY,
    ].join('\n'),
  };
}

/**
 * Sends the reminders that are due, each exactly once: a batch is claimed and marked sent with its
 * mails written in the same transaction, and rows locked by another scheduler are skipped, so two
 * processes (or two ticks) never send the same reminder and a crash sends nothing half-way.
 */
export async function sendDueReminders(ctx: ServiceContext, batch = 200): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction(async (db) => {
    await db
      .delete(eventReminders)
      .where(
        and(isNull(eventReminders.sentAt), sql`${eventReminders.dueAt} < ${new Date(now.getTime() - STALE_AFTER_MIN * 60_000).toISOString()}::timestamptz`),
      );
    const due = await rowsOf<DueReminder>(
      db,
      sql`UPDATE event_reminders r SET sent_at = ${now.toISOString()}::timestamptz
          FROM users u, events e
          WHERE (r.user_id, r.event_id, r.kind) IN (
            SELECT due.user_id, due.event_id, due.kind FROM event_reminders due
            JOIN events session ON session.id = due.event_id AND session.state <> 'delayed'
            WHERE due.sent_at IS NULL AND due.due_at <= ${now.toISOString()}::timestamptz
            ORDER BY due.due_at LIMIT ${batch} FOR UPDATE OF due SKIP LOCKED)
          AND u.id = r.user_id AND e.id = r.event_id
          RETURNING r.user_id, r.event_id, r.kind, u.email, u.firstname, u.lastname, u.universe, e.title, e.date`,
    );
    const outbox = ctx.outbox.within(db);
    for (const reminder of due) {
      const room = await personalLiveRoomUrl(ctx, { id: reminder.user_id, universe: reminder.universe }, reminder.event_id);
      await outbox.send({ to: reminder.email, ...reminderText(reminder, room) });
    }
    return due.length;
  });
}
