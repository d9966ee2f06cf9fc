import { desc, eq, sql } from 'drizzle-orm';
import { isAllowed, liveControlApi } from '@canal/contracts';
import { defineRoute, notFound, outerColumn, rowsOf, schema, type ServiceContext } from '@canal/service-core';
import { readContentState, setQuestionsFeed } from '../room/contentState';
import { loadControlledEvent } from './events';
import { requireQuestionsReader } from './questionsReader';

type ModeratedMessage = liveControlApi.ModeratedMessage;

const authorName = sql<string>`coalesce(nullif(trim(${schema.users.firstname} || ' ' || ${schema.users.lastname}), ''), 'Anonyme')`;

/** Participants' '+1' in the room's questions feed, counted by PostgreSQL. */
const votesOf = sql<number>`(select count(*)::int from ${schema.liveMessageVotes} where ${schema.liveMessageVotes.messageId} = ${outerColumn(schema.liveMessages.id)})`;

const MESSAGE_COLUMNS = {
  id: schema.liveMessages.id,
  eventId: schema.liveMessages.eventId,
  content: schema.liveMessages.content,
  approved: schema.liveMessages.approved,
  answeredAt: schema.liveMessages.answeredAt,
  createdAt: schema.liveMessages.createdAt,
  author: authorName,
  votes: votesOf,
};

type MessageRow = {
  id: number;
  eventId: number;
  content: string;
  approved: boolean;
  answeredAt: Date | null;
  createdAt: Date;
  author: string | null;
  votes: number;
};

function toMessage(row: MessageRow): ModeratedMessage {
  return {
    id: row.id,
    eventId: row.eventId,
    messageContent: row.content,
    messageAuthor: row.author ?? 'Anonyme',
    messageApproved: row.approved ? 'on' : '',
    dateCreated: Math.floor(row.createdAt.getTime() / 1000),
    messageAnswered: row.answeredAt ? 'on' : '',
    votes: Number(row.votes),
  };
}

async function loadMessage(ctx: ServiceContext, id: number): Promise<ModeratedMessage> {
  const [row] = await ctx.db
    .select(MESSAGE_COLUMNS)
    .from(schema.liveMessages)
    .leftJoin(schema.users, eq(schema.users.id, schema.liveMessages.userId))
    .where(eq(schema.liveMessages.id, id));
  if (!row) throw notFound('Message introuvable.');
  return toMessage(row);
}

/** POST /api/message/list/{eventId}[?sort=votes]: newest first, or the most voted first (then the newest); polled every 3000 ms by the panel. */
export const messageListRoute = defineRoute(liveControlApi.messageList)({
  samplePath: '/api/message/list/1',
  access: 'moderation',
  async handle({ ctx, input, principal, user }) {
    await requireQuestionsReader(ctx, principal, user, input.eventId);
    const event = await loadControlledEvent(ctx, input.eventId);
    const newest = [desc(schema.liveMessages.createdAt), desc(schema.liveMessages.id)];
    const rows = await ctx.db
      .select(MESSAGE_COLUMNS)
      .from(schema.liveMessages)
      .leftJoin(schema.users, eq(schema.users.id, schema.liveMessages.userId))
      .where(eq(schema.liveMessages.eventId, input.eventId))
      .orderBy(...(input.sort === 'votes' ? [desc(votesOf), ...newest] : newest))
      .limit(1000);
    const { questionsFeed } = await readContentState(ctx, input.eventId);
    return { message: 'ok', list: 'complete', event, canModerate: isAllowed('messageModeration', principal), data: rows.map(toMessage), questionsFeed };
  },
});

/** POST /api/message/answered: 'Répondue' <-> not answered, in one statement; the participant sees it under their form. */
export const messageAnsweredRoute = defineRoute(liveControlApi.messageAnswered)({
  access: 'messageModeration',
  async handle({ ctx, input }) {
    const [row] = await ctx.db
      .update(schema.liveMessages)
      .set({ answeredAt: sql`case when ${schema.liveMessages.answeredAt} is null then ${ctx.now().toISOString()}::timestamptz end` })
      .where(eq(schema.liveMessages.id, input.id))
      .returning({ id: schema.liveMessages.id });
    if (!row) throw notFound('Message introuvable.');
    return { moderation: 'complete', data: await loadMessage(ctx, row.id) };
  },
});

/**
 * The session's first approved question opens the room's feed: approving is meant to show the
 * question to the participants, who otherwise see nothing until the moderator finds the feed's
 * switch. Once there are approved questions, the switch is the moderator's alone (closed, it stays so).
 */
async function openFeedOnFirstApproval(ctx: ServiceContext, eventId: number): Promise<void> {
  const [counted] = await rowsOf<{ n: string }>(ctx.db, sql`select count(*) as n from live_messages where event_id = ${eventId} and approved`);
  if (Number(counted?.n ?? 0) !== 1) return;
  if ((await readContentState(ctx, eventId)).questionsFeed) return;
  await setQuestionsFeed(ctx, eventId, true);
}

/** POST /api/message/toggle: approved <-> not approved, in one statement (two moderators clicking at once never lose a click). */
export const messageToggleRoute = defineRoute(liveControlApi.messageToggle)({
  access: 'messageModeration',
  async handle({ ctx, input }) {
    const [row] = await ctx.db
      .update(schema.liveMessages)
      .set({ approved: sql`not ${schema.liveMessages.approved}` })
      .where(eq(schema.liveMessages.id, input.id))
      .returning({ id: schema.liveMessages.id, eventId: schema.liveMessages.eventId, approved: schema.liveMessages.approved });
    if (!row) throw notFound('Message introuvable.');
    if (row.approved) await openFeedOnFirstApproval(ctx, row.eventId);
    return { moderation: 'complete', data: await loadMessage(ctx, row.id) };
  },
});

export const messageDeleteRoute = defineRoute(liveControlApi.messageDelete)({
  access: 'messageModeration',
  async handle({ ctx, input }) {
    const rows = await ctx.db.delete(schema.liveMessages).where(eq(schema.liveMessages.id, input.id)).returning({ id: schema.liveMessages.id });
    if (rows.length === 0) throw notFound('Message introuvable.');
    return { deleted: 'complete' };
  },
});

export const messageGetRoute = defineRoute(liveControlApi.messageGet)({
  samplePath: '/api/message/get/1',
  access: 'messageModeration',
  async handle({ ctx, input }) {
    return { message: 'ok', data: await loadMessage(ctx, input.id) };
  },
});

export const messageEditRoute = defineRoute(liveControlApi.messageEdit)({
  access: 'messageModeration',
  async handle({ ctx, input }) {
    const rows = await ctx.db
      .update(schema.liveMessages)
      .set({ content: input.messageContent })
      .where(eq(schema.liveMessages.id, input.id))
      .returning({ id: schema.liveMessages.id });
    if (rows.length === 0) throw notFound('Message introuvable.');
    return { form: 'saved', data: await loadMessage(ctx, input.id), log: 'Message enregistré.' };
  },
});
