import { z } from 'zod';
import { defineRoute, parseInput, sendPasswordLink } from '@canal/service-core';
import { findUserByEmail } from '../../auth/findUserByEmail';
import { csrfField, emailField } from '../../validation/formFields';

const resetRequestSchema = z.strictObject({
  email: emailField,
  authReset: z.string().max(16).optional(),
  csrf: csrfField,
});

export const RESET_SENT = 'Si un compte correspond à cette adresse, un e-mail vient de vous être envoyé.';

/**
 * POST /api/auth/rpwd: e-mails a one-hour, single-use link to /cpwd when an active account has
 * this address. The answer is the same either way, so that nobody learns which addresses exist.
 */
export const authRpwd = defineRoute({
  method: 'post',
  path: '/api/auth/rpwd',
  access: 'public',
  async handle(ctx, req, res) {
    const input = parseInput(resetRequestSchema, req.body);
    const user = await findUserByEmail(ctx, input.email);
    // The link's address is PUBLIC_URL, never this request's Host (chosen by its sender).
    if (user && user.status === 'active') await sendPasswordLink(ctx, user, 'requested');
    res.json({ sent: 'ok', log: RESET_SENT });
  },
});
