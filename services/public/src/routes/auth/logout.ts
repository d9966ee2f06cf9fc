import { publicApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';

/** POST /api/auth/logout (logout=true): revokes the session row and clears the cookie. */
export const authLogout = defineRoute(publicApi.logout)({
  access: 'public',
  async handle({ session }) {
    await session.end();
    return { logout: 'complete' };
  },
});
