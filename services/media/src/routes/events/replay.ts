import { eq } from 'drizzle-orm';
import { mediaApi } from '@canal/contracts';
import { defineRoute, HttpError, notFound, recordLastContact, schema } from '@canal/service-core';
import { hasOnlineReplay } from '@canal/domain';
import { selectReplayRows } from '../../replays/selectReplayRows';
import { toReplayCard } from '../../replays/toReplayCard';

export const NO_REPLAY_MESSAGE = "Il n'y a pas de Replay pour cette webconférence :(";

/** POST /api/events/replay/:id: one session's replay card with its link, or 'no_replay' while it is not online. */
export const getReplay = defineRoute(mediaApi.replay)({
  samplePath: '/api/events/replay/1',
  access: 'replays',
  async handle({ ctx, input, user }) {
    const [row] = await selectReplayRows(ctx, user.id, eq(schema.events.id, input.id));
    if (!row) throw notFound();
    if (!hasOnlineReplay(row)) throw new HttpError(404, NO_REPLAY_MESSAGE, 'no_replay', { replay: 'no_replay' });
    // An opened replay is a contact: the account's retention counts again from today.
    await recordLastContact(ctx, user.id);
    return { replay: 'complete', data: toReplayCard(row, ctx.now()) };
  },
});
