import { feedbackAnswers, liveMessages, quizAnswers, roomPresence } from '../../db/schema';
import type { ServiceContext } from '../../ServiceContext';
import { nextNumber } from './sequence';

/** What participants did in a room, written as the room's routes would: questions, votes, feedback, presence. */
export async function makeLiveMessage(
  ctx: ServiceContext,
  eventId: number,
  userId: number | null,
  fields: { content?: string; approved?: boolean; createdAt?: Date } = {},
) {
  const [row] = await ctx.db
    .insert(liveMessages)
    .values({
      eventId,
      userId,
      content: fields.content ?? 'Quelle place pour les biothérapies dans l’asthme sévère ?',
      approved: fields.approved ?? false,
      clientKey: `factory-${nextNumber()}`,
      createdAt: fields.createdAt ?? ctx.now(),
    })
    .returning();
  if (!row) throw new Error('makeLiveMessage: nothing inserted');
  return row;
}

export async function makeQuizAnswer(ctx: ServiceContext, questionId: number, userId: number, rids: number[]) {
  await ctx.db.insert(quizAnswers).values({ questionId, userId, rids, createdAt: ctx.now() });
}

export async function makeFeedbackAnswer(ctx: ServiceContext, eventId: number, userId: number, answers: Record<string, number | string>) {
  await ctx.db.insert(feedbackAnswers).values({ eventId, userId, answers, createdAt: ctx.now() });
}

/** One connection to the room, from `from` for `minutes` (closed unless `open`). */
export async function makePresence(ctx: ServiceContext, eventId: number, userId: number, fields: { from?: Date; minutes?: number; open?: boolean } = {}) {
  const from = fields.from ?? new Date(ctx.now().getTime() - (fields.minutes ?? 30) * 60_000);
  const until = new Date(from.getTime() + (fields.minutes ?? 30) * 60_000);
  await ctx.db
    .insert(roomPresence)
    .values({ eventId, userId, via: 'socket', connectedAt: from, lastSeenAt: until, disconnectedAt: fields.open ? null : until });
}
