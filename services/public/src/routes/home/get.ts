import { z } from 'zod';
import { VISITOR } from '@canal/contracts';
import { defineRoute, parseInput } from '@canal/service-core';
import { loadHomeData } from '../../events/loadHomeData';

const homeQuery = z.strictObject({ api: z.string().max(4).optional() });

/** GET /api/home?api=3: live sessions, replays, sessions still to come, and the user's own. */
export const homeGet = defineRoute({
  method: 'get',
  path: '/api/home',
  access: 'public',
  async handle(ctx, req, res) {
    parseInput(homeQuery, req.query);
    const user = req.canalSession?.user ?? null;
    const data = await loadHomeData(ctx, user?.id ?? null, req.principal ?? VISITOR);
    res.json({ home: 'complete', data });
  },
});
