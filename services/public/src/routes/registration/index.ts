import type { ApiRoute } from '@canal/service-core';
import { registrationGet } from './get';
import { registrationPost } from './post';

/** GET and POST /api/registration. */
export const registrationRoutes: ApiRoute[] = [registrationGet, registrationPost];
