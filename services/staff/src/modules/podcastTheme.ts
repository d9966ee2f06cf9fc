import { MARKUP_HELP_FIELD } from '@canal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FormValues } from '@canal/contracts';
import { defineFormModule, defineListModule, outerColumn, schema, type ApiRoute, fieldFilesValue, keptFieldFiles, removeFilesTakenOut, formText } from '@canal/service-core';
import { thumbField } from '../media/mediaFormParts';

const { podcastThemes, podcasts } = schema;

/** 'Thèmes Podcast' (spec 001 section 2): the podcast themes, admin only, list and form in this one file; staff pages at /staff/podcast/theme/{action}. */
export const routes: ApiRoute[] = [
  ...defineListModule({
    name: 'podcastTheme',
    basePath: '/api/podcastTheme',
    title: 'Thèmes Podcast',
    access: 'admin',
    createAccess: 'admin',
    exportAccess: 'admin',
    editRoute: '/staff/podcast/theme/edit',
    source: { table: podcastThemes },
    columns: [
      { id: 'id', label: 'ID', type: 'num', sql: podcastThemes.id },
      { id: 'themePosition', label: 'Position', type: 'num', sql: podcastThemes.position },
      { id: 'themeName', label: 'Nom', type: 'text', sql: podcastThemes.name },
      { id: 'themeSubTitle', label: 'Sous-titre', type: 'text', sql: podcastThemes.subTitle },
      { id: 'podcasts', label: 'Podcasts', type: 'num', sql: sql<number>`(select count(*)::int from ${podcasts} where ${podcasts.themeId} = ${outerColumn(podcastThemes.id)})`, searchable: false },
    ],
    filters: [{ type: 'Search', alias: 'q', label: 'Rechercher' }],
    defaultSort: { field: 'themePosition', way: 'a' },
    actions: () => [
      { name: 'edit', url: '/staff/podcast/theme/edit' },
      { name: 'delete', url: '/api/podcastTheme/delete' },
    ],
    remove: async (call, id) => {
      await call.ctx.db.delete(podcastThemes).where(eq(podcastThemes.id, id));
    },
  }),
  ...defineFormModule({
    name: 'podcastTheme',
    fetchPath: '/api/podcastTheme/edit',
    access: 'admin',
    createAccess: 'admin',
    idMode: 'optional',
    uploads: true,
    title: (call) => (call.id === null ? 'Nouveau thème podcast' : 'Edition du thème podcast'),
    groups: () => [
      {
        label: 'Thème podcast',
        items: [
          { id: 'themeName', label: 'Nom', type: 'text', validators: ['notEmpty'], maxLength: 120 },
          { id: 'themeSubTitle', label: 'Sous-titre', type: 'text', maxLength: 200 },
          MARKUP_HELP_FIELD,
          { id: 'themeDescription', label: 'Description', type: 'text', multiline: true, rows: 4, maxLength: 3000 },
          { id: 'themeColor', label: 'Couleur (#rrggbb)', type: 'text', inputType: 'color', validators: ['notEmpty', 'minLength', 'maxLength'], minLength: 7, maxLength: 7, sizes: { xs: 12, md: 6 } },
          { id: 'themePosition', label: 'Position', type: 'text', inputType: 'number', validators: ['notEmpty', 'num'], maxLength: 4, sizes: { xs: 12, md: 6 } },
          thumbField('themeThumb'),
        ],
      },
    ],
    load: async (call): Promise<FormValues | null> => {
      if (call.id === null) return { themeColor: '#1d5fa8', themePosition: '1' };
      const [row] = await call.ctx.db.select().from(podcastThemes).where(eq(podcastThemes.id, call.id));
      if (!row) return null;
      return { themeName: row.name, themeSubTitle: row.subTitle, themeDescription: row.description, themeColor: row.color, themePosition: String(row.position), themeThumb: fieldFilesValue(row.thumb) };
    },
    check: (_call, values) => {
      const errors: Record<string, string> = {};
      if (!/^#[0-9a-fA-F]{6}$/.test(formText(values.themeColor))) errors.themeColor = 'Couleur invalide : #rrggbb attendu';
      return Promise.resolve(errors);
    },
    save: async (call, values) => {
      const [before] = call.id === null ? [] : await call.ctx.db.select().from(podcastThemes).where(eq(podcastThemes.id, call.id));
      const fields = { name: formText(values.themeName), subTitle: formText(values.themeSubTitle), description: formText(values.themeDescription), color: formText(values.themeColor), position: Number(formText(values.themePosition)) || 1 };
      const id = call.id ?? (await call.ctx.db.insert(podcastThemes).values(fields).returning({ id: podcastThemes.id }))[0].id;
      const changes = { ...fields, thumb: await keptFieldFiles(call, values.themeThumb, 'podcastThemes', id, before?.thumb ?? []) };
      await call.ctx.db.update(podcastThemes).set(changes).where(eq(podcastThemes.id, id));
      await removeFilesTakenOut(call.ctx, id, before, changes);
      return { id };
    },
    redirect: () => '/staff/podcast/theme/list',
  }),
];
