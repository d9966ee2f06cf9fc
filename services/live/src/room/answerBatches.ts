import { schema } from '@canal/service-core';
import { defineInsertBatch } from './insertBatches';

/** Quiz and poll answers (one per question and voter: the primary key), written in batches. */
export const quizAnswerBatch = defineInsertBatch<typeof schema.quizAnswers.$inferInsert>({
  keyOf: (row) => `${row.questionId}:${row.userId}`,
  async write(ctx, rows) {
    const stored = await ctx.db
      .insert(schema.quizAnswers)
      .values(rows)
      .onConflictDoNothing()
      .returning({ questionId: schema.quizAnswers.questionId, userId: schema.quizAnswers.userId });
    return stored.map((row) => `${row.questionId}:${row.userId}`);
  },
});

/** Feedback (one per session and participant), written in batches: the feedback is asked of the whole room at once. */
export const feedbackAnswerBatch = defineInsertBatch<typeof schema.feedbackAnswers.$inferInsert>({
  keyOf: (row) => `${row.eventId}:${row.userId}`,
  async write(ctx, rows) {
    const stored = await ctx.db
      .insert(schema.feedbackAnswers)
      .values(rows)
      .onConflictDoNothing()
      .returning({ eventId: schema.feedbackAnswers.eventId, userId: schema.feedbackAnswers.userId });
    return stored.map((row) => `${row.eventId}:${row.userId}`);
  },
});
