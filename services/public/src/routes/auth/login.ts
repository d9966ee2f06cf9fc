import { defineRoute } from '@canal/service-core';
import { logIn } from '../../auth/logIn';

/** POST /api/auth/login: email, password, authChallenge; answers auth 'ok', user, pendingAccounts, log. */
export const authLogin = defineRoute({
  method: 'post',
  path: '/api/auth/login',
  access: 'public',
  handle: (ctx, req, res) => logIn(ctx, req, res, 'site'),
});
