import { defineRoute, parseInput } from '@canal/service-core';
import { changeAccountStatus, statusChangeSchema } from '../../account/changeAccountStatus';

/** POST /api/account/deactivate with account (id), csrf, optional accountEventCategory: deactivates an account: it can no longer log in. */
export const deactivateAccount = defineRoute({
  method: 'post',
  path: '/api/account/deactivate',
  access: 'accounts',
  async handle(ctx, req, res) {
    const input = parseInput(statusChangeSchema, req.body);
    await changeAccountStatus(ctx, req, 'deactivate', input);
    res.json({ deactivation: 'complete' });
  },
});
