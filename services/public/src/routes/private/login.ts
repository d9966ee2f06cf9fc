import { defineRoute } from '@canal/service-core';
import { logIn } from '../../auth/logIn';

/** POST /api/private/login: the login of /_admin, for admin and staff only. */
export const privateLogin = defineRoute({
  method: 'post',
  path: '/api/private/login',
  access: 'public',
  handle: (ctx, req, res) => logIn(ctx, req, res, 'private'),
});
