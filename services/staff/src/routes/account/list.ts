import { defineListModule } from '@canal/service-core';
import { accountList } from '../../account/accountList';

/** GET /api/account/list, POST /api/account/delete, GET /api/account/export, GET /api/account/filter/event. */
export const accountListRoutes = defineListModule(accountList);
