import { publicApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { passwordResetJob } from '../../auth/passwordResetJob';

export const RESET_SENT = 'Si un compte correspond à cette adresse, un e-mail vient de vous être envoyé.';

/**
 * POST /api/auth/rpwd: queues the job that e-mails a one-hour, single-use link to /cpwd when an
 * active account has this address. The request does the same work whatever the address (one job
 * row) and answers the same, so that neither the answer nor its time tells which addresses exist.
 */
export const authRpwd = defineRoute(publicApi.resetRequest)({
  access: 'public',
  async handle({ ctx, input }) {
    // One pending job per address: a burst of requests for one address mails it once per run.
    await ctx.jobs.add(passwordResetJob.name, { email: input.email }, { key: `password-reset:${input.email.toLowerCase()}`, maxAttempts: 5 });
    return { sent: 'ok', log: RESET_SENT };
  },
});
