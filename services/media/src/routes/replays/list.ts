import { eq } from 'drizzle-orm';
import { mediaApi } from '@canal/contracts';
import { defineRoute, schema } from '@canal/service-core';
import { selectReplayRows } from '../../replays/selectReplayRows';
import { toReplayCard } from '../../replays/toReplayCard';

/** POST /api/replays/list: every session put in 'replay', most recent first; isLive 1 once it is online. */
export const listReplays = defineRoute(mediaApi.replays)({
  access: 'replays',
  async handle({ ctx, user }) {
    const rows = await selectReplayRows(ctx, user.id, eq(schema.events.state, 'replay'));
    const now = ctx.now();
    return { replays: 'complete', data: rows.map((row) => toReplayCard(row, now)) };
  },
});
