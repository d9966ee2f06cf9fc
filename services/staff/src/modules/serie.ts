import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { epochSecondsOf, REPLAY_CATEGORIES, staffApi, BACK_OFFICE_MODULES } from '@canal/contracts';
import { countOfRows, defineRecordModule, schema, type ApiRoute, type ListCall, type RecordSubPanel } from '@canal/service-core';
import { HALF, thumbField } from '../fields/uploadFields';
import { categoryOptions, descriptionField, guestsField, stateField } from '../media/mediaFields';

const { series, episodes, mediaProgress, users } = schema;
const CATEGORY_OPTIONS = categoryOptions(REPLAY_CATEGORIES);

/** The members who started an episode of the serie, most recent first, with how many episodes they started and finished. */
async function viewersOf(call: ListCall, id: number) {
  const episodeIds = (await call.ctx.db.select({ id: episodes.id }).from(episodes).where(eq(episodes.serieId, id))).map((row) => row.id);
  if (episodeIds.length === 0) return [];
  return call.ctx.db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      started: count(),
      finished: sql<number>`count(*) filter (where ${mediaProgress.finished})::int`,
      last: max(mediaProgress.updatedAt),
    })
    .from(mediaProgress)
    .innerJoin(users, eq(users.id, mediaProgress.userId))
    .where(and(eq(mediaProgress.module, 'episode'), inArray(mediaProgress.itemId, episodeIds)))
    .groupBy(users.id)
    .orderBy(desc(max(mediaProgress.updatedAt)));
}

/** GET /api/serie/viewers/{id}: 'Personnes inscrites' under a serie's row. */
const viewers: RecordSubPanel = {
  title: 'Personnes inscrites',
  endpoint: staffApi.serieViewers,
  missing: 'Série introuvable.',
  rows: async (call, id) => ({
    module: 'serieViewers',
    title: 'Personnes inscrites',
    fields: [
      { id: 'accountName', label: 'Nom', type: 'text', sortable: false },
      { id: 'accountEmail', label: 'E-mail', type: 'text', sortable: false },
      { id: 'started', label: 'Épisodes commencés', type: 'num', sortable: false },
      { id: 'finished', label: 'Épisodes terminés', type: 'num', sortable: false },
      { id: 'lastSeen', label: 'Dernière lecture', type: 'dateTime', sortable: false },
    ],
    rows: (await viewersOf(call, id)).map((row) => ({
      id: row.id,
      accountName: `${row.firstname} ${row.lastname}`.trim(),
      accountEmail: row.email,
      started: row.started,
      finished: row.finished,
      lastSeen: epochSecondsOf(row.last),
      readOnly: 1,
    })),
    sort: { field: 'lastSeen', way: 'd' },
  }),
};

/**
 * Series (spec 001 section 2 "Series and episodes"), admin only; /staff/serie/{action}. Deleting one
 * deletes its episodes (the foreign key cascades), and their files.
 */
export const routes: ApiRoute[] = defineRecordModule({
  ...BACK_OFFICE_MODULES.serie,
  table: series,
  formLabel: 'Série',
  formTitle: { create: 'Nouvelle série', edit: 'Edition de la série' },
  search: true,
  defaultSort: { field: 'id', way: 'd' },
  subPanel: viewers,
  cascades: [{ table: episodes, parent: episodes.serieId }],
  fields: [
    { id: 'serieTitle', label: 'Titre', column: series.title, list: {}, form: { type: 'text', validators: ['notEmpty'], maxLength: 200 } },
    {
      id: 'serieCategory',
      label: 'Catégorie',
      column: series.category,
      initial: 'BPCO',
      list: {},
      filter: { alias: 'category', items: CATEGORY_OPTIONS },
      form: { type: 'select', validators: ['notEmpty'], options: CATEGORY_OPTIONS, sizes: HALF },
    },
    stateField(series.state, 'live', 6),
    { id: 'episode_count', label: 'Épisodes', list: { type: 'num', sql: countOfRows(episodes.serieId, series.id), searchable: false } },
    descriptionField('serieDescription', series.description, 4),
    guestsField(series.guests),
    thumbField('serieThumb', series.thumb, 'serieThumbs'),
  ],
});
