import { defineFormModule, type ApiRoute } from '@canal/service-core';
import { registrationForm } from '../../registration/registrationForm';

/** GET and POST /api/registration[?view=rpps|adeli|norpps]: the registration form, declared once. */
export const registrationRoutes: ApiRoute[] = defineFormModule(registrationForm);
