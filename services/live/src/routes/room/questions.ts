import { and, desc, eq, sql } from 'drizzle-orm';
import { liveApi, type FeedQuestion, type OwnQuestion } from '@canal/contracts';
import { defineRoute, HttpError, notFound, rowsOf, schema, type ServiceContext } from '@canal/service-core';
import { readContentState } from '../../room/contentState';
import { requireRoomEntry } from '../../room/enterRoom';
import { cachedRoomData } from '../../room/roomData';

const { liveMessages, liveMessageVotes } = schema;
const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

/** A participant's question as the room shows it under the form: sent, approved by a moderator, or answered. */
function ownState(row: { approved: boolean; answeredAt: Date | null }): OwnQuestion['state'] {
  if (row.answeredAt) return 'answered';
  return row.approved ? 'approved' : 'sent';
}

/** GET /api/message/mine/{eventId}: the caller's own questions of this room, newest first, and the feed questions they voted for. */
export const messageMineRoute = defineRoute(liveApi.messageMine)({
  samplePath: '/api/message/mine/1',
  access: 'member',
  roomPass: { eventIdField: 'eventId' },
  async handle({ ctx, input, user }) {
    await requireRoomEntry(ctx, user, input.eventId);
    const rows = await ctx.db
      .select({
        id: liveMessages.id,
        content: liveMessages.content,
        approved: liveMessages.approved,
        answeredAt: liveMessages.answeredAt,
        createdAt: liveMessages.createdAt,
      })
      .from(liveMessages)
      .where(and(eq(liveMessages.eventId, input.eventId), eq(liveMessages.userId, user.id)))
      .orderBy(desc(liveMessages.createdAt), desc(liveMessages.id))
      .limit(100);
    const voted = await ctx.db
      .select({ id: liveMessageVotes.messageId })
      .from(liveMessageVotes)
      .innerJoin(liveMessages, eq(liveMessages.id, liveMessageVotes.messageId))
      .where(and(eq(liveMessageVotes.userId, user.id), eq(liveMessages.eventId, input.eventId)));
    return {
      message: 'ok',
      data: rows.map((row) => ({ id: row.id, messageContent: row.content, state: ownState(row), dateCreated: epoch(row.createdAt) })),
      voted: voted.map((row) => row.id),
    };
  },
});

/** The feed is read by the whole room every few seconds: each process reads it at most this often (votes and approvals show within it). */
const FEED_FRESH_MS = 2000;

/** The room's approved questions: those awaiting an answer first, most voted first, then the newest; answered ones after. */
function feedQuestions(ctx: ServiceContext, eventId: number): Promise<FeedQuestion[]> {
  return cachedRoomData(
    ctx,
    eventId,
    'feed',
    async () => {
      const rows = await rowsOf<{ id: number; content: string; answered_at: string | null; created_at: string; votes: string }>(
        ctx.db,
        sql`select m.id, m.content, m.answered_at, m.created_at, count(v.user_id) as votes
              from live_messages m left join live_message_votes v on v.message_id = m.id
             where m.event_id = ${eventId} and m.approved
             group by m.id
             order by (m.answered_at is not null), count(v.user_id) desc, m.created_at desc, m.id desc
             limit 200`,
      );
      return rows.map((row) => ({
        id: Number(row.id),
        messageContent: row.content,
        votes: Number(row.votes),
        answered: row.answered_at !== null,
        dateCreated: epoch(new Date(row.created_at)),
      }));
    },
    FEED_FRESH_MS,
  );
}

/** GET /api/message/feed/{eventId}: the approved questions while the room's feed is open (a moderator's switch, off by default). */
export const messageFeedRoute = defineRoute(liveApi.messageFeed)({
  samplePath: '/api/message/feed/1',
  access: 'member',
  roomPass: { eventIdField: 'eventId' },
  async handle({ ctx, input, user }) {
    await requireRoomEntry(ctx, user, input.eventId);
    const state = await readContentState(ctx, input.eventId);
    if (!state.questionsFeed) return { message: 'ok', enabled: false, data: [] };
    return { message: 'ok', enabled: true, data: await feedQuestions(ctx, input.eventId) };
  },
});

export const FEED_CLOSED = 'Le fil des questions n’est pas ouvert dans cette session.';
export const NOT_IN_FEED = 'Cette question n’est pas dans le fil des questions.';

/**
 * POST /api/message/vote/{eventId}: '+1' on an approved question of the open feed. The primary key
 * (question, member) counts a member once, whatever the clicks, tabs or retries at the same moment.
 */
export const messageVoteRoute = defineRoute(liveApi.messageVote)({
  samplePath: '/api/message/vote/1',
  access: 'member',
  roomPass: { eventIdField: 'eventId' },
  async handle({ ctx, input, user }) {
    await requireRoomEntry(ctx, user, input.eventId);
    if (!(await readContentState(ctx, input.eventId)).questionsFeed) throw new HttpError(409, FEED_CLOSED, 'closed');
    const [question] = await ctx.db
      .select({ id: liveMessages.id })
      .from(liveMessages)
      .where(and(eq(liveMessages.id, input.id), eq(liveMessages.eventId, input.eventId), eq(liveMessages.approved, true)));
    if (!question) throw notFound(NOT_IN_FEED);
    await ctx.db.insert(liveMessageVotes).values({ messageId: question.id, userId: user.id, createdAt: ctx.now() }).onConflictDoNothing();
    const [counted] = await rowsOf<{ votes: string }>(ctx.db, sql`select count(*) as votes from live_message_votes where message_id = ${question.id}`);
    return { message: 'ok', data: { id: question.id, votes: Number(counted?.votes ?? 0), voted: true } };
  },
});
