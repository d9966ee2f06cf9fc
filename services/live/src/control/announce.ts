import { asc, eq, sql } from 'drizzle-orm';
import { liveControlApi } from '@canal/contracts';
import { defineRoute, HttpError, notFound, schema, type ServiceContext } from '@canal/service-core';
import { readContentState } from '../room/contentState';
import { isOnScreen, refuseIfOnScreen } from './activeContent';
import { loadControlledEvent } from './events';

type AnnounceRow = typeof schema.announcements.$inferSelect;

const toManaged = (row: AnnounceRow) => ({ id: row.id, announcePosition: row.announcePosition, announceTitle: row.announceTitle, announceText: row.announceText });

async function announceById(ctx: ServiceContext, id: number): Promise<AnnounceRow> {
  const [row] = await ctx.db.select().from(schema.announcements).where(eq(schema.announcements.id, id));
  if (!row) throw notFound('Annonce introuvable.');
  return row;
}

export const announceListRoute = defineRoute(liveControlApi.announceList)({
  samplePath: '/api/announce/list/1',
  access: 'admin',
  async handle({ ctx, input }) {
    await loadControlledEvent(ctx, input.eventId);
    const rows = await ctx.db
      .select()
      .from(schema.announcements)
      .where(eq(schema.announcements.eventId, input.eventId))
      .orderBy(asc(schema.announcements.announcePosition), asc(schema.announcements.id));
    return { list: 'complete', data: rows.map(toManaged), state: await readContentState(ctx, input.eventId) };
  },
});

/** POST /api/announce/save/{eventId}: another session's announcement is unknown here; the active one is not edited (its edit is hidden). */
export const announceSaveRoute = defineRoute(liveControlApi.announceSave)({
  samplePath: '/api/announce/save/1',
  access: 'admin',
  async handle({ ctx, input }) {
    await loadControlledEvent(ctx, input.eventId);
    const values = { announceTitle: input.announceTitle, announceText: input.announceText };
    let row: AnnounceRow | undefined;
    if (input.id !== undefined) {
      const previous = await announceById(ctx, input.id);
      if (previous.eventId !== input.eventId) throw notFound('Annonce introuvable.');
      if (await isOnScreen(ctx, previous.eventId, ['announce'], previous.id)) {
        throw new HttpError(409, 'Impossible de modifier l’annonce active : désactivez-la d’abord.', 'active');
      }
      [row] = await ctx.db.update(schema.announcements).set(values).where(eq(schema.announcements.id, previous.id)).returning();
    } else {
      [row] = await ctx.db
        .insert(schema.announcements)
        .values({
          ...values,
          eventId: input.eventId,
          announcePosition: sql`(select coalesce(max(announce_position), 0) + 1 from announcements where event_id = ${input.eventId})`,
        })
        .returning();
    }
    if (!row) throw notFound('Annonce introuvable.');
    return { form: 'saved', data: toManaged(row), log: 'Annonce enregistrée.' };
  },
});

export const announceDeleteRoute = defineRoute(liveControlApi.announceDelete)({
  access: 'admin',
  async handle({ ctx, input }) {
    const row = await announceById(ctx, input.id);
    await refuseIfOnScreen(ctx, row.eventId, ['announce'], row.id, 'Impossible de supprimer l’annonce active : désactivez-la d’abord.');
    await ctx.db.delete(schema.announcements).where(eq(schema.announcements.id, row.id));
    return { deleted: 'complete' };
  },
});
