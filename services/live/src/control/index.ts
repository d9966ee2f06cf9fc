import type { ApiRoute } from '@canal/service-core';
import { announceDeleteRoute, announceListRoute, announceSaveRoute } from './announce';
import { moderationEventsRoute, orchestratorPanelRoute } from './events';
import { feedbackDeleteRoute, feedbackListRoute, feedbackResetRoute, feedbackSaveRoute } from './feedback';
import { messageAnsweredRoute, messageDeleteRoute, messageEditRoute, messageGetRoute, messageListRoute, messageToggleRoute } from './messages';
import { questionsFeedSetRoute } from './questionsFeed';
import { messageWaitRoute } from './messageWait';
import { quizDeleteRoute, quizListRoute, quizResetRoute, quizSaveRoute } from './quiz';
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
  quizListRoute,
  quizSaveRoute,
  quizDeleteRoute,
  quizResetRoute,
  announceListRoute,
  announceSaveRoute,
  announceDeleteRoute,
  feedbackListRoute,
  feedbackSaveRoute,
  feedbackDeleteRoute,
  feedbackResetRoute,
  sessionReportRoute,
  reportExportRoute,
];
