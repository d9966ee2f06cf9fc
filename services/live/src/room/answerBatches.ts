import { sql } from 'drizzle-orm';
import { rowsOf, type schema } from '@canal/service-core';
import { defineInsertBatch } from './insertBatches';

/**
 * Each batch is one `INSERT ... SELECT FROM unnest(...)`: one parameter per column whatever the
 * number of rows, so that the statement is built in the same few microseconds for 1,000 answers as
 * for one (a multi-row VALUES took the query builder a twentieth of a quiz burst's time).
 */

/** Quiz and poll answers (one per question and voter: the primary key), written in batches. */
export const quizAnswerBatch = defineInsertBatch<typeof schema.quizAnswers.$inferInsert>({
  keyOf: (row) => `${row.questionId}:${row.userId}`,
  async write(ctx, rows) {
    const stored = await rowsOf<{ question_id: number; user_id: number }>(
      ctx.db,
      sql`insert into quiz_answers (question_id, user_id, rids, created_at)
          select question_id, user_id, rids::int[], created_at
          from unnest(${sql.param(rows.map((row) => row.questionId))}::int[], ${sql.param(rows.map((row) => row.userId))}::int[],
                      ${sql.param(rows.map((row) => `{${row.rids.join(',')}}`))}::text[],
                      ${sql.param(rows.map((row) => row.createdAt.toISOString()))}::timestamptz[])
               as answer(question_id, user_id, rids, created_at)
          on conflict do nothing
          returning question_id, user_id`,
    );
    return stored.map((row) => `${row.question_id}:${row.user_id}`);
  },
});

/** Feedback (one per session and participant), written in batches: the feedback is asked of the whole room at once. */
export const feedbackAnswerBatch = defineInsertBatch<typeof schema.feedbackAnswers.$inferInsert>({
  keyOf: (row) => `${row.eventId}:${row.userId}`,
  async write(ctx, rows) {
    const stored = await rowsOf<{ event_id: number; user_id: number }>(
      ctx.db,
      sql`insert into feedback_answers (event_id, user_id, answers, created_at)
          select event_id, user_id, answers, created_at
          from unnest(${sql.param(rows.map((row) => row.eventId))}::int[], ${sql.param(rows.map((row) => row.userId))}::int[],
                      ${sql.param(rows.map((row) => JSON.stringify(row.answers)))}::jsonb[],
                      ${sql.param(rows.map((row) => row.createdAt.toISOString()))}::timestamptz[])
               as answer(event_id, user_id, answers, created_at)
          on conflict do nothing
          returning event_id, user_id`,
    );
    return stored.map((row) => `${row.event_id}:${row.user_id}`);
  },
});
