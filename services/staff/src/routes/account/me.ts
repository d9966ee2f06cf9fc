import { defineFormModule } from '@canal/service-core';
import { myAccountForm } from '../../account/myAccountForm';

/** GET/POST /api/account/me: my account. */
export const myAccountRoutes = defineFormModule(myAccountForm);
