import { eq } from 'drizzle-orm';
import type { ReplayListResponse } from '@canal/contracts';
import { defineRoute, parseInput, schema } from '@canal/service-core';
import { replayBodySchema } from '../../replays/replayInput';
import { selectReplayRows } from '../../replays/selectReplayRows';
import { toReplayCard } from '../../replays/toReplayCard';

/** POST /api/replays/list: every session put in 'replay', most recent first; isLive 1 once it is online. */
export const listReplays = defineRoute({
  method: 'post',
  path: '/api/replays/list',
  access: 'replays',
  async handle(ctx, req, res) {
    parseInput(replayBodySchema, req.body);
    const userId = req.canalSession?.user?.id ?? null;
    const rows = await selectReplayRows(ctx, userId, eq(schema.events.state, 'replay'));
    const now = ctx.now();
    const body: ReplayListResponse = { replays: 'complete', data: rows.map((row) => toReplayCard(row, now)) };
    res.json(body);
  },
});
