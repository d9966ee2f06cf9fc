import { defineRoute, parseInput } from '@canal/service-core';
import { passwordLinkSchema, sendAccountPasswordLink } from '../../account/passwordLink';

/** POST /api/account/passwordLink with account (id), csrf: e-mails the account's owner a link to choose a new password. */
export const accountPasswordLink = defineRoute({
  method: 'post',
  path: '/api/account/passwordLink',
  access: 'accounts',
  async handle(ctx, req, res) {
    const { account } = parseInput(passwordLinkSchema, req.body);
    const log = await sendAccountPasswordLink(ctx, req, account);
    res.json({ passwordLink: 'complete', log });
  },
});
