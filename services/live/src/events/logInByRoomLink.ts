import type { SessionUser } from '@canal/contracts';
import { memberOfLiveRoomToken, toSessionUser, type RouteSession, type ServiceContext } from '@canal/service-core';

/**
 * A visitor opening the personal link of their subscription e-mails (`/live/{id}?k={token}`): when
 * the token is a valid one for this session, they are logged in as its member, with a session made
 * as the login makes it, and enter the room. Any other key (an invalid or expired token, the room
 * keys of the external rooms) leaves them a visitor, asked to log in as before.
 */
export async function logInByRoomLink(ctx: ServiceContext, session: RouteSession, eventId: number, key: string | undefined): Promise<SessionUser | null> {
  const member = await memberOfLiveRoomToken(ctx, eventId, key);
  if (!member) return null;
  await session.start(member.id);
  ctx.logger.info('logged in by a live room link', { userId: member.id, eventId });
  return toSessionUser(member);
}
