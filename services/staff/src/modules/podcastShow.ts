import { asc, eq, sql } from 'drizzle-orm';
import { fromParisInput, PODCAST_CATEGORIES, toParisInput, type FormValues, MARKUP_HELP_FIELD } from '@canal/contracts';
import { defineFormModule, defineListModule, MEDIA_FILES_KIND_PODCAST, outerColumn, schema, type ApiRoute, type FormCall, fieldFilesValue, keptFieldFiles, removeFilesTakenOut, formText } from '@canal/service-core';
import { audioField, categoryOptions, guestsFromText, guestsToText, GUESTS_FIELD, pdfField, STATE_OPTIONS, thumbField } from '../media/mediaFormParts';

const { podcasts, podcastThemes } = schema;
const CATEGORY_OPTIONS = categoryOptions(PODCAST_CATEGORIES);

async function themeOptions(call: FormCall) {
  const rows = await call.ctx.db.select({ id: podcastThemes.id, name: podcastThemes.name }).from(podcastThemes).orderBy(asc(podcastThemes.position), asc(podcastThemes.name));
  return rows.map((row) => ({ value: String(row.id), label: row.name }));
}

/**
 * 'Podcasts' (spec 001 section 2): the podcast shows, admin only, list and form in this one file;
 * audio, flipbook and files go to the private media kind (given by the media routes, with ranges).
 */
