import type { ApiRoute } from '@canal/service-core';
import { announceRoutes } from './announce';
import { moderationEventsRoute, orchestratorPanelRoute } from './events';
import { feedbackRoutes } from './feedback';
import { messageAnsweredRoute, messageDeleteRoute, messageEditRoute, messageGetRoute, messageListRoute, messageToggleRoute } from './messages';
import { questionsFeedSetRoute } from './questionsFeed';
import { messageWaitRoute } from './messageWait';
import { quizRoutes } from './quiz';
import { reportExportRoute, sessionReportRoute } from './report';

/** The control side of a live session: moderation, the orchestrator's editors and the per-session report. */
export const controlRoutes: ApiRoute[] = [
  moderationEventsRoute,
  orchestratorPanelRoute,
  messageListRoute,
  messageToggleRoute,
  messageAnsweredRoute,
  questionsFeedSetRoute,
  messageDeleteRoute,
  messageGetRoute,
  messageEditRoute,
  messageWaitRoute,
  // The items of a session (defineSessionItems): their calls and their editors' forms.
  ...quizRoutes,
  ...announceRoutes,
  ...feedbackRoutes,
  sessionReportRoute,
  reportExportRoute,
];
