import { publicApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { logIn } from '../../auth/logIn';

/** POST /api/auth/login: email, password, authChallenge; answers auth 'ok', user, pendingAccounts, log. */
export const authLogin = defineRoute(publicApi.login)({
  access: 'public',
  handle: (call) => logIn(call, 'site'),
});
