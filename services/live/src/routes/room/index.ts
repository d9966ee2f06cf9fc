import type { ApiRoute } from '@canal/service-core';
import { announceGetRoute } from './announce';
import { feedbackGetRoute, feedbackStoreRoute } from './feedback';
import { messageSendRoute } from './message';
import { quizGetRoute, quizSetOptionsRoute, quizStateRoute, quizStoreRoute } from './quiz';
import { stateGetRoute, stateSetRoute } from './state';
import { videoTrackRoute } from './track';

/** The live room's content calls (spec 000 section 7): state, questions, quiz and poll, announcements, feedback, tracking. */
export const roomRoutes: ApiRoute[] = [
  stateGetRoute,
  stateSetRoute,
  messageSendRoute,
  quizGetRoute,
  quizStateRoute,
  quizStoreRoute,
  quizSetOptionsRoute,
  announceGetRoute,
  feedbackGetRoute,
  feedbackStoreRoute,
  videoTrackRoute,
];
