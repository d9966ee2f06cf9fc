import { eq, sql } from 'drizzle-orm';
import { REPLAY_CATEGORIES, type FormValues } from '@canal/contracts';
import { defineFormModule, defineListModule, schema, type ApiRoute } from '@canal/service-core';
import { categoryOptions, filesValue, guestsFromText, guestsToText, GUESTS_FIELD, keptFiles, STATE_OPTIONS, textOf, thumbField } from '../media/mediaFormParts';

const { series, episodes } = schema;
const CATEGORY_OPTIONS = categoryOptions(REPLAY_CATEGORIES);

/** Series (spec 001 section 2 "Series and episodes"): list and form in this one file, admin only; /staff/serie/{action}. */
export const routes: ApiRoute[] = [
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
      { id: 'podcastState', label: 'État', type: 'select', sql: series.state, searchable: false, field: { options: STATE_OPTIONS } },
      { id: 'episode_count', label: 'Épisodes', type: 'num', sql: sql<number>`(select count(*)::int from ${episodes} where ${episodes.serieId} = ${series.id})`, searchable: false },
    ],
    filters: [
      { type: 'Search', alias: 'q', label: 'Rechercher' },
      { type: 'Select', alias: 'category', label: 'Catégorie', sql: series.category, items: CATEGORY_OPTIONS },
    ],
    defaultSort: { field: 'id', way: 'd' },
    actions: () => [
      { name: 'edit', url: '/staff/serie/edit' },
      { name: 'delete', url: '/api/serie/delete' },
    ],
    remove: async (call, id) => {
      await call.ctx.db.delete(series).where(eq(series.id, id));
    },
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
      return { serieTitle: row.title, serieCategory: row.category, podcastState: row.state, serieDescription: row.description, guests: guestsToText(row.guests), serieThumb: filesValue(row.thumb) };
    },
    save: async (call, values) => {
      const fields = { title: textOf(values.serieTitle), category: textOf(values.serieCategory), state: textOf(values.podcastState) === 'pending' ? 'pending' : 'live', description: textOf(values.serieDescription), guests: guestsFromText(textOf(values.guests)) };
      const id = call.id ?? (await call.ctx.db.insert(series).values(fields).returning({ id: series.id }))[0].id;
      await call.ctx.db.update(series).set({ ...fields, thumb: await keptFiles(call.ctx, values.serieThumb, 'serieThumbs', id) }).where(eq(series.id, id));
      return { id };
    },
    redirect: () => '/staff/serie/list',
  }),
];
