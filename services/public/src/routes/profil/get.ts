import { z } from 'zod';
import type { ProfileResponse } from '@canal/contracts';
import { defineRoute, parseInput } from '@canal/service-core';
import { accountCounts } from '../../auth/accountCounts';

const profileQuery = z.strictObject({ api: z.string().max(4).optional() });

/** GET /api/profil/get?api=3: who is logged in, the pending-accounts badge and the subscription count. */
export const profilGet = defineRoute({
  method: 'get',
  path: '/api/profil/get',
  access: 'public',
  async handle(ctx, req, res) {
    parseInput(profileQuery, req.query);
    const user = req.canalSession?.user ?? null;
    const body: ProfileResponse = { profil: 'complete', user, ...(await accountCounts(ctx, user)) };
    res.json(body);
  },
});
