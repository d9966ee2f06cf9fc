import { defineFormModule } from '@canal/service-core';
import { accountEditForm } from '../../account/accountEditForm';

/** GET/POST /api/account/edit (create, admin) and /api/account/edit/{id} (accounts). */
export const accountEditRoutes = defineFormModule(accountEditForm);
