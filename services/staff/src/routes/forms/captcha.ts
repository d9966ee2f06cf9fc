import { captchaChallengeRoute } from '@canal/service-core';

/** GET /api/forms/captcha: the proof-of-work challenge of every form's Captcha field. */
export const formsCaptcha = captchaChallengeRoute;
