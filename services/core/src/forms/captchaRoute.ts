import { defineRoute } from '../routes/defineRoute';
import { createCaptchaChallenge } from './captcha';

/** GET /api/forms/captcha: a new proof-of-work challenge for the Captcha field (the ALTCHA widget's challenge URL). */
export const captchaChallengeRoute = defineRoute({
  method: 'get',
  path: '/api/forms/captcha',
  access: 'public',
  async handle(ctx, _req, res) {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await createCaptchaChallenge(ctx));
  },
});
