import { publicApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';

/** GET /api/ping: makes sure the browser holds a session and gives it its CSRF token. */
export const ping = defineRoute(publicApi.ping)({
  access: 'public',
  async handle({ session }) {
    const token = session.csrfToken ?? (await session.start(null)).csrfToken;
    return { pong: 'complete', token };
  },
});
