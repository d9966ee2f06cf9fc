import type { ApiRoute } from '@canal/service-core';
import { activateAccount } from './account/activate';
import { accountAuthorisation } from './account/authorisation';
import { accountPreviewRoute } from './account/preview';
import { blockAccount } from './account/block';
import { deactivateAccount } from './account/deactivate';
import { accountEditRoutes } from './account/edit';
import { consentProofRoutes } from './account/consentProof';
import { consentRoutes } from './account/consents';
import { deletionRoutes } from './account/deletion';
import { optinsRoutes } from './account/editOptins';
import { accountEvents } from './account/events';
import { accountListRoutes } from './account/list';
import { myAccountRoutes } from './account/me';
import { myDataRoute } from './account/myData';
import { accountPasswordLink } from './account/passwordLink';
import { unsubscribeRoutes } from './account/unsubscribe';
import { cacheFile } from './cache/file';
import { cronMailRoutes } from './cron/mail';
import { cronReminders } from './cron/reminders';
import { dashboardRoute } from './dashboard';
import { exportsListRoute } from './exports/list';
import { formsCaptcha } from './forms/captcha';
import { historyRoute } from './history/history';
import { logsRoute } from './logs/logs';
import { operationsRoutes } from './operations/health';
import { rppsRoutes } from './rpps/rpps';
import { savedViewsDeleteRoute, savedViewsListRoute, savedViewsSaveRoute } from './views/savedViews';
import { moduleRoutes } from '../moduleRoutes';

/** Every route of the staff service. */
export const routes: ApiRoute[] = [
  ...cronMailRoutes,
  cronReminders,
  exportsListRoute,
  formsCaptcha,
  cacheFile,
  ...accountListRoutes,
  ...accountEditRoutes,
  ...myAccountRoutes,
  ...optinsRoutes,
  ...consentRoutes,
  ...consentProofRoutes,
  ...unsubscribeRoutes,
  myDataRoute,
  ...deletionRoutes,
  accountEvents,
  activateAccount,
  deactivateAccount,
  blockAccount,
  accountPasswordLink,
  accountAuthorisation,
  accountPreviewRoute,
  dashboardRoute,
  historyRoute,
  logsRoute,
  ...operationsRoutes,
  ...rppsRoutes,
  savedViewsDeleteRoute,
  savedViewsListRoute,
  savedViewsSaveRoute,
  ...moduleRoutes(),
];
