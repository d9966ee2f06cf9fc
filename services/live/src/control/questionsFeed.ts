import { liveControlApi } from '@canal/contracts';
import { defineRoute } from '@canal/service-core';
import { setQuestionsFeed } from '../room/contentState';
import { loadControlledEvent } from './events';

const OPEN_VALUES = new Set<unknown>([true, 'true', '1', 'on']);

/**
 * POST /api/message/feed/set/{eventId}: the switch of the room's approved-questions feed, for those
 * who moderate its questions (admin, buadm, mod); off by default. Every participant shows or hides
 * it at once (the state is pushed over the relay).
 */
export const questionsFeedSetRoute = defineRoute(liveControlApi.questionsFeedSet)({
  samplePath: '/api/message/feed/set/1',
  access: 'messageModeration',
  async handle({ ctx, input }) {
    await loadControlledEvent(ctx, input.eventId);
    return { moderation: 'complete', data: await setQuestionsFeed(ctx, input.eventId, OPEN_VALUES.has(input.enabled)) };
  },
});
