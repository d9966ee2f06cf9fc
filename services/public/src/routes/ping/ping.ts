import { z } from 'zod';
import type { PingResponse } from '@canal/contracts';
import { defineRoute, parseInput, startSession } from '@canal/service-core';

const pingQuery = z.strictObject({});

/** GET /api/ping: makes sure the browser holds a session and gives it its CSRF token. */
export const ping = defineRoute({
  method: 'get',
  path: '/api/ping',
  access: 'public',
  async handle(ctx, req, res) {
    parseInput(pingQuery, req.query);
    const session = req.canalSession ?? (await startSession(ctx, req, res, null));
    const body: PingResponse = { pong: 'complete', token: session.csrfToken };
    res.json(body);
  },
});
