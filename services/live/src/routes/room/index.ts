import type { ApiRoute } from '@canal/service-core';
import { announceGetRoute } from './announce';
import { feedbackGetRoute, feedbackStoreRoute } from './feedback';
import { messageSendRoute } from './message';
import { messageFeedRoute, messageMineRoute, messageVoteRoute } from './questions';
import { quizGetRoute, quizSetOptionsRoute, quizStateRoute, quizStoreRoute } from './quiz';
import { stateGetRoute, stateSetRoute } from './state';
import { videoTrackRoute } from './track';

/** The live room's content calls (spec 000 section 7): state, questions (and their feed), quiz and poll, announcements, feedback, tracking. */
export const roomRoutes: ApiRoute[] = [
  stateGetRoute,
  stateSetRoute,
  messageSendRoute,
  messageMineRoute,
  messageFeedRoute,
  messageVoteRoute,
  quizGetRoute,
  quizStateRoute,
  quizStoreRoute,
  quizSetOptionsRoute,
  announceGetRoute,
  feedbackGetRoute,
  feedbackStoreRoute,
  videoTrackRoute,
];
