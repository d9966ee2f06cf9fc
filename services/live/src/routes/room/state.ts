import { eq, and } from 'drizzle-orm';
import { liveApi, readId, type LiveContentType } from '@canal/contracts';
import { badRequest, defineRoute, schema, type ServiceContext } from '@canal/service-core';
import { readContentState, showContent } from '../../room/contentState';
import { requireRoomDriver } from '../../room/driveRoom';
import { requireRoomEntry } from '../../room/enterRoom';
import { pollingHeartbeat } from '../../room/presence';

/**
 * GET /api/state/get/{eventId}: what the room shows, from the per-process copy; a poll also counts
 * as presence. Polled by every participant whose socket is down: the polling lane answers it.
 */
export const stateGetRoute = defineRoute(liveApi.stateGet)({
  samplePath: '/api/state/get/1',
  access: 'member',
  roomPass: { eventIdField: 'eventId' },
  polled: true,
  async handle({ ctx, input, user }) {
    await requireRoomEntry(ctx, user, input.eventId);
    const state = await readContentState(ctx, input.eventId);
    if (user) await pollingHeartbeat(ctx, input.eventId, user.id);
    return { state: 'complete', data: state };
  },
});

const NOT_OF_EVENT = "Ce contenu n'appartient pas à cette session.";

/** The stored id of a content, checked against the session: a quiz question, a poll, an announcement of this session. */
async function contentIdFor(ctx: ServiceContext, eventId: number, contentType: LiveContentType, rawId: string): Promise<string> {
  if (contentType === 'none') return 'none';
  if (contentType === 'comment') return 'comment';
  if (contentType === 'feedback') {
    const [item] = await ctx.db.select({ id: schema.feedbackItems.id }).from(schema.feedbackItems).where(eq(schema.feedbackItems.eventId, eventId)).limit(1);
    if (!item) throw badRequest("Cette session n'a pas de questionnaire de satisfaction.");
    return String(eventId);
  }
  const id = readId(rawId);
  if (id === null) throw badRequest('Identifiant de contenu invalide.');
  if (contentType === 'announce') {
    const [row] = await ctx.db
      .select({ id: schema.announcements.id })
      .from(schema.announcements)
      .where(and(eq(schema.announcements.id, id), eq(schema.announcements.eventId, eventId)));
    if (!row) throw badRequest(NOT_OF_EVENT);
    return String(id);
  }
  const [question] = await ctx.db
    .select({ quizType: schema.quizQuestions.quizType })
    .from(schema.quizQuestions)
    .where(and(eq(schema.quizQuestions.id, id), eq(schema.quizQuestions.eventId, eventId)));
  if (!question) throw badRequest(NOT_OF_EVENT);
  if (question.quizType !== contentType)
    throw badRequest(contentType === 'poll' ? "Cette question n'est pas un sondage." : "Cette question n'est pas un quiz.");
  return String(id);
}

/** POST /api/state/set/{eventId}: one who drives this room shows a content; every participant receives it over the relay. */
export const stateSetRoute = defineRoute(liveApi.stateSet)({
  samplePath: '/api/state/set/1',
  access: 'roomDriver',
  async handle({ ctx, input, user, principal }) {
    await requireRoomDriver(ctx, principal, user, input.eventId);
    const contentId = await contentIdFor(ctx, input.eventId, input.contentType, input.contentId);
    return { state: 'complete', data: await showContent(ctx, input.eventId, input.contentType, contentId) };
  },
});
