import { MARKUP_HELP_FIELD } from '@canal/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { FormValues } from '@canal/contracts';
import { defineFormModule, defineListModule, incomplete, MEDIA_FILES_KIND_EPISODE, outerColumn, schema, type ApiRoute, type FormCall, fieldFilesValue, keptFieldFiles, removeFilesTakenOut, formText } from '@canal/service-core';
import { guestsFromText, guestsToText, GUESTS_FIELD, pdfField, thumbField, videoField } from '../media/mediaFormParts';

const { series, episodes } = schema;

async function serieOptions(call: FormCall) {
  const rows = await call.ctx.db.select({ id: series.id, title: series.title }).from(series).orderBy(asc(series.title));
  return rows.map((row) => ({ value: String(row.id), label: row.title }));
}

/** Episodes (spec 001 section 2 "Series and episodes"): list and form in this one file, admin only; /staff/episode/{action}. */
export const routes: ApiRoute[] = [
  ...defineListModule({
    name: 'episode',
    basePath: '/api/episode',
    title: 'Épisodes',
    access: 'admin',
    createAccess: 'admin',
    exportAccess: 'admin',
    editRoute: '/staff/episode/edit',
    source: { table: episodes },
    columns: [
      { id: 'id', label: 'ID', type: 'num', sql: episodes.id },
      { id: 'episodeTitle', label: 'Titre', type: 'text', sql: episodes.title },
      { id: 'serieTitle', label: 'Série', type: 'text', sql: sql<string>`coalesce((select ${series.title} from ${series} where ${series.id} = ${outerColumn(episodes.serieId)}), '')` },
      { id: 'episodePosition', label: 'Position', type: 'num', sql: episodes.position },
      { id: 'episodeDuration', label: 'Durée (min)', type: 'num', sql: episodes.durationMin },
    ],
    filters: [{ type: 'Search', alias: 'q', label: 'Rechercher' }],
    defaultSort: { field: 'id', way: 'd' },
    actions: () => [
      { name: 'edit', url: '/staff/episode/edit' },
      { name: 'delete', url: '/api/episode/delete' },
    ],
    remove: async (call, id) => {
      await call.ctx.db.delete(episodes).where(eq(episodes.id, id));
    },
  }),
  ...defineFormModule({
    name: 'episode',
    fetchPath: '/api/episode/edit',
    access: 'admin',
    createAccess: 'admin',
    idMode: 'optional',
    uploads: true,
    title: (call) => (call.id === null ? 'Nouvel épisode' : 'Edition de l’épisode'),
    groups: async (call) => [
      {
        label: 'Épisode',
        items: [
          { id: 'episodeTitle', label: 'Titre', type: 'text', validators: ['notEmpty'], maxLength: 200 },
          { id: 'serieId', label: 'Série', type: 'select', validators: ['notEmpty'], options: await serieOptions(call), sizes: { xs: 12, md: 6 } },
          { id: 'episodePosition', label: 'Position dans la série', type: 'text', inputType: 'number', validators: ['num'], maxLength: 4, sizes: { xs: 12, md: 3 } },
          { id: 'episodeDuration', label: 'Durée (minutes)', type: 'text', inputType: 'number', validators: ['num'], maxLength: 4, sizes: { xs: 12, md: 3 } },
          MARKUP_HELP_FIELD,
          { id: 'episodeDescription', label: 'Description', type: 'text', multiline: true, rows: 5, maxLength: 5000 },
          GUESTS_FIELD,
        ],
      },
      { label: 'Fichiers', items: [thumbField('episodeThumb'), videoField('episodeVideo'), pdfField('episodeFiles', 'Fichiers à télécharger', 5)] },
    ],
    load: async (call): Promise<FormValues | null> => {
      if (call.id === null) return { episodePosition: '1', episodeDuration: '10' };
      const [row] = await call.ctx.db.select().from(episodes).where(eq(episodes.id, call.id));
      if (!row) return null;
      return {
        episodeTitle: row.title,
        serieId: String(row.serieId),
        episodePosition: String(row.position),
        episodeDuration: String(row.durationMin),
        episodeDescription: row.description,
        guests: guestsToText(row.guests),
        episodeThumb: fieldFilesValue(row.thumb),
        episodeVideo: fieldFilesValue(row.video),
        episodeFiles: fieldFilesValue(row.files),
      };
    },
    save: async (call, values) => {
      const [before] = call.id === null ? [] : await call.ctx.db.select().from(episodes).where(eq(episodes.id, call.id));
      const [serie] = await call.ctx.db.select({ id: series.id }).from(series).where(eq(series.id, Number(formText(values.serieId)) || 0));
      if (!serie) throw incomplete({ serieId: 'Série inconnue' });
      const fields = {
        serieId: serie.id,
        title: formText(values.episodeTitle),
        position: Number(formText(values.episodePosition)) || 1,
        durationMin: Number(formText(values.episodeDuration)) || 0,
        description: formText(values.episodeDescription),
        guests: guestsFromText(formText(values.guests)),
      };
      const id = call.id ?? (await call.ctx.db.insert(episodes).values(fields).returning({ id: episodes.id }))[0].id;
      const changes = {
        ...fields,
        thumb: await keptFieldFiles(call, values.episodeThumb, 'episodeThumbs', id, before?.thumb ?? []),
        video: await keptFieldFiles(call, values.episodeVideo, MEDIA_FILES_KIND_EPISODE, id, before?.video ?? []),
        files: await keptFieldFiles(call, values.episodeFiles, MEDIA_FILES_KIND_EPISODE, id, before?.files ?? []),
      };
      await call.ctx.db.update(episodes).set(changes).where(eq(episodes.id, id));
      await removeFilesTakenOut(call.ctx, id, before, changes);
      return { id };
    },
    redirect: () => '/staff/episode/list',
  }),
];
