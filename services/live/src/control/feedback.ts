import { count, eq } from 'drizzle-orm';
import { liveControlApi } from '@canal/contracts';
import { schema } from '@canal/service-core';
import { defineSessionItems } from './sessionItems/defineSessionItems';

type FeedbackRow = typeof schema.feedbackItems.$inferSelect;

const toManaged = (row: FeedbackRow) => ({
  id: row.id,
  feedbackType: row.feedbackType === 'free' ? ('free' as const) : ('stars' as const),
  feedbackQuestion: row.feedbackQuestion,
  feedbackPosition: row.feedbackPosition,
});

/**
 * The questions of a session's feedback form (spec 001 "Feedback administration"): stars (1 to 5) or
 * a free text; 'Remise à zéro' erases every participant's answers of the session.
 */
export const feedbackRoutes = defineSessionItems(schema.feedbackItems, { list: liveControlApi.feedbackList, save: liveControlApi.feedbackSave })({
  kind: 'feedback',
  position: schema.feedbackItems.feedbackPosition,
  missing: 'Question introuvable.',
  fields: [
    {
      id: 'feedbackType',
      label: 'Type',
      type: 'SelectBlocks',
      validators: ['notEmpty'],
      options: [
        { value: 'stars', label: 'Étoiles (1 à 5)' },
        { value: 'free', label: 'Texte libre' },
      ],
    },
    { id: 'feedbackQuestion', label: 'Question', type: 'text', validators: ['notEmpty'], maxLength: liveControlApi.FEEDBACK_QUESTION_MAX },
  ],
  initial: { feedbackType: 'stars' },
  listed: async ({ ctx, eventId, rows, state }) => {
    const [answers] = await ctx.db.select({ n: count() }).from(schema.feedbackAnswers).where(eq(schema.feedbackAnswers.eventId, eventId));
    return { list: 'complete', data: rows.map(toManaged), answers: answers?.n ?? 0, state };
  },
  posted: (input) => ({ feedbackType: input.feedbackType, feedbackQuestion: input.feedbackQuestion }),
  saved: (_ctx, row) => ({ form: 'saved', data: toManaged(row), log: 'Question enregistrée.' }),
  remove: liveControlApi.feedbackDelete,
  reset: { endpoint: liveControlApi.feedbackReset, answers: { table: schema.feedbackAnswers, session: schema.feedbackAnswers.eventId } },
});
