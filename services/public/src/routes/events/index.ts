import type { ApiRoute } from '@canal/service-core';
import { eventGetRoute } from './eventGet';
import { inviteRoute } from './invite';
import { inviteColleagueRoute } from './inviteColleague';
import { notifyRoute } from './notify';
import { availableEventsRoute, myEventsRoute, myPastEventsRoute } from './sessionLists';
import { subscribeRoute } from './subscribe';
import { subscribeThemesRoute } from './subscribeThemes';
import { unsubscribeRoute } from './unsubscribe';

/** A session's page and the subscribe flow (spec 000 sections 2.8 and 7). */
export const eventRoutes: ApiRoute[] = [
  eventGetRoute,
  subscribeThemesRoute,
  subscribeRoute,
  unsubscribeRoute,
  inviteRoute,
  inviteColleagueRoute,
  notifyRoute,
  availableEventsRoute,
  myEventsRoute,
  myPastEventsRoute,
];
