import { defineRoute, formCall, handleFormPost, verifyCaptchaPayload } from '@canal/service-core';
import { registrationForm } from '../../registration/registrationForm';
import { withRegistrationResult } from '../../registration/registrationResult';

/**
 * POST /api/registration[?view=rpps|adeli|norpps]: the form engine's post (validation, captcha
 * without a registry number, e-mail already used), then { form: 'saved', data: { accountStatus,
 * accountJob, showStudentMessage, ... } }.
 */
export const registrationPost = defineRoute({
  method: 'post',
  path: '/api/registration',
  access: 'public',
  async handle(ctx, req, res) {
    const answer = await handleFormPost(registrationForm, formCall(registrationForm, ctx, req), req.body, (payload) => verifyCaptchaPayload(ctx, payload));
    res.json(withRegistrationResult(answer));
  },
});
