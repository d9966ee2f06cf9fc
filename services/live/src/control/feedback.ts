import { asc, count, eq, sql } from 'drizzle-orm';
import { liveControlApi } from '@canal/contracts';
import { defineRoute, notFound, schema, type ServiceContext } from '@canal/service-core';
import { readContentState } from '../room/contentState';
import { loadControlledEvent } from './events';

type FeedbackRow = typeof schema.feedbackItems.$inferSelect;

const toManaged = (row: FeedbackRow) => ({
  id: row.id,
  feedbackType: row.feedbackType === 'free' ? ('free' as const) : ('stars' as const),
  feedbackQuestion: row.feedbackQuestion,
  feedbackPosition: row.feedbackPosition,
});

async function itemById(ctx: ServiceContext, id: number): Promise<FeedbackRow> {
  const [row] = await ctx.db.select().from(schema.feedbackItems).where(eq(schema.feedbackItems.id, id));
  if (!row) throw notFound('Question introuvable.');
  return row;
}

export const feedbackListRoute = defineRoute(liveControlApi.feedbackList)({
  samplePath: '/api/feedback/list/1',
  access: 'admin',
  async handle({ ctx, input }) {
    await loadControlledEvent(ctx, input.eventId);
    const rows = await ctx.db
      .select()
      .from(schema.feedbackItems)
      .where(eq(schema.feedbackItems.eventId, input.eventId))
      .orderBy(asc(schema.feedbackItems.feedbackPosition), asc(schema.feedbackItems.id));
    const [answers] = await ctx.db.select({ n: count() }).from(schema.feedbackAnswers).where(eq(schema.feedbackAnswers.eventId, input.eventId));
    return { list: 'complete', data: rows.map(toManaged), answers: answers?.n ?? 0, state: await readContentState(ctx, input.eventId) };
  },
});

export const feedbackSaveRoute = defineRoute(liveControlApi.feedbackSave)({
  samplePath: '/api/feedback/save/1',
  access: 'admin',
  async handle({ ctx, input }) {
    await loadControlledEvent(ctx, input.eventId);
    const values = { feedbackType: input.feedbackType, feedbackQuestion: input.feedbackQuestion };
    let row: FeedbackRow | undefined;
    if (input.id !== undefined) {
      const previous = await itemById(ctx, input.id);
      if (previous.eventId !== input.eventId) throw notFound('Question introuvable.');
      [row] = await ctx.db.update(schema.feedbackItems).set(values).where(eq(schema.feedbackItems.id, previous.id)).returning();
    } else {
      [row] = await ctx.db
        .insert(schema.feedbackItems)
        .values({
          ...values,
          eventId: input.eventId,
          feedbackPosition: sql`(select coalesce(max(feedback_position), 0) + 1 from feedback_items where event_id = ${input.eventId})`,
        })
        .returning();
    }
    if (!row) throw notFound('Question introuvable.');
    await ctx.bus.publish('live.changed', { eventId: input.eventId });
    return { form: 'saved', data: toManaged(row), log: 'Question enregistrée.' };
  },
});

export const feedbackDeleteRoute = defineRoute(liveControlApi.feedbackDelete)({
  access: 'admin',
  async handle({ ctx, input }) {
    const row = await itemById(ctx, input.id);
    await ctx.db.delete(schema.feedbackItems).where(eq(schema.feedbackItems.id, row.id));
    await ctx.bus.publish('live.changed', { eventId: row.eventId });
    return { deleted: 'complete' };
  },
});

/** POST /api/feedback/reset/{eventId}: 'Remise à zéro', every participant may answer again. */
export const feedbackResetRoute = defineRoute(liveControlApi.feedbackReset)({
  samplePath: '/api/feedback/reset/1',
  access: 'admin',
  async handle({ ctx, input }) {
    await loadControlledEvent(ctx, input.eventId);
    await ctx.db.delete(schema.feedbackAnswers).where(eq(schema.feedbackAnswers.eventId, input.eventId));
    return { reset: 'complete' };
  },
});
