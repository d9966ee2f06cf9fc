import { publicApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';

/** GET /api/ping: gives the browser its CSRF token; a visitor gets no session row. */
export const ping = defineRoute(publicApi.ping)({
  access: 'public',
  async handle({ session }) {
    return { pong: 'complete', token: await session.csrfToken() };
  },
});
