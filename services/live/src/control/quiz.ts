import { and, asc, eq, sql } from 'drizzle-orm';
import { liveControlApi } from '@canal/contracts';
import { defineRoute, notFound, schema, type ServiceContext } from '@canal/service-core';
import { readContentState } from '../room/contentState';
import { quizResults, type QuizQuestionRow } from '../routes/room/quizView';
import { refuseIfOnScreen } from './activeContent';
import { loadControlledEvent } from './events';

type ManagedQuiz = liveControlApi.ManagedQuiz;
type QuizAnswerChoiceInput = liveControlApi.QuizAnswerChoiceInput;

const QUIZ_KINDS = ['quiz', 'poll'] as const;

async function toManaged(ctx: ServiceContext, row: QuizQuestionRow): Promise<ManagedQuiz> {
  const { voters, results } = await quizResults(ctx, row);
  return {
    id: row.id,
    quizType: row.quizType === 'poll' ? 'poll' : 'quiz',
    quizQuestion: row.quizQuestion,
    quizPosition: row.quizPosition,
    quizMaxAnswers: row.quizMaxAnswers,
    quizAnswers: row.quizAnswers.map(({ rid, field, correct }) => ({ rid, field, correct: row.quizType === 'quiz' && correct })),
    voters,
    results,
  };
}

async function questionById(ctx: ServiceContext, id: number): Promise<QuizQuestionRow> {
  const [row] = await ctx.db.select().from(schema.quizQuestions).where(eq(schema.quizQuestions.id, id));
  if (!row) throw notFound('Question introuvable.');
  return row;
}

/** POST /api/quiz/list/{eventId}: the quiz manager, with the live counts of every question (voters, not selections). */
export const quizListRoute = defineRoute(liveControlApi.quizList)({
  samplePath: '/api/quiz/list/1',
  access: 'admin',
  async handle({ ctx, input }) {
    await loadControlledEvent(ctx, input.eventId);
    const rows = await ctx.db
      .select()
      .from(schema.quizQuestions)
      .where(eq(schema.quizQuestions.eventId, input.eventId))
      .orderBy(asc(schema.quizQuestions.quizPosition), asc(schema.quizQuestions.id));
    const data = await Promise.all(rows.map((row) => toManaged(ctx, row)));
    return { list: 'complete', data, state: await readContentState(ctx, input.eventId) };
  },
});

const isCorrect = (value: QuizAnswerChoiceInput['correct']) => value === true || value === 'true' || value === 'on' || value === '1';

/**
 * POST /api/quiz/save/{eventId}: an edited answer keeps its rid (answers already given still point
 * at it); a new one takes the next free rid. Answers are marked correct only in quiz mode.
 */
export const quizSaveRoute = defineRoute(liveControlApi.quizSave)({
  samplePath: '/api/quiz/save/1',
  access: 'admin',
  async handle({ ctx, input }) {
    await loadControlledEvent(ctx, input.eventId);
    const previous = input.id === undefined ? null : await questionById(ctx, input.id);
    if (previous && previous.eventId !== input.eventId) throw notFound('Question introuvable.');
    const kept = previous?.quizAnswers ?? [];
    let next = kept.reduce((max, answer) => Math.max(max, answer.rid), 0);
    const quizAnswers = input.quizAnswers.map((answer, index) => ({
      rid: kept[index]?.rid ?? ++next,
      field: answer.field,
      correct: input.quizType === 'quiz' && isCorrect(answer.correct),
    }));
    const quizMaxAnswers = Math.min(input.quizMaxAnswers, quizAnswers.length);
    const values = { quizType: input.quizType, quizQuestion: input.quizQuestion, quizMaxAnswers, quizAnswers };
    const [row] = previous
      ? await ctx.db.update(schema.quizQuestions).set(values).where(eq(schema.quizQuestions.id, previous.id)).returning()
      : await ctx.db
          .insert(schema.quizQuestions)
          .values({
            ...values,
            eventId: input.eventId,
            createdAt: ctx.now(),
            quizPosition: sql`(select coalesce(max(quiz_position), 0) + 1 from quiz_questions where event_id = ${input.eventId})`,
          })
          .returning();
    if (!row) throw notFound('Question introuvable.');
    await ctx.bus.publish('live.changed', { eventId: input.eventId });
    return { form: 'saved', data: await toManaged(ctx, row), log: 'Question enregistrée.' };
  },
});

export const quizDeleteRoute = defineRoute(liveControlApi.quizDelete)({
  access: 'admin',
  async handle({ ctx, input }) {
    const question = await questionById(ctx, input.id);
    await refuseIfOnScreen(ctx, question.eventId, QUIZ_KINDS, question.id, 'Impossible de supprimer la question active : désactivez-la d’abord.');
    await ctx.db.delete(schema.quizQuestions).where(eq(schema.quizQuestions.id, question.id));
    return { deleted: 'complete' };
  },
});

/** POST /api/quiz/reset/{eventId}/?q=: every participant's answer to the question erased. */
export const quizResetRoute = defineRoute(liveControlApi.quizReset)({
  samplePath: '/api/quiz/reset/1',
  access: 'admin',
  async handle({ ctx, input }) {
    const [question] = await ctx.db
      .select()
      .from(schema.quizQuestions)
      .where(and(eq(schema.quizQuestions.id, input.q), eq(schema.quizQuestions.eventId, input.eventId)));
    if (!question) throw notFound('Question introuvable.');
    await refuseIfOnScreen(ctx, question.eventId, QUIZ_KINDS, question.id, 'Impossible de remettre à zéro la question active : désactivez-la d’abord.');
    await ctx.db.delete(schema.quizAnswers).where(eq(schema.quizAnswers.questionId, question.id));
    return { reset: 'complete' };
  },
});
