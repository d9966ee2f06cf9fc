import { liveControlApi, type FormValues } from '@canal/contracts';
import { formText, schema, type ServiceContext } from '@canal/service-core';
import { quizResults, type QuizQuestionRow } from '../routes/room/quizView';
import { answersOfSlots, answerSlotFields, slotValues } from './quizAnswerSlots';
import { defineSessionItems } from './sessionItems/defineSessionItems';

type ManagedQuiz = liveControlApi.ManagedQuiz;
type QuizAnswerChoiceInput = liveControlApi.QuizAnswerChoiceInput;

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

const isCorrect = (value: QuizAnswerChoiceInput['correct']) => value === true || value === 'true' || value === 'on' || value === '1';

/**
 * The questions of a session's quiz manager (spec 001 "Quiz edit", section 4 "Live content"): a quiz
 * or a poll, its answers marked correct only in quiz mode, how many a participant may choose. An
 * edited answer keeps its rid (answers already given still point at it), a new one takes the next
 * free rid; reset and delete are refused on the question the room shows.
 */
export const quizRoutes = defineSessionItems(schema.quizQuestions, { list: liveControlApi.quizList, save: liveControlApi.quizSave })({
  kind: 'quiz',
  position: schema.quizQuestions.quizPosition,
  missing: 'Question introuvable.',
  fields: [
    {
      id: 'quizType',
      label: 'Type',
      type: 'SelectBlocks',
      validators: ['notEmpty'],
      options: [
        { value: 'poll', label: 'Sondage' },
        { value: 'quiz', label: 'Quiz' },
      ],
      categoryTrigger: { quiz: 'quiz' },
    },
    { id: 'quizQuestion', label: 'Question', type: 'text', multiline: true, rows: 3, validators: ['notEmpty'], maxLength: liveControlApi.CONTROL_TEXT_MAX },
    ...answerSlotFields(),
  ],
  initial: {
    quizType: 'poll',
    quizMaxAnswers: '1',
    ...slotValues([
      { field: '', correct: false },
      { field: '', correct: false },
    ]),
  },
  toForm: (row): FormValues => ({
    quizType: row.quizType,
    quizQuestion: row.quizQuestion,
    quizMaxAnswers: String(row.quizMaxAnswers),
    ...slotValues(row.quizAnswers.map(({ field, correct }) => ({ field, correct: row.quizType === 'quiz' && correct }))),
  }),
  toColumns: (values, before, ctx) => {
    const quizType = formText(values.quizType) === 'quiz' ? 'quiz' : 'poll';
    // A slot keeps its rid; the new ones take the next free numbers.
    const kept = before?.quizAnswers ?? [];
    let next = kept.reduce((max, answer) => Math.max(max, answer.rid), 0);
    const quizAnswers = answersOfSlots(values, quizType === 'quiz').map((answer, index) => ({ ...answer, rid: kept[index]?.rid ?? ++next }));
    return {
      quizType,
      quizQuestion: formText(values.quizQuestion),
      quizMaxAnswers: Math.min(Number(formText(values.quizMaxAnswers)) || 1, quizAnswers.length),
      quizAnswers,
      ...(before ? {} : { createdAt: ctx.now() }),
    };
  },
  onScreen: {
    contentTypes: ['quiz', 'poll'],
    refuse: {
      delete: 'Impossible de supprimer la question active : désactivez-la d’abord.',
      reset: 'Impossible de remettre à zéro la question active : désactivez-la d’abord.',
    },
  },
  // The quiz manager's live counts: voters, not selections, for every question.
  listed: async ({ ctx, rows, state }) => ({ list: 'complete', data: await Promise.all(rows.map((row) => toManaged(ctx, row))), state }),
  posted: (input) => ({
    quizType: input.quizType,
    quizQuestion: input.quizQuestion,
    quizMaxAnswers: String(input.quizMaxAnswers),
    ...slotValues(input.quizAnswers.map((answer) => ({ field: answer.field, correct: isCorrect(answer.correct) }))),
  }),
  saved: async (ctx, row) => ({ form: 'saved', data: await toManaged(ctx, row), log: 'Question enregistrée.' }),
  remove: liveControlApi.quizDelete,
  reset: { endpoint: liveControlApi.quizReset, answers: { table: schema.quizAnswers, item: schema.quizAnswers.questionId } },
});
