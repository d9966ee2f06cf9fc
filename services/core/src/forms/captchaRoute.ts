import { engineApi } from '@canal/contracts';
import { defineRoute } from '../routes/defineRoute';
import { createCaptchaChallenge } from './captcha';

/** GET /api/forms/captcha: a new proof-of-work challenge for the Captcha field (the ALTCHA widget's challenge URL). */
export const captchaChallengeRoute = defineRoute(engineApi.captchaChallenge)({
  access: 'public',
  async handle({ ctx, reply }) {
    reply.header('Cache-Control', 'no-store');
    return createCaptchaChallenge(ctx);
  },
});
