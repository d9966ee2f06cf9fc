import { isAllowed, type Principal, type SessionUser } from '@canal/contracts';
import { HttpError, notConnected, type ServiceContext } from '@canal/service-core';
import { hostsSession } from '../room/driveRoom';

export const NOT_QUESTIONS_READER = 'Seuls l’équipe d’animation et les orateurs de cette session peuvent lire ses questions.';

/**
 * Who reads a session's questions, or a 403 with a French reason: those who moderate questions
 * (admin, staff buadm and mod) in every session, a speaker only in the sessions they host, as for
 * driving its room (room/driveRoom.ts). The access key `moderation` lets speakers reach the route;
 * this is the per-session rule.
 */
export async function requireQuestionsReader(ctx: ServiceContext, principal: Principal, user: SessionUser | null, eventId: number): Promise<void> {
  if (!user) throw notConnected();
  if (isAllowed('messageModeration', principal)) return;
  if (principal.role === 'speaker' && (await hostsSession(ctx, user.id, eventId))) return;
  throw new HttpError(403, NOT_QUESTIONS_READER, 'forbidden');
}
