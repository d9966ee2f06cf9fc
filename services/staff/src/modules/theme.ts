import { MARKUP_HELP_FIELD } from '@canal/contracts';
import { eq } from 'drizzle-orm';
import type { FormValues } from '@canal/contracts';
import { defineFormModule, defineListModule, fieldFilesValue, keptFieldFiles, schema, type ApiRoute } from '@canal/service-core';

const { themes } = schema;

const CATEGORIES = [
  { value: 'BPCO', label: 'BPCO' },
  { value: 'Asthme', label: 'Asthme' },
  { value: 'PneumoInnovations', label: 'PneumoInnovations' },
  { value: 'ParcoursSoins', label: 'Parcours de soins' },
];

/** 'Thèmes' (spec 001 section 2): the whole module, list and form, declared in this one file. */
export const routes: ApiRoute[] = [
  ...defineListModule({
    name: 'theme',
    basePath: '/api/theme',
    title: 'Thèmes',
    access: 'admin',
    createAccess: 'admin',
    // An admin-only module: its export is admin-only too (never the default 'exports', which lets buadm in).
    exportAccess: 'admin',
    editRoute: '/staff/theme/edit',
    source: { table: themes },
    columns: [
      { id: 'id', label: 'ID', type: 'num', sql: themes.id },
      { id: 'themeName', label: 'Nom', type: 'text', sql: themes.name },
      { id: 'themeSubTitle', label: 'Sous-titre', type: 'text', sql: themes.subTitle },
      { id: 'themeCategory', label: 'Catégorie', type: 'text', sql: themes.category },
      { id: 'themeColor', label: 'Couleur', type: 'text', sql: themes.color },
    ],
    filters: [
      { type: 'Search', alias: 'q', label: 'Rechercher' },
      { type: 'Select', alias: 'category', label: 'Catégorie', sql: themes.category, items: CATEGORIES },
    ],
    defaultSort: { field: 'themeName', way: 'a' },
    actions: () => [
      { name: 'edit', url: '/staff/theme/edit' },
      { name: 'delete', url: '/api/theme/delete' },
    ],
    remove: async (call, id) => {
      await call.ctx.db.delete(themes).where(eq(themes.id, id));
    },
  }),
  ...defineFormModule({
    name: 'theme',
    fetchPath: '/api/theme/edit',
    access: 'admin',
    createAccess: 'admin',
    idMode: 'optional',
    uploads: true,
    groups: () => [
      {
        label: 'Thème',
        items: [
          { id: 'themeName', label: 'Nom', type: 'text', validators: ['notEmpty', 'alphaNum'], maxLength: 64 },
          { id: 'themeSubTitle', label: 'Sous-titre', type: 'text', validators: ['alphaNum'], extraChars: '’:,.()', maxLength: 128 },
          { id: 'themeCategory', label: 'Catégorie', type: 'select', validators: ['notEmpty'], options: CATEGORIES },
          { id: 'themeColor', label: 'Couleur (#rrggbb)', type: 'text', inputType: 'color', validators: ['notEmpty', 'minLength', 'maxLength'], minLength: 7, maxLength: 7 },
          MARKUP_HELP_FIELD,
          { id: 'themeDescription', label: 'Description', type: 'text', multiline: true, rows: 4, maxLength: 2000 },
          { id: 'themeThumb', label: 'Image du thème (PNG, JPEG, WebP, 2 Mo)', type: 'upload', mime: ['image/png', 'image/jpeg', 'image/webp'], maxSize: 2 * 1024 * 1024, maxFiles: 1 },
        ],
      },
    ],
    load: async (call): Promise<FormValues | null> => {
      if (call.id === null) return { themeColor: '#1d5fa8' };
      const [row] = await call.ctx.db.select().from(themes).where(eq(themes.id, call.id));
      if (!row) return null;
      return { themeName: row.name, themeSubTitle: row.subTitle, themeCategory: row.category, themeColor: row.color, themeDescription: row.description, themeThumb: fieldFilesValue(row.thumb) };
    },
    save: async (call, values) => {
      const fields = {
        name: String(values.themeName ?? ''),
        subTitle: String(values.themeSubTitle ?? ''),
        category: String(values.themeCategory ?? ''),
        color: String(values.themeColor ?? ''),
        description: String(values.themeDescription ?? ''),
      };
      if (call.id !== null) {
        const [before] = await call.ctx.db.select().from(themes).where(eq(themes.id, call.id));
        await call.ctx.db.update(themes).set({ ...fields, thumb: await keptFieldFiles(call.ctx, values.themeThumb, 'themes', call.id, before?.thumb ?? []) }).where(eq(themes.id, call.id));
        return { id: call.id };
      }
      const [row] = await call.ctx.db.insert(themes).values(fields).returning({ id: themes.id });
      await call.ctx.db.update(themes).set({ thumb: await keptFieldFiles(call.ctx, values.themeThumb, 'themes', row.id, []) }).where(eq(themes.id, row.id));
      return { id: row.id };
    },
    redirect: () => '/staff/theme/list',
  }),
];
