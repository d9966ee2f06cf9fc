import type { QuizResult } from '@canal/contracts';
import type { ChartBar } from '@canal/kit/charts';

interface Answer {
  rid: number;
  field: string;
  /** The editor's mark (orchestrator, report); participants learn it from the results. */
  correct?: boolean;
}

export const CORRECT_MARK = ' (bonne réponse)';
export const CHOSEN_MARK = ' (votre réponse)';

/**
 * A question's results as the kit's chart draws them, answer by answer in the question's order: the
 * count and the share of voters. Only a quiz's right answer is green and marked; a wrong answer, and
 * every answer of a poll, is never green. `chosen`: the member's own answers, marked in the room.
 */
export function quizBars(answers: Answer[], results: QuizResult[] | undefined, { quiz, chosen = [] }: { quiz: boolean; chosen?: number[] }): ChartBar[] {
  return answers.map((answer) => {
    const result = results?.find((entry) => entry.rid === answer.rid);
    const correct = quiz && (result?.correct ?? answer.correct ?? false);
    return {
      label: `${answer.field}${correct ? CORRECT_MARK : ''}${chosen.includes(answer.rid) ? CHOSEN_MARK : ''}`,
      value: result?.votes ?? 0,
      percentage: result?.percentage ?? 0,
      tone: correct ? 'correct' : 'default',
    };
  });
}
