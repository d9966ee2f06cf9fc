import type { LiveQuiz } from '@canal/contracts';

export const RIGHT_ANSWER = 'Bonne réponse';

export type QuizVerdict = { right: true; text: string } | { right: false; text: string };

/**
 * What the member reads once the presenter shows a quiz's results: 'Bonne réponse' when the answers
 * they sent are exactly the right ones, else what the right answer was. Nothing for a poll, nor
 * before the results show.
 */
export function quizVerdict(quiz: LiveQuiz): QuizVerdict | null {
  if (quiz.quizType !== 'quiz' || !quiz.options.showResults || !quiz.results) return null;
  const right = quiz.results.filter((result) => result.correct).map((result) => result.rid);
  if (right.length === 0) return null;
  const sent = quiz.answered === false ? [] : quiz.answered;
  if (sent.length === right.length && sent.every((rid) => right.includes(rid))) return { right: true, text: RIGHT_ANSWER };
  const fields = quiz.quizAnswers.filter((answer) => right.includes(answer.rid)).map((answer) => answer.field);
  return { right: false, text: fields.length > 1 ? `Les bonnes réponses étaient : ${fields.join(' ; ')}` : `La bonne réponse était : ${fields[0] ?? ''}` };
}
