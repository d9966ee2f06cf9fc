import { liveApi } from '@canal/contracts';
import { defineRoute, HttpError } from '@canal/service-core';
import { eventStateAt } from '@canal/domain';
import { decideLiveAccess } from '../../events/decideLiveAccess';
import { isSubscribed, loadLiveEvent } from '../../events/loadLiveEvent';
import { openRoomPass } from '../../events/openRoomPass';
import { redirectRoomOf } from '../../events/roomEntrance';
import { toLiveEventCard } from '../../events/toLiveEventCard';

/**
 * POST /api/live/{id}: may the caller enter the live room of a session, and what it shows.
 * Public on purpose: the route answers visitors itself with live 'not_connected', unless their `k`
 * is the personal link of their subscription e-mails, which opens a room pass for this room
 * (openRoomPass), or they hold that pass already. A logged-in user stays who they are whatever the key.
 */
export const liveAccessRoute = defineRoute(liveApi.access)({
  samplePath: '/api/live/1',
  access: 'public',
  roomPass: { eventIdField: 'id' },
  async handle({ ctx, input, user: sessionUser, session }) {
    const found = await loadLiveEvent(ctx, input.id);
    if (!found) throw new HttpError(404, 'Erreur : contenu non trouvé', 'not_found', { live: 'not_found' });
    const passOpened = sessionUser ? null : await openRoomPass(ctx, session, input.id, input.k);
    const user = sessionUser ?? passOpened;
    if (!user) throw new HttpError(401, 'Merci de vous connecter pour accéder à ce contenu', 'not_connected', { live: 'not_connected' });

    const nowMs = ctx.now().getTime();
    const { event, theme } = found;
    const state = eventStateAt(event, ctx.now());
    const subscribed = await isSubscribed(ctx, user.id, event.id);
    const access = decideLiveAccess(user.role, subscribed, state);
    return {
      live: 'complete',
      data: {
        event: toLiveEventCard(event, theme, {
          now: ctx.now(),
          state,
          isSubscribed: subscribed,
          showLiveLink: access === 'live',
          redirectRoom: redirectRoomOf(user.role, event, input.k),
        }),
        access,
        viewer: { id: user.id, roomPass: passOpened !== null || session.isRoomPass() },
        serverNow: nowMs,
      },
      log: '',
    };
  },
});
