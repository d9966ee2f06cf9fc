import { liveControlApi, type FormField, type FormValues } from '@canal/contracts';
import { formText } from '@canal/service-core';

const { QUIZ_ANSWERS_MIN, QUIZ_ANSWERS_MAX, QUIZ_ANSWER_MAX } = liveControlApi;

/** 1..n */
const upTo = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

export const answerField = (slot: number) => `quizAnswer${slot}`;
export const correctField = (slot: number) => `quizCorrect${slot}`;
export const COUNT_FIELD = 'quizAnswerCount';

/** The category that shows a slot: always there for the first two, else once the count reaches it. */
const slotCategory = (slot: number) => (slot > QUIZ_ANSWERS_MIN ? `answers${slot}` : undefined);

/** Choices '1'..'n' of a select. */
const numberOptions = (numbers: number[]) => numbers.map((n) => ({ value: String(n), label: String(n) }));

/**
 * A question's answers as form fields: 'Nombre de réponses proposées' (2 to 20) shows that many
 * slots, each a text and, in quiz mode, its 'correcte' box; then how many a participant may choose.
 * A slot keeps its place when edited, so an answer keeps its rid (and the votes cast for it); fewer
 * slots drop the last answers.
 */
export function answerSlotFields(): FormField[] {
  const counts = upTo(QUIZ_ANSWERS_MAX).filter((n) => n >= QUIZ_ANSWERS_MIN);
  // Choosing n shows the slots up to n: '4' activates answers3 and answers4.
  const countTrigger = Object.fromEntries(
    counts.map((n) => [
      String(n),
      upTo(n)
        .flatMap((slot) => slotCategory(slot) ?? [])
        .join('&'),
    ]),
  );
  return [
    {
      id: COUNT_FIELD,
      label: 'Nombre de réponses proposées',
      type: 'select',
      validators: ['notEmpty'],
      options: numberOptions(counts),
      categoryTrigger: Object.fromEntries(Object.entries(countTrigger).filter(([, categories]) => categories !== '')),
      sizes: { xs: 12, sm: 6 },
    },
    ...upTo(QUIZ_ANSWERS_MAX).flatMap((slot): FormField[] => {
      const shown = slotCategory(slot);
      return [
        {
          id: answerField(slot),
          label: `Réponse ${slot}`,
          type: 'text',
          validators: ['notEmpty'],
          maxLength: QUIZ_ANSWER_MAX,
          sizes: { xs: 12, sm: 9 },
          ...(shown ? { category: shown } : {}),
        },
        { id: correctField(slot), label: `Réponse ${slot} correcte`, type: 'checkbox', sizes: { xs: 12, sm: 3 }, category: shown ? `quiz&${shown}` : 'quiz' },
      ];
    }),
    {
      id: 'quizMaxAnswers',
      label: 'Nombre de réponses qu’un participant peut choisir',
      type: 'select',
      options: numberOptions(upTo(QUIZ_ANSWERS_MAX)),
      helperText: 'Au plus le nombre de réponses proposées.',
      sizes: { xs: 12, sm: 6 },
    },
  ];
}

export interface AnswerChoice {
  field: string;
  correct: boolean;
}

/** The slots' values of a list of answers. */
export function slotValues(answers: readonly AnswerChoice[]): Record<string, string> {
  return {
    [COUNT_FIELD]: String(answers.length),
    ...Object.fromEntries(
      answers.flatMap((answer, index) => [
        [answerField(index + 1), answer.field],
        [correctField(index + 1), answer.correct ? 'on' : ''],
      ]),
    ),
  };
}

/** The answers the shown slots hold, in order ('correct' only in quiz mode: its boxes are not shown in a poll). */
export function answersOfSlots(values: FormValues, quiz: boolean): AnswerChoice[] {
  const count = Math.min(Math.max(Number(formText(values[COUNT_FIELD])) || QUIZ_ANSWERS_MIN, QUIZ_ANSWERS_MIN), QUIZ_ANSWERS_MAX);
  return upTo(count).map((slot) => ({ field: formText(values[answerField(slot)]), correct: quiz && formText(values[correctField(slot)]) === 'on' }));
}