export const routes: ApiRoute[] = [
  ...defineListModule({
    name: 'podcastShow',
    basePath: '/api/podcastShow',
    title: 'Podcasts',
    access: 'admin',
    createAccess: 'admin',
    exportAccess: 'admin',
    editRoute: '/staff/podcast/show/edit',
    source: { table: podcasts },
    columns: [
      { id: 'id', label: 'ID', type: 'num', sql: podcasts.id },
      { id: 'podcastDate', label: 'Date', type: 'dateTime', sql: podcasts.date },
      { id: 'podcastTitle', label: 'Titre', type: 'text', sql: podcasts.title },
      { id: 'themeName', label: 'Thème', type: 'text', sql: sql<string>`coalesce((select ${podcastThemes.name} from ${podcastThemes} where ${podcastThemes.id} = ${outerColumn(podcasts.themeId)}), '')` },
      { id: 'podcastCategory', label: 'Catégorie', type: 'text', sql: podcasts.category },
      { id: 'podcastState', label: 'État', type: 'select', sql: podcasts.state, searchable: false, field: { options: STATE_OPTIONS, tagColors: { live: 'success', pending: 'default' } } },
    ],
    filters: [
      { type: 'Search', alias: 'q', label: 'Rechercher' },
      { type: 'Select', alias: 'state', label: 'État', sql: podcasts.state, items: STATE_OPTIONS },
    ],
    defaultSort: { field: 'podcastDate', way: 'd' },
    actions: () => [
      { name: 'edit', url: '/staff/podcast/show/edit' },
      { name: 'delete', url: '/api/podcastShow/delete' },
    ],
    remove: async (call, id) => {
      await call.ctx.db.delete(podcasts).where(eq(podcasts.id, id));
    },
  }),
  ...defineFormModule({
    name: 'podcastShow',
    fetchPath: '/api/podcastShow/edit',
    access: 'admin',
    createAccess: 'admin',
    idMode: 'optional',
    uploads: true,
    title: (call) => (call.id === null ? 'Nouveau podcast' : 'Edition du podcast'),
    groups: async (call) => [
      {
        label: 'Podcast',
        items: [
          { id: 'podcastTitle', label: 'Titre', type: 'text', validators: ['notEmpty'], maxLength: 200 },
          { id: 'themeId', label: 'Thème', type: 'select', validators: ['notEmpty'], options: await themeOptions(call), sizes: { xs: 12, md: 6 } },
          { id: 'podcastCategory', label: 'Catégorie', type: 'select', validators: ['notEmpty'], options: CATEGORY_OPTIONS, sizes: { xs: 12, md: 6 } },
          { id: 'podcastState', label: 'État', type: 'select', validators: ['notEmpty'], options: STATE_OPTIONS, sizes: { xs: 12, md: 4 } },
          { id: 'podcastDate', label: 'Date (Paris)', type: 'text', inputType: 'datetime-local', sizes: { xs: 12, md: 4 } },
          { id: 'podcastHideDate', label: 'Masquer la date', type: 'checkbox', sizes: { xs: 12, md: 4 } },
          { id: 'podcastDuration', label: 'Durée (minutes)', type: 'text', inputType: 'number', validators: ['num'], maxLength: 4, sizes: { xs: 12, md: 4 } },
          { id: 'podcastPosition', label: 'Position dans le thème', type: 'text', inputType: 'number', validators: ['num'], maxLength: 4, sizes: { xs: 12, md: 4 } },
          MARKUP_HELP_FIELD,
          { id: 'podcastDescription', label: 'Description', type: 'text', multiline: true, rows: 5, maxLength: 5000 },
          GUESTS_FIELD,
        ],
      },
      { label: 'Fichiers', items: [thumbField('podcastThumb'), audioField('podcastAudio'), pdfField('podcastFlipbook', 'Livret feuilletable', 1), pdfField('podcastFiles', 'Fichiers à télécharger', 5)] },
    ],
    load: async (call): Promise<FormValues | null> => {
      if (call.id === null) return { podcastState: 'pending', podcastCategory: 'BPCO', podcastPosition: '1' };
      const [row] = await call.ctx.db.select().from(podcasts).where(eq(podcasts.id, call.id));
      if (!row) return null;
      return {
        podcastTitle: row.title,
        themeId: row.themeId === null ? '' : String(row.themeId),
        podcastCategory: row.category,
        podcastState: row.state,
        podcastDate: row.date ? toParisInput(row.date) : '',
        podcastHideDate: row.hideDate ? 'on' : '',
        podcastDuration: String(row.durationMin),
        podcastPosition: String(row.position),
        podcastDescription: row.description,
        guests: guestsToText(row.guests),
        podcastThumb: fieldFilesValue(row.thumb),
        podcastAudio: fieldFilesValue(row.audio),
        podcastFlipbook: fieldFilesValue(row.flipbook),
        podcastFiles: fieldFilesValue(row.files),
      };
    },
    check: (_call, values) => {
      const date = formText(values.podcastDate);
      const errors: Record<string, string> = {};
      if (date && !fromParisInput(date)) errors.podcastDate = 'Le champ « Date (Paris) » est invalide';
      return Promise.resolve(errors);
    },
    save: async (call, values) => {
      const [before] = call.id === null ? [] : await call.ctx.db.select().from(podcasts).where(eq(podcasts.id, call.id));
      const fields = {
        title: formText(values.podcastTitle),
        themeId: Number(formText(values.themeId)) || null,
        category: formText(values.podcastCategory),
        state: formText(values.podcastState) === 'live' ? 'live' : 'pending',
        date: fromParisInput(formText(values.podcastDate)),
        hideDate: formText(values.podcastHideDate) === 'on',
        durationMin: Number(formText(values.podcastDuration)) || 0,
        position: Number(formText(values.podcastPosition)) || 1,
        description: formText(values.podcastDescription),
        guests: guestsFromText(formText(values.guests)),
      };
      const id = call.id ?? (await call.ctx.db.insert(podcasts).values(fields).returning({ id: podcasts.id }))[0].id;
      const changes = {
        ...fields,
        thumb: await keptFieldFiles(call, values.podcastThumb, 'podcastThumbs', id, before?.thumb ?? []),
        audio: await keptFieldFiles(call, values.podcastAudio, MEDIA_FILES_KIND_PODCAST, id, before?.audio ?? []),
        flipbook: await keptFieldFiles(call, values.podcastFlipbook, MEDIA_FILES_KIND_PODCAST, id, before?.flipbook ?? []),
        files: await keptFieldFiles(call, values.podcastFiles, MEDIA_FILES_KIND_PODCAST, id, before?.files ?? []),
      };
      await call.ctx.db.update(podcasts).set(changes).where(eq(podcasts.id, id));
      await removeFilesTakenOut(call.ctx, id, before, changes);
      return { id };
    },
    redirect: () => '/staff/podcast/show/list',
  }),
];
