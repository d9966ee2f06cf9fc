import crypto from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import { liveApi } from '@canal/contracts';
import { defineRoute, HttpError, lockUntilCommit, schema } from '@canal/service-core';
import { openPvCaseIfAdverse } from '@canal/domain';
import { requireRoomEntry } from '../../room/enterRoom';

export const QUESTION_SENT = 'Question envoyée !';
export const QUESTIONS_PER_MINUTE = 10;
export const WAIT_BEFORE_ASKING = 'Merci de patienter avant d’envoyer une autre question.';

const { liveMessages } = schema;

/**
 * POST /api/message/send: a question from the room, stored unapproved for the moderators. A retry of
 * the same key is stored once and answers the same success, even past the limit: QUESTIONS_PER_MINUTE
 * per member and session, counted under a transaction-scoped lock so that a burst cannot slip between
 * the count and the insert.
 */
export const messageSendRoute = defineRoute(liveApi.messageSend)({
  access: 'member',
  roomPass: { eventIdField: 'eid' },
  async handle({ ctx, input, user }) {
    const event = await requireRoomEntry(ctx, user, input.eid);
    const userId = user.id;
    const clientKey = input.key ?? crypto.randomUUID();
    await ctx.db.transaction(async (tx) => {
      await lockUntilCommit(tx, `live-questions:${userId}:${event.id}`);
      const [known] = await tx
        .select({ id: liveMessages.id })
        .from(liveMessages)
        .where(and(eq(liveMessages.userId, userId), eq(liveMessages.clientKey, clientKey)));
      if (known) return;
      const since = new Date(ctx.now().getTime() - 60_000);
      const [sent] = await tx
        .select({ total: count() })
        .from(liveMessages)
        .where(and(eq(liveMessages.eventId, event.id), eq(liveMessages.userId, userId), gt(liveMessages.createdAt, since)));
      if ((sent?.total ?? 0) >= QUESTIONS_PER_MINUTE) throw new HttpError(429, WAIT_BEFORE_ASKING, 'rate_limited');
      const [stored] = await tx
        .insert(liveMessages)
        .values({ eventId: event.id, userId, content: input.message, approved: false, clientKey, createdAt: ctx.now() })
        .onConflictDoNothing()
        .returning({ id: liveMessages.id });
      // A possible adverse event opens its pharmacovigilance case with the question, in this transaction.
      if (stored) await openPvCaseIfAdverse(tx, { source: 'question', sourceId: stored.id, text: input.message, userId, email: user.email, now: ctx.now() });
    });
    return { form: 'saved', log: QUESTION_SENT };
  },
});
