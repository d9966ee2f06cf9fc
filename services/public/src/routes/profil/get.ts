import { z } from 'zod';
import { VISITOR, type ProfileResponse } from '@canal/contracts';
import { defineRoute, parseInput } from '@canal/service-core';
import { pendingAccounts } from '../../auth/pendingAccounts';

const profileQuery = z.strictObject({ api: z.string().max(4).optional() });

/** GET /api/profil/get?api=3: who is logged in, and the pending-accounts badge. */
export const profilGet = defineRoute({
  method: 'get',
  path: '/api/profil/get',
  access: 'public',
  async handle(ctx, req, res) {
    parseInput(profileQuery, req.query);
    const user = req.canalSession?.user ?? null;
    const body: ProfileResponse = { profil: 'complete', user, pendingAccounts: await pendingAccounts(ctx, req.principal ?? VISITOR) };
    res.json(body);
  },
});
