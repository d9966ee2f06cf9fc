import { publicApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { logIn } from '../../auth/logIn';

/** POST /api/private/login: the login of /_admin, for admin and staff only. */
export const privateLogin = defineRoute(publicApi.privateLogin)({
  access: 'public',
  handle: (call) => logIn(call, 'private'),
});
