import { formatMailDate } from '@canal/contracts';
import { sql } from 'drizzle-orm';
import { type Database, schema, type ServiceContext } from '@canal/service-core';
import type { EventRow } from '../events/toEventCard';
import { calendarInvitation } from './calendarInvitation';
import { personalLiveRoomUrl } from './liveRoomLink';

const { calendarSequences } = schema;

/** Who receives a session's e-mails. */
export interface Attendee {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  /** The member's universe: with SITE_UNIVERSE_LINKS, mailed links carry it as the site's do. */
  universe?: string | null;
}

export type SessionFacts = Pick<EventRow, 'id' | 'title' | 'date' | 'durationMin'>;

/**
 * The e-mails that follow a subscription, each with the calendar invitation that keeps the
 * member's agenda right: confirmation (REQUEST), date moved (REQUEST, next SEQUENCE), unsubscribed
 * or session cancelled (CANCEL). A postponed session is taken out of the agenda (CANCEL: it has no
 * date to show) and put back with its new date (REQUEST, next SEQUENCE: calendars reinstate an
 * entry of the same UID when a higher SEQUENCE asks for it).
 */
export type SessionMailKind = 'confirmation' | 'moved' | 'postponed' | 'rescheduled' | 'unsubscribed' | 'cancelled';

const CANCELLING: ReadonlySet<SessionMailKind> = new Set(['postponed', 'unsubscribed', 'cancelled']);

const SUBJECTS: Record<SessionMailKind, (title: string) => string> = {
  confirmation: (title) => `Inscription confirmée : ${title}`,
  moved: (title) => `Nouvelle date : ${title}`,
  postponed: (title) => `Session reportée : ${title}`,
  rescheduled: (title) => `Nouvelle date : ${title}`,
  unsubscribed: (title) => `Désinscription confirmée : ${title}`,
  cancelled: (title) => `Session annulée : ${title}`,
};

function greeting(attendee: Attendee): string {
  const name = [attendee.firstname, attendee.lastname].filter(Boolean).join(' ');
  return name ? `Bonjour ${name},` : 'Bonjour,';
}

/** `room` is the member's personal link: it opens the room without typing a password. */
function bodyOf(kind: SessionMailKind, attendee: Attendee, session: SessionFacts, room: string): string {
  const when = formatMailDate(session.date);
  const lines: Record<SessionMailKind, string[]> = {
    confirmation: [
      `Votre inscription à « ${session.title} » est confirmée.`,
      `La session a lieu le ${when} (heure de Paris), pour ${session.durationMin} minutes.`,
      `Le jour venu, rejoignez la salle du live avec votre lien personnel : ${room}`,
      'Ce lien vous connecte directement : ne le transmettez pas.',
      "L'invitation jointe ajoute la session à votre agenda. Nous vous le rappellerons la veille et une heure avant.",
    ],
    moved: [
      `La session « ${session.title} » change de date : elle aura lieu le ${when} (heure de Paris).`,
      `Votre inscription est conservée. Votre lien personnel vers la salle du live : ${room}`,
      "L'invitation jointe met votre agenda à jour.",
    ],
    postponed: [
      `La session « ${session.title} » prévue le ${when} est reportée.`,
      'Votre inscription est conservée : nous vous écrirons dès que la nouvelle date sera connue, et les rappels suivront cette date.',
      "L'invitation jointe retire l'ancienne date de votre agenda.",
    ],
    rescheduled: [
      `La session « ${session.title} », qui était reportée, aura lieu le ${when} (heure de Paris).`,
      `Votre inscription est conservée. Votre lien personnel vers la salle du live : ${room}`,
      "L'invitation jointe remet la session dans votre agenda. Nous vous le rappellerons la veille et une heure avant.",
    ],
    unsubscribed: [`Votre désinscription de « ${session.title} » (${when}) est enregistrée.`, "L'invitation jointe retire la session de votre agenda."],
    cancelled: [`La session « ${session.title} » prévue le ${when} est annulée.`, "L'invitation jointe retire la session de votre agenda."],
  };
  return [greeting(attendee), '', ...lines[kind], '', "L'équipe Canal Pneumo"].join('\n');
}

/** The next SEQUENCE of this member's invitation to this session: 0 the first time, then always higher. */
async function nextSequence(db: Database, userId: number, eventId: number): Promise<number> {
  const [row] = await db
    .insert(calendarSequences)
    .values({ userId, eventId, sequence: 0 })
    .onConflictDoUpdate({ target: [calendarSequences.userId, calendarSequences.eventId], set: { sequence: sql`${calendarSequences.sequence} + 1` } })
    .returning({ sequence: calendarSequences.sequence });
  return row.sequence;
}

/** The organiser's address, read from MAIL_FROM ('Canal Pneumo <no-reply@…>'). */
function organizerOf(ctx: ServiceContext): { name: string; email: string } {
  const match = /^(.*)<([^>]+)>\s*$/.exec(ctx.config.MAIL_FROM);
  return match ? { name: match[1].trim() || 'Canal Pneumo', email: match[2].trim() } : { name: 'Canal Pneumo', email: ctx.config.MAIL_FROM.trim() };
}

/** One e-mail about a session with its `.ics`, written to the outbox inside the caller's transaction. */
export async function sendSessionMail(ctx: ServiceContext, db: Database, kind: SessionMailKind, attendee: Attendee, session: SessionFacts): Promise<void> {
  const sequence = await nextSequence(db, attendee.id, session.id);
  const method = CANCELLING.has(kind) ? 'CANCEL' : 'REQUEST';
  const room = await personalLiveRoomUrl(ctx, attendee, session.id);
  const ics = calendarInvitation({
    method,
    uid: `session-${session.id}-member-${attendee.id}@canal-pneumo`,
    sequence,
    start: session.date,
    end: new Date(session.date.getTime() + session.durationMin * 60_000),
    summary: session.title,
    description: `Canal Pneumo : ${session.title}. Votre lien personnel vers la salle du live : ${room}`,
    url: room,
    organizer: organizerOf(ctx),
    attendeeEmail: attendee.email,
    stamp: ctx.now(),
  });
  await ctx.outbox.within(db).send({
    to: attendee.email,
    subject: SUBJECTS[kind](session.title),
    text: bodyOf(kind, attendee, session, room),
    attachments: [{ filename: 'invitation.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content: ics }],
  });
}
