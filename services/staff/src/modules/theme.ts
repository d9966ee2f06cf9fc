import { BACK_OFFICE_MODULES } from '@canal/contracts';
import { defineRecordModule, schema, type ApiRoute } from '@canal/service-core';

const { themes } = schema;

const CATEGORIES = [
  { value: 'BPCO', label: 'BPCO' },
  { value: 'Asthme', label: 'Asthme' },
  { value: 'PneumoInnovations', label: 'PneumoInnovations' },
  { value: 'ParcoursSoins', label: 'Parcours de soins' },
];

/**
 * 'Thèmes' (spec 001 section 2), declared once: each field names its column and where it shows,
 * and defineRecordModule makes the list, the form, their paths, loading and saving. Admin only,
 * its export too (never the default 'exports', which lets buadm in).
 */
export const routes: ApiRoute[] = defineRecordModule({
  ...BACK_OFFICE_MODULES.theme,
  table: themes,
  // Spec 001 'Generic staff list and edit screens': on the news, FAQ, CMS and theme lists the whole header is shown only to admin.
  headerAccess: 'admin',
  formLabel: 'Thème',
  search: true,
  defaultSort: { field: 'themeName', way: 'a' },
  fields: [
    { id: 'themeName', label: 'Nom', column: themes.name, list: {}, form: { type: 'text', validators: ['notEmpty', 'alphaNum'], maxLength: 64 } },
    {
      id: 'themeSubTitle',
      label: 'Sous-titre',
      column: themes.subTitle,
      list: {},
      form: { type: 'text', validators: ['alphaNum'], extraChars: '’:,.()', maxLength: 128 },
    },
    {
      id: 'themeCategory',
      label: 'Catégorie',
      column: themes.category,
      list: {},
      filter: { alias: 'category', items: CATEGORIES },
      form: { type: 'select', validators: ['notEmpty'], options: CATEGORIES },
    },
    {
      id: 'themeColor',
      label: 'Couleur (#rrggbb)',
      column: themes.color,
      list: {},
      initial: '#1d5fa8',
      form: { type: 'text', inputType: 'color', validators: ['notEmpty', 'minLength', 'maxLength'], minLength: 7, maxLength: 7 },
    },
    {
      id: 'themeDescription',
      label: 'Description',
      column: themes.description,
      markup: true,
      form: { type: 'text', multiline: true, rows: 4, maxLength: 2000 },
    },
    {
      id: 'themeThumb',
      label: 'Image du thème (PNG, JPEG, WebP, 2 Mo)',
      column: themes.thumb,
      kind: 'files',
      uploadKind: 'themes',
      form: { type: 'upload', mime: ['image/png', 'image/jpeg', 'image/webp'], maxSize: 2 * 1024 * 1024, maxFiles: 1 },
    },
  ],
});
