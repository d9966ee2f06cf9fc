import { formatMailDate } from '@canal/contracts';
import { and, count, eq, gt } from 'drizzle-orm';
import { admitUnderLimit, HOUR_MS, HttpError, schema, type OutgoingMail, type ServiceContext } from '@canal/service-core';
import type { EventRow } from '@canal/domain';

const { eventInvitations } = schema;

/** Invitations one person may send per hour: enough for a colleague list, too few to spam with our name. */
export const INVITATIONS_PER_HOUR = 30;

export const TOO_MANY_INVITATIONS = 'Vous avez envoyé beaucoup d’invitations : merci de réessayer dans une heure.';

/** One invitation of `email` to `sessions`, by `invitedBy`, and the mail that tells it (for the sessions it is new for). */
export interface Invitation {
  email: string;
  sessions: EventRow[];
  invitedBy: number;
  mail(fresh: EventRow[]): OutgoingMail;
}

/**
 * Records the invitation (once per address and session) and queues its mail, in one transaction
 * counted against INVITATIONS_PER_HOUR under the inviter's lock: 100 invitations sent at once
 * store and mail 30. Answers the sessions it was new for (no mail when none).
 */
export async function sendInvitation(ctx: ServiceContext, invitation: Invitation): Promise<EventRow[]> {
  const { invitedBy } = invitation;
  return ctx.db.transaction(async (tx) => {
    await admitUnderLimit(tx, {
      key: `invitations:${invitedBy}`,
      limit: INVITATIONS_PER_HOUR,
      used: async (db) => {
        const since = new Date(ctx.now().getTime() - HOUR_MS);
        const [{ sent }] = await db
          .select({ sent: count() })
          .from(eventInvitations)
          .where(and(eq(eventInvitations.invitedBy, invitedBy), gt(eventInvitations.createdAt, since)));
        return sent;
      },
      refusal: () => new HttpError(429, TOO_MANY_INVITATIONS, 'too_many'),
    });
    const rows = await tx
      .insert(eventInvitations)
      .values(invitation.sessions.map((session) => ({ email: invitation.email.toLowerCase(), eventId: session.id, invitedBy, createdAt: ctx.now() })))
      .onConflictDoNothing()
      .returning({ eventId: eventInvitations.eventId });
    const newIds = new Set(rows.map((row) => row.eventId));
    const fresh = invitation.sessions.filter((session) => newIds.has(session.id));
    if (fresh.length > 0) await ctx.outbox.within(tx).send(invitation.mail(fresh));
    return fresh;
  });
}

const sessionLines = (sessions: EventRow[]) => sessions.map((session) => `- « ${session.title} », le ${formatMailDate(session.date)} (heure de Paris)`);

/** To an address without an account: register, and the chosen sessions come with the registration. */
export function invitationToRegister(ctx: ServiceContext, email: string, sessions: EventRow[], inviterName: string) {
  const link = `${ctx.config.PUBLIC_URL}/registration?fromEvents=${sessions.map((session) => session.id).join(',')}`;
  return {
    to: email,
    subject: sessions.length === 1 ? `Invitation : ${sessions[0].title}` : 'Invitation aux sessions Canal Pneumo',
    text: [
      'Bonjour,',
      '',
      `${inviterName} vous invite à suivre sur Canal Pneumo, la chaîne des professionnels de santé en pneumologie :`,
      ...sessionLines(sessions),
      '',
      `Créez votre compte, votre inscription suivra : ${link}`,
      '',
      "L'équipe Canal Pneumo",
    ].join('\n'),
  };
}

/** To a colleague who has an account: the session's page, where one click subscribes. */
export function invitationToSession(ctx: ServiceContext, email: string, session: EventRow, inviterName: string) {
  return {
    to: email,
    subject: `${inviterName} vous invite : ${session.title}`,
    text: [
      'Bonjour,',
      '',
      `${inviterName} vous invite à la session « ${session.title} » du ${formatMailDate(session.date)} (heure de Paris).`,
      `Inscrivez-vous : ${ctx.config.PUBLIC_URL}/event/${session.id}`,
      '',
      "L'équipe Canal Pneumo",
    ].join('\n'),
  };
}

export const nameOf = (person: { firstname: string; lastname: string }) => [person.firstname, person.lastname].filter(Boolean).join(' ') || 'Un confrère';
