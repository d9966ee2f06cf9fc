import { z } from 'zod';
import { effectiveEventState, type LiveResponse } from '@canal/contracts';
import { defineRoute, HttpError, idParams, parseInput, readCallBody } from '@canal/service-core';
import { decideLiveAccess } from '../../events/decideLiveAccess';
import { isSubscribed, loadLiveEvent } from '../../events/loadLiveEvent';
import { toLiveEventCard } from '../../events/toLiveEventCard';

export const liveParamsSchema = idParams("de l'émission");

/** Invitation key and referer (spec 000 section 7); read and ignored for now. */
export const liveQuerySchema = z.strictObject({
  k: z.string().max(256).optional(),
  r: z.string().max(256).optional(),
});

export const liveBodySchema = readCallBody;

/**
 * POST /api/live/{id}: may the caller enter the live room of a session, and what it shows.
 * Public on purpose: the route answers visitors itself with live 'not_connected'.
 */
export const liveAccessRoute = defineRoute({
  method: 'post',
  path: '/api/live/:id',
  samplePath: '/api/live/1',
  access: 'public',
  async handle(ctx, req, res) {
    const { id } = parseInput(liveParamsSchema, req.params);
    parseInput(liveQuerySchema, req.query);
    parseInput(liveBodySchema, req.body);

    const found = await loadLiveEvent(ctx, id);
    if (!found) throw new HttpError(404, 'Erreur contenu non trouvé', 'not_found', { live: 'not_found' });
    const user = req.canalSession?.user;
    if (!user) throw new HttpError(401, 'Merci de vous connecter pour accéder à ce contenu', 'not_connected', { live: 'not_connected' });

    const nowMs = ctx.now().getTime();
    const { event, theme } = found;
    const state = effectiveEventState(event.state, event.date.getTime(), event.durationMin, nowMs);
    const subscribed = await isSubscribed(ctx, user.id, event.id);
    const access = decideLiveAccess(user.role, subscribed, state);
    const body: LiveResponse = {
      live: 'complete',
      data: {
        event: toLiveEventCard(event, theme, { now: ctx.now(), state, isSubscribed: subscribed, showLiveLink: access === 'live' }),
        access,
        serverNow: nowMs,
      },
      log: '',
    };
    res.json(body);
  },
});
