import { DOCUMENTATION_SECTIONS, type DocumentationSection, BACK_OFFICE_MODULES } from '@canal/contracts';
import { defineRecordModule, DEFAULT_UPLOAD_TYPES, formText, schema, type ApiRoute } from '@canal/service-core';

const { documentationEntries } = schema;

/** The sections of /documentation, as the page titles them (#news, #tools, #doc). */
const SECTION_LABELS: Record<DocumentationSection, string> = { news: 'Actualités', tools: 'Outils', doc: 'Documentation' };
const SECTIONS = DOCUMENTATION_SECTIONS.map((value) => ({ value, label: SECTION_LABELS[value] }));

/** An external address, or a page of the site ('/documents'); never '//host' nor 'javascript:'. */
const LINK = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/;

/**
 * 'Documentation' (spec 000 section 2.1, /documentation with #news, #tools and #doc): its entries,
 * admin only. Named documentationEntry because /api/documentation/list is the public page's own
 * call. The picture is a public thumbnail under /cache/documentation/{id}/ (spec 000 section 7).
 */
export const routes: ApiRoute[] = defineRecordModule({
  ...BACK_OFFICE_MODULES.documentationEntry,
  table: documentationEntries,
  formLabel: 'Entrée de la documentation',
  formTitle: { create: 'Nouvelle entrée de la documentation', edit: 'Edition de l’entrée' },
  search: true,
  defaultSort: { field: 'entryPosition', way: 'a' },
  fields: [
    {
      id: 'entrySection',
      label: 'Rubrique',
      column: documentationEntries.section,
      initial: 'news',
      list: { type: 'select', field: { options: SECTIONS } },
      filter: { alias: 'section', items: SECTIONS },
      form: { type: 'select', validators: ['notEmpty'], options: SECTIONS, sizes: { xs: 12, md: 6 } },
    },
    {
      id: 'entryPosition',
      label: 'Position',
      column: documentationEntries.position,
      kind: 'number',
      initial: '1',
      list: { type: 'num' },
      form: { type: 'text', inputType: 'number', validators: ['notEmpty', 'num'], maxLength: 4, sizes: { xs: 12, md: 6 } },
    },
    { id: 'entryTitle', label: 'Titre', column: documentationEntries.title, list: {}, form: { type: 'text', validators: ['notEmpty'], maxLength: 160 } },
    { id: 'entryText', label: 'Texte', column: documentationEntries.description, form: { type: 'text', multiline: true, rows: 3, maxLength: 1000 } },
    {
      id: 'entryLink',
      label: 'Lien (https://… ou /page du site)',
      column: documentationEntries.link,
      list: {},
      form: { type: 'text', validators: ['notEmpty'], maxLength: 500 },
    },
    {
      id: 'entryPicture',
      label: 'Image (PNG, JPEG, WebP, 2 Mo)',
      column: documentationEntries.thumb,
      kind: 'files',
      uploadKind: 'documentation',
      form: { type: 'upload', mime: DEFAULT_UPLOAD_TYPES.filter((type) => type.startsWith('image/')), maxSize: 2 * 1024 * 1024, maxFiles: 1 },
    },
  ],
  check: (_call, values) => {
    const link = formText(values.entryLink);
    const errors: Record<string, string> = {};
    if (link && !LINK.test(link)) errors.entryLink = 'Adresse invalide : elle doit commencer par https:// (un autre site) ou par / (une page du site)';
    return Promise.resolve(errors);
  },
});
