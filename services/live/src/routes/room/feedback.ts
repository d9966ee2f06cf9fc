import { and, asc, eq } from 'drizzle-orm';
import { liveApi, type FeedbackItem } from '@canal/contracts';
import { badRequest, defineRoute, schema, type ServiceContext } from '@canal/service-core';
import { feedbackAnswerBatch } from '../../room/answerBatches';
import { requireRoomEntry } from '../../room/enterRoom';
import { cachedRoomData } from '../../room/roomData';

/** The feedback is asked in the room while it is live, and on /feedback/{eventId} once it ended. */
const FEEDBACK_WHEN = ['live', 'finished'] as const;

/** The session's feedback questions, from the room's copy (the feedback editors publish live.changed): asked of the whole room at once. */
function loadFeedbackItems(ctx: ServiceContext, eventId: number): Promise<FeedbackItem[]> {
  return cachedRoomData(ctx, eventId, 'feedback', async () => {
    const rows = await ctx.db
      .select({ id: schema.feedbackItems.id, feedbackType: schema.feedbackItems.feedbackType, feedbackQuestion: schema.feedbackItems.feedbackQuestion })
      .from(schema.feedbackItems)
      .where(eq(schema.feedbackItems.eventId, eventId))
      .orderBy(asc(schema.feedbackItems.feedbackPosition), asc(schema.feedbackItems.id));
    return rows.map((row) => ({ ...row, feedbackType: row.feedbackType === 'free' ? ('free' as const) : ('stars' as const) }));
  });
}

async function hasAnswered(ctx: ServiceContext, eventId: number, userId: number): Promise<boolean> {
  const rows = await ctx.db
    .select({ userId: schema.feedbackAnswers.userId })
    .from(schema.feedbackAnswers)
    .where(and(eq(schema.feedbackAnswers.eventId, eventId), eq(schema.feedbackAnswers.userId, userId)));
  return rows.length > 0;
}

/**
 * POST /api/feedback/get/{eventId}/: the session's feedback questions, and whether this user already
 * answered; for those who may be in its room (subscribers, staff, speakers, admins), during or after it.
 */
export const feedbackGetRoute = defineRoute(liveApi.feedbackGet)({
  samplePath: '/api/feedback/get/1',
  access: 'member',
  roomPass: { eventIdField: 'eventId' },
  async handle({ ctx, input, user }) {
    const event = await requireRoomEntry(ctx, user, input.eventId, FEEDBACK_WHEN);
    const items = await loadFeedbackItems(ctx, input.eventId);
    const answered = await hasAnswered(ctx, input.eventId, user.id);
    return { feedback: 'complete', answered, data: { eventId: input.eventId, eventTitle: event.title, items, answered } };
  },
});

export const MUST_ANSWER_ALL = 'Vous devez répondre à toutes les questions notées par des étoiles.';
const ANSWER_FIELD = /^e_(0|[1-9][0-9]{0,9})$/;

/**
 * The item each answer field names. The product's form sends `e_{itemId}`; a client written to the
 * spec (000 §7: 'e_{n} answers') sends `e_{index}`, the item's place from 0 in the form's order.
 * A sending whose every field names an item id is read by ids, any other by places: `e_0` is always
 * a place, and a sending mixing both ways is refused on the field that fits neither.
 */
function itemOfField(items: FeedbackItem[], names: readonly string[]): (name: string) => FeedbackItem | undefined {
  const byId = new Map(items.map((item) => [item.id, item]));
  const numberOf = (name: string) => Number(ANSWER_FIELD.exec(name)?.[1] ?? NaN);
  const byIds = names.every((name) => byId.has(numberOf(name)));
  return byIds ? (name) => byId.get(numberOf(name)) : (name) => items[numberOf(name)];
}

/** The answers keyed by item id, checked: every star question rated 1 to 5, free texts optional, no field of another form. */
function readAnswers(items: FeedbackItem[], fields: Record<string, unknown>): Record<string, number | string> {
  const answers: Record<string, number | string> = {};
  const given = Object.entries(fields).filter(([name]) => name !== 'eventId' && name !== 'feedback_form');
  const itemOf = itemOfField(
    items,
    given.map(([name]) => name),
  );
  for (const [name, value] of given) {
    const item = itemOf(name);
    if (!item) throw badRequest(`Le champ « ${name.slice(0, 40)} » ne fait pas partie de ce questionnaire.`);
    const text = String(value).trim();
    if (item.feedbackType === 'free') {
      if (text) answers[item.id] = text;
      continue;
    }
    if (!/^[1-5]$/.test(text)) throw badRequest(MUST_ANSWER_ALL);
    answers[item.id] = Number(text);
  }
  if (items.some((item) => item.feedbackType === 'stars' && answers[item.id] === undefined)) throw badRequest(MUST_ANSWER_ALL);
  return answers;
}

/** POST /api/feedback/store/{eventId}/: the user's answers (e_{itemId}, or e_{index} as the spec's clients send them), stored once; a second sending changes nothing. Same entry rule as get. */
export const feedbackStoreRoute = defineRoute(liveApi.feedbackStore)({
  samplePath: '/api/feedback/store/1',
  access: 'member',
  roomPass: { eventIdField: 'eventId' },
  async handle({ ctx, input, user }) {
    await requireRoomEntry(ctx, user, input.eventId, FEEDBACK_WHEN);
    const items = await loadFeedbackItems(ctx, input.eventId);
    if (items.length === 0) throw badRequest("Cette session n'a pas de questionnaire de satisfaction.");
    const answers = readAnswers(items, input);
    // Batched with the answers arriving at the same moment; answered once committed (a second sending changes nothing).
    await feedbackAnswerBatch(ctx).insert({ eventId: input.eventId, userId: user.id, answers, createdAt: ctx.now() });
    return { feedback: 'complete', answered: true };
  },
});
