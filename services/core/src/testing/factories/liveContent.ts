import { announcements, feedbackItems, quizQuestions, type QuizAnswerChoice } from '../../db/schema';
import type { ServiceContext } from '../../ServiceContext';

/** A quiz (answers marked correct) or poll question of a session, with answers 1..n. */
export async function makeQuizQuestion(
  ctx: ServiceContext,
  eventId: number,
  fields: { quizType?: 'quiz' | 'poll'; question?: string; answers?: string[]; correct?: number[]; maxAnswers?: number } = {},
): Promise<typeof quizQuestions.$inferSelect> {
  const answers = fields.answers ?? ['Oui', 'Non', 'Je ne sais pas'];
  const quizAnswers: QuizAnswerChoice[] = answers.map((field, index) => ({ rid: index + 1, field, correct: (fields.correct ?? [1]).includes(index + 1) }));
  const [row] = await ctx.db
    .insert(quizQuestions)
    .values({
      eventId,
      quizType: fields.quizType ?? 'quiz',
      quizQuestion: fields.question ?? 'Quel traitement de fond en première intention ?',
      quizMaxAnswers: fields.maxAnswers ?? 1,
      quizAnswers,
      createdAt: ctx.now(),
    })
    .returning();
  if (!row) throw new Error('makeQuizQuestion: nothing inserted');
  return row;
}

export async function makeAnnouncement(ctx: ServiceContext, eventId: number, fields: { title?: string; text?: string } = {}) {
  const [row] = await ctx.db
    .insert(announcements)
    .values({ eventId, announceTitle: fields.title ?? 'Pause de 5 minutes', announceText: fields.text ?? 'Nous reprenons à 20h45.' })
    .returning();
  if (!row) throw new Error('makeAnnouncement: nothing inserted');
  return row;
}

/** A session's feedback form: one item per entry, stars unless 'free'. */
export async function makeFeedbackItems(ctx: ServiceContext, eventId: number, items: Array<{ type: 'stars' | 'free'; question: string }>) {
  return ctx.db
    .insert(feedbackItems)
    .values(items.map((item, index) => ({ eventId, feedbackType: item.type, feedbackQuestion: item.question, feedbackPosition: index })))
    .returning();
}
