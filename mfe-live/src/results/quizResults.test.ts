import type { LiveQuiz } from '@canal/contracts';
import { quizBars } from './quizBars';
import { quizVerdict } from './quizVerdict';

const answers = [
  { rid: 1, field: 'Salbutamol' },
  { rid: 2, field: 'Tiotropium' },
  { rid: 3, field: 'Budésonide' },
];

function quiz(overrides: Partial<LiveQuiz> = {}): LiveQuiz {
  return {
    id: 9,
    quizQuestion: 'Quel bronchodilatateur de courte durée d’action ?',
    quizType: 'quiz',
    quizMaxAnswers: 1,
    quizAnswers: answers,
    answered: [1],
    options: { showResults: true },
    voters: 10,
    results: [
      { rid: 1, votes: 6, percentage: 60, correct: true },
      { rid: 2, votes: 3, percentage: 30, correct: false },
      { rid: 3, votes: 1, percentage: 10, correct: false },
    ],
    ...overrides,
  };
}

describe('a quiz’s results read at a glance', () => {
  it('tells a member who answered right, and one who answered wrong what the right answer was', () => {
    expect(quizVerdict(quiz())).toEqual({ right: true, text: 'Bonne réponse' });
    expect(quizVerdict(quiz({ answered: [2] }))).toEqual({ right: false, text: 'La bonne réponse était : Salbutamol' });
    expect(quizVerdict(quiz({ answered: false }))).toEqual({ right: false, text: 'La bonne réponse était : Salbutamol' });
  });

  it('counts a multi-answer quiz right only with exactly the right answers', () => {
    const both = quiz({ quizMaxAnswers: 2, results: quiz().results?.map((result) => ({ ...result, correct: result.rid !== 3 })) });
    expect(quizVerdict({ ...both, answered: [2, 1] })).toEqual({ right: true, text: 'Bonne réponse' });
    expect(quizVerdict({ ...both, answered: [1] })).toEqual({ right: false, text: 'Les bonnes réponses étaient : Salbutamol ; Tiotropium' });
  });

  it('says nothing for a poll, nor before the results show', () => {
    expect(quizVerdict(quiz({ quizType: 'poll' }))).toBeNull();
    expect(quizVerdict(quiz({ options: { showResults: false }, results: undefined }))).toBeNull();
  });

  it('draws the right answer green and marked, never a wrong one, and no answer of a poll', () => {
    const bars = quizBars(answers, quiz().results, { quiz: true, chosen: [2] });
    expect(bars.map((bar) => [bar.label, bar.tone, bar.value, bar.percentage])).toEqual([
      ['Salbutamol (bonne réponse)', 'correct', 6, 60],
      ['Tiotropium (votre réponse)', 'default', 3, 30],
      ['Budésonide', 'default', 1, 10],
    ]);
    // The editor's marks (orchestrator) count only in quiz mode.
    const marked = answers.map((answer) => ({ ...answer, correct: answer.rid === 1 }));
    expect(quizBars(marked, undefined, { quiz: false }).every((bar) => bar.tone === 'default')).toBe(true);
    expect(quizBars(marked, undefined, { quiz: true }).map((bar) => bar.tone)).toEqual(['correct', 'default', 'default']);
  });
});
