import { defineRoute, parseInput } from '@canal/service-core';
import { changeAccountStatus, statusChangeSchema } from '../../account/changeAccountStatus';

/** POST /api/account/activate with account (id), csrf, optional accountEventCategory: activates an account (pending, deactivated or blocked). */
export const activateAccount = defineRoute({
  method: 'post',
  path: '/api/account/activate',
  access: 'accounts',
  async handle(ctx, req, res) {
    const input = parseInput(statusChangeSchema, req.body);
    await changeAccountStatus(ctx, req, 'activate', input);
    res.json({ activation: 'complete' });
  },
});
