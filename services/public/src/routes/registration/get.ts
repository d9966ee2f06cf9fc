import { buildDefinition, defineRoute, formCall } from '@canal/service-core';
import { registrationForm } from '../../registration/registrationForm';

/** GET /api/registration[?view=rpps|adeli|norpps]: the registration form of one step-1 entry. */
export const registrationGet = defineRoute({
  method: 'get',
  path: '/api/registration',
  samplePath: '/api/registration?view=rpps',
  access: 'public',
  async handle(ctx, req, res) {
    const data = await buildDefinition(registrationForm, formCall(registrationForm, ctx, req));
    res.json({ form: 'complete', data });
  },
});
