import { and, eq, sql } from 'drizzle-orm';
import type { LiveQuiz, QuizResult } from '@canal/contracts';
import { notFound, schema, rowsOf, type ServiceContext } from '@canal/service-core';
import { readContentState } from '../../room/contentState';
import { cachedRoomData } from '../../room/roomData';

export type QuizQuestionRow = typeof schema.quizQuestions.$inferSelect;

/**
 * A question of this session (another session's question is as unknown as a missing one), from the
 * room's copy: a burst of answers reads it once, and the editor's save (live.changed) drops it.
 */
export async function loadQuestion(ctx: ServiceContext, eventId: number, questionId: number): Promise<QuizQuestionRow> {
  const row = await cachedRoomData(ctx, eventId, `question:${questionId}`, () =>
    ctx.db
      .select()
      .from(schema.quizQuestions)
      .where(and(eq(schema.quizQuestions.id, questionId), eq(schema.quizQuestions.eventId, eventId)))
      .then((rows) => rows[0] ?? null),
  );
  if (!row) throw notFound('Question introuvable.');
  return row;
}

/** Is this question on screen now, and are its results shown? */
export async function questionOnScreen(ctx: ServiceContext, question: QuizQuestionRow): Promise<{ active: boolean; showResults: boolean }> {
  const state = await readContentState(ctx, question.eventId);
  const active = state.contentType === question.quizType && state.contentId === String(question.id);
  return { active, showResults: active && state.contentOptions.showResults === true };
}

/**
 * Results counted by PostgreSQL: each answer's votes, and the percentage of VOTERS who chose it (a
 * voter with two answers counts once in the denominator, so percentages of a multi-answer question
 * may add up to more than 100, as they should).
 */
export async function quizResults(ctx: ServiceContext, question: QuizQuestionRow): Promise<{ voters: number; results: QuizResult[] }> {
  const rows = await rowsOf<{ voters: string; rid: number; votes: string }>(
    ctx.db,
    sql`select (select count(*) from quiz_answers where question_id = ${question.id}) as voters, rid, count(*) as votes
          from quiz_answers, unnest(rids) as rid where question_id = ${question.id} group by rid`,
  );
  const votesByRid = new Map(rows.map((row) => [Number(row.rid), Number(row.votes)]));
  const voters = Number(rows[0]?.voters ?? 0);
  const results = question.quizAnswers.map((answer) => {
    const votes = votesByRid.get(answer.rid) ?? 0;
    return {
      rid: answer.rid,
      votes,
      percentage: voters === 0 ? 0 : Math.round((votes * 100) / voters),
      correct: question.quizType === 'quiz' && answer.correct,
    };
  });
  return { voters, results };
}

/** The question as this participant sees it: answers without their correctness until results show. */
export async function quizViewFor(ctx: ServiceContext, question: QuizQuestionRow, userId: number): Promise<LiveQuiz> {
  const [mine] = await ctx.db
    .select({ rids: schema.quizAnswers.rids })
    .from(schema.quizAnswers)
    .where(and(eq(schema.quizAnswers.questionId, question.id), eq(schema.quizAnswers.userId, userId)));
  const { showResults } = await questionOnScreen(ctx, question);
  const view = quizViewOf(question, mine ? mine.rids : false, showResults);
  if (!showResults) return view;
  return { ...view, ...(await quizResults(ctx, question)) };
}

/** The question as a participant sees it, without results (quizViewFor adds them when shown). */
export function quizViewOf(question: QuizQuestionRow, answered: number[] | false, showResults: boolean): LiveQuiz {
  return {
    id: question.id,
    quizQuestion: question.quizQuestion,
    quizType: question.quizType === 'poll' ? 'poll' : 'quiz',
    quizMaxAnswers: question.quizMaxAnswers,
    quizAnswers: question.quizAnswers.map(({ rid, field }) => ({ rid, field })),
    answered,
    options: { showResults },
  };
}
