import { liveApi, type EndpointOutput } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { redirectRoomOf, roomKeyOf } from '../../events/roomEntrance';
import { requireRoomEntry } from '../../room/enterRoom';

const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

/**
 * POST /api/events/redir/{id}[?l=]: the external room this user enters now. With a room key the
 * external platform expects a posted form (toMethod POST, toData); a plain link is opened (GET).
 * A session without an external room answers 'complete': the embedded room is the way in.
 */
export const eventRedirectRoute = defineRoute(liveApi.eventRedirect)({
  samplePath: '/api/events/redir/1',
  access: 'member',
  roomPass: { eventIdField: 'id' },
  async handle({ ctx, input, user }): Promise<EndpointOutput<typeof liveApi.eventRedirect>> {
    const event = await requireRoomEntry(ctx, user, input.id);
    const link = input.l === '2' ? event.linkExternal2 : event.linkExternal;
    if (!user || !link || !isWebAddress(link)) return { live: 'complete' };
    const room = redirectRoomOf(user.role, event, input.k);
    const key = roomKeyOf(room, event);
    if (!key) return { live: 'redir', to: link, toMethod: 'GET', toData: {} };
    const name = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email;
    return { live: 'redir', to: link, toMethod: 'POST', toData: { key, name, email: user.email } };
  },
});
