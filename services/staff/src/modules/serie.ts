import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { REPLAY_CATEGORIES, staffApi, type FormValues, MARKUP_HELP_FIELD, epochSecondsOf } from '@canal/contracts';
import { defineFormModule, defineListModule, defineRoute, notFound, outerColumn, schema, type ApiRoute, onePageList, fieldFilesValue, keptFieldFiles, removeFilesTakenOut, formText } from '@canal/service-core';
import { categoryOptions, guestsFromText, guestsToText, GUESTS_FIELD, STATE_OPTIONS, thumbField } from '../media/mediaFormParts';

const { series, episodes, mediaProgress, users } = schema;

/**
 * GET /api/serie/viewers/{id}: 'Personnes inscrites', the members who started an episode of the
 * serie, most recent first, with how many episodes they started and finished. A list on one page.
 */
const serieViewers = defineRoute(staffApi.serieViewers)({
  access: 'admin',
  async handle({ ctx, input: { id } }) {
    const [serie] = await ctx.db.select({ id: series.id }).from(series).where(eq(series.id, id));
    if (!serie) throw notFound('Série introuvable.');
    const episodeIds = (await ctx.db.select({ id: episodes.id }).from(episodes).where(eq(episodes.serieId, id))).map((row) => row.id);
    const rows =
      episodeIds.length === 0
        ? []
        : await ctx.db
            .select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname, started: count(), finished: sql<number>`count(*) filter (where ${mediaProgress.finished})::int`, last: max(mediaProgress.updatedAt) })
            .from(mediaProgress)
            .innerJoin(users, eq(users.id, mediaProgress.userId))
            .where(and(eq(mediaProgress.module, 'episode'), inArray(mediaProgress.itemId, episodeIds)))
            .groupBy(users.id)
            .orderBy(desc(max(mediaProgress.updatedAt)));
    const data = onePageList({
      module: 'serieViewers',
      title: 'Personnes inscrites',
      fields: [
        { id: 'accountName', label: 'Nom', type: 'text', sortable: false },
        { id: 'accountEmail', label: 'E-mail', type: 'text', sortable: false },
        { id: 'started', label: 'Épisodes commencés', type: 'num', sortable: false },
        { id: 'finished', label: 'Épisodes terminés', type: 'num', sortable: false },
        { id: 'lastSeen', label: 'Dernière lecture', type: 'dateTime', sortable: false },
      ],
      rows: rows.map((row) => ({ id: row.id, accountName: `${row.firstname} ${row.lastname}`.trim(), accountEmail: row.email, started: row.started, finished: row.finished, lastSeen: epochSecondsOf(row.last), readOnly: 1 })),
      sort: { field: 'lastSeen', way: 'd' },
    });
    return { list: 'complete', data };
  },
});
const CATEGORY_OPTIONS = categoryOptions(REPLAY_CATEGORIES);

/** Series (spec 001 section 2 "Series and episodes"): list and form in this one file, admin only; /staff/serie/{action}. */
export const routes: ApiRoute[] = [
  serieViewers,
  ...defineListModule({
    name: 'serie',
    basePath: '/api/serie',
    title: 'Séries',
    access: 'admin',
    createAccess: 'admin',
    exportAccess: 'admin',
    editRoute: '/staff/serie/edit',
    source: { table: series },
    columns: [
      { id: 'id', label: 'ID', type: 'num', sql: series.id },
      { id: 'serieTitle', label: 'Titre', type: 'text', sql: series.title },
      { id: 'serieCategory', label: 'Catégorie', type: 'text', sql: series.category },
      { id: 'podcastState', label: 'État', type: 'select', sql: series.state, searchable: false, field: { options: STATE_OPTIONS, tagColors: { live: 'success', pending: 'default' } } },
      { id: 'episode_count', label: 'Épisodes', type: 'num', sql: sql<number>`(select count(*)::int from ${episodes} where ${episodes.serieId} = ${outerColumn(series.id)})`, searchable: false },
    ],
    filters: [
      { type: 'Search', alias: 'q', label: 'Rechercher' },
      { type: 'Select', alias: 'category', label: 'Catégorie', sql: series.category, items: CATEGORY_OPTIONS },
    ],
    defaultSort: { field: 'id', way: 'd' },
    subPanel: { title: 'Personnes inscrites', url: '/api/serie/viewers' },
    actions: () => [
      { name: 'edit', url: '/staff/serie/edit' },
      { name: 'delete', url: '/api/serie/delete' },
    ],
    remove: async (call, id) => {
      await call.ctx.db.delete(series).where(eq(series.id, id));
    },
    // Its episodes go with it (the foreign key cascades), and their videos, pictures and files too.
    cascades: [{ table: episodes, parent: episodes.serieId }],
  }),
  ...defineFormModule({
    name: 'serie',
    fetchPath: '/api/serie/edit',
    access: 'admin',
    createAccess: 'admin',
    idMode: 'optional',
    uploads: true,
    title: (call) => (call.id === null ? 'Nouvelle série' : 'Edition de la série'),
    groups: () => [
      {
        label: 'Série',
        items: [
          { id: 'serieTitle', label: 'Titre', type: 'text', validators: ['notEmpty'], maxLength: 200 },
          { id: 'serieCategory', label: 'Catégorie', type: 'select', validators: ['notEmpty'], options: CATEGORY_OPTIONS, sizes: { xs: 12, md: 6 } },
          { id: 'podcastState', label: 'État', type: 'select', validators: ['notEmpty'], options: STATE_OPTIONS, sizes: { xs: 12, md: 6 } },
          MARKUP_HELP_FIELD,
          { id: 'serieDescription', label: 'Description', type: 'text', multiline: true, rows: 4, maxLength: 5000 },
          GUESTS_FIELD,
          thumbField('serieThumb'),
        ],
      },
    ],
    load: async (call): Promise<FormValues | null> => {
      if (call.id === null) return { serieCategory: 'BPCO', podcastState: 'live' };
      const [row] = await call.ctx.db.select().from(series).where(eq(series.id, call.id));
      if (!row) return null;
      return { serieTitle: row.title, serieCategory: row.category, podcastState: row.state, serieDescription: row.description, guests: guestsToText(row.guests), serieThumb: fieldFilesValue(row.thumb) };
    },
    save: async (call, values) => {
      const [before] = call.id === null ? [] : await call.ctx.db.select().from(series).where(eq(series.id, call.id));
      const fields = { title: formText(values.serieTitle), category: formText(values.serieCategory), state: formText(values.podcastState) === 'pending' ? 'pending' : 'live', description: formText(values.serieDescription), guests: guestsFromText(formText(values.guests)) };
      const id = call.id ?? (await call.ctx.db.insert(series).values(fields).returning({ id: series.id }))[0].id;
      const changes = { ...fields, thumb: await keptFieldFiles(call, values.serieThumb, 'serieThumbs', id, before?.thumb ?? []) };
      await call.ctx.db.update(series).set(changes).where(eq(series.id, id));
      await removeFilesTakenOut(call.ctx, id, before, changes);
      return { id };
    },
    redirect: () => '/staff/serie/list',
  }),
];
