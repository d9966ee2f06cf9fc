import { eq } from 'drizzle-orm';
import type { ReplayResponse } from '@canal/contracts';
import { defineRoute, hasOnlineReplay, HttpError, notFound, parseInput, schema } from '@canal/service-core';
import { replayBodySchema, replayParamsSchema } from '../../replays/replayInput';
import { selectReplayRows } from '../../replays/selectReplayRows';
import { toReplayCard } from '../../replays/toReplayCard';

export const NO_REPLAY_MESSAGE = "Il n'y a pas de Replay pour cette webconférence :(";

/** POST /api/events/replay/:id: one session's replay card with its link, or 'no_replay' while it is not online. */
export const getReplay = defineRoute({
  method: 'post',
  path: '/api/events/replay/:id',
  samplePath: '/api/events/replay/1',
  access: 'replays',
  async handle(ctx, req, res) {
    const { id } = parseInput(replayParamsSchema, req.params);
    parseInput(replayBodySchema, req.body);
    const userId = req.canalSession?.user?.id ?? null;
    const [row] = await selectReplayRows(ctx, userId, eq(schema.events.id, id));
    if (!row) throw notFound();
    if (!hasOnlineReplay(row)) throw new HttpError(404, NO_REPLAY_MESSAGE, 'no_replay', { replay: 'no_replay' });
    const body: ReplayResponse = { replay: 'complete', data: toReplayCard(row, ctx.now()) };
    res.json(body);
  },
});
