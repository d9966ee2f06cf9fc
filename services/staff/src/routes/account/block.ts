import { defineRoute, parseInput } from '@canal/service-core';
import { changeAccountStatus, statusChangeSchema } from '../../account/changeAccountStatus';

/** POST /api/account/block with account (id), csrf, optional accountEventCategory: blocks an account: its sessions end and it can no longer log in. */
export const blockAccount = defineRoute({
  method: 'post',
  path: '/api/account/block',
  access: 'accounts',
  async handle(ctx, req, res) {
    const input = parseInput(statusChangeSchema, req.body);
    await changeAccountStatus(ctx, req, 'block', input);
    res.json({ block: 'complete' });
  },
});
