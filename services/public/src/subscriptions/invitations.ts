import { formatMailDate } from '@canal/contracts';
import { and, count, eq, gt } from 'drizzle-orm';
import { HttpError, schema, type EventRow, type ServiceContext } from '@canal/service-core';

const { eventInvitations } = schema;

/** Invitations one person may send per hour: enough for a colleague list, too few to spam with our name. */
export const INVITATIONS_PER_HOUR = 30;

/** Records an invitation of `email` to each session; returns the sessions it was new for (once per address and session). */
export async function recordInvitations(ctx: ServiceContext, email: string, sessions: EventRow[], invitedBy: number): Promise<EventRow[]> {
  const since = new Date(ctx.now().getTime() - 3600_000);
  const [{ sent }] = await ctx.db
    .select({ sent: count() })
    .from(eventInvitations)
    .where(and(eq(eventInvitations.invitedBy, invitedBy), gt(eventInvitations.createdAt, since)));
  if (sent >= INVITATIONS_PER_HOUR) throw new HttpError(429, 'Vous avez envoyé beaucoup d’invitations : merci de réessayer dans une heure.', 'too_many');
  const rows = await ctx.db
    .insert(eventInvitations)
    .values(sessions.map((session) => ({ email: email.toLowerCase(), eventId: session.id, invitedBy, createdAt: ctx.now() })))
    .onConflictDoNothing()
    .returning({ eventId: eventInvitations.eventId });
  const newIds = new Set(rows.map((row) => row.eventId));
  return sessions.filter((session) => newIds.has(session.id));
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
