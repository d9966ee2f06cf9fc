import { defineFormModule } from '@canal/service-core';
import { optinsForm } from '../../optins/optinsForm';

/** GET/POST /api/account/editOptins: the optins dialog's form. */
export const optinsRoutes = defineFormModule(optinsForm);
