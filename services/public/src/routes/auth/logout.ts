import { z } from 'zod';
import { defineRoute, endSession, parseInput } from '@canal/service-core';
import { csrfField, trueFlag } from '../../validation/formFields';

const logoutSchema = z.strictObject({ logout: trueFlag, csrf: csrfField });

/** POST /api/auth/logout (logout=true): revokes the session row and clears the cookie. */
export const authLogout = defineRoute({
  method: 'post',
  path: '/api/auth/logout',
  access: 'public',
  async handle(ctx, req, res) {
    parseInput(logoutSchema, req.body);
    await endSession(ctx, req, res);
    res.json({ logout: 'complete' });
  },
});
