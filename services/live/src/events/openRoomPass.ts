import type { SessionUser } from '@canal/contracts';
import { toSessionUser, type RouteSession, type ServiceContext } from '@canal/service-core';
import { memberOfLiveRoomToken } from '@canal/domain';

/**
 * A visitor opening the personal link of their subscription e-mails (`/live/{id}?k={token}`): when
 * the token is a valid one for this session, they get a room pass (core sessions/roomPass.ts) for
 * this session's room only, until the link itself ends, and enter the room as its member. Any other
 * key (an invalid or expired token, the room keys of the external rooms) leaves them a visitor,
 * asked to log in as before.
 */
export async function openRoomPass(ctx: ServiceContext, session: RouteSession, eventId: number, key: string | undefined): Promise<SessionUser | null> {
  const found = await memberOfLiveRoomToken(ctx, eventId, key);
  if (!found) return null;
  await session.startRoomPass(found.member.id, eventId, found.until);
  ctx.logger.info('room pass opened by a personal live link', { userId: found.member.id, eventId });
  return toSessionUser(found.member);
}
