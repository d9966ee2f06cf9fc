import { isStaticPageKey, BACK_OFFICE_MODULES } from '@canal/contracts';
import { defineRecordModule, formText, schema, type ApiRoute } from '@canal/service-core';
import { defaultPageOf } from '@canal/domain';

const { cmsPages } = schema;

const CONTENT_HELP = 'Un paragraphe par bloc, séparés par une ligne vide ; une ligne commençant par « # » est aussi un intertitre.';
const PAGE_LABELS: Record<string, string> = {
  legal: 'Mentions légales (/legal)',
  confidentiality: 'Confidentialité (/confidentiality)',
  cookies: 'Cookies (/cookies)',
};

/**
 * 'Pages' (CMS, spec 000 section 2.3): the footer's static pages, one row each (made by the
 * migration), edited here, never added nor deleted; a page never saved shows its built-in text,
 * which the form starts from.
 */
export const routes: ApiRoute[] = defineRecordModule({
  ...BACK_OFFICE_MODULES.cms,
  table: cmsPages,
  createAccess: null,
  // Spec 001 'Generic staff list and edit screens': on the news, FAQ, CMS and theme lists the whole header is shown only to admin.
  headerAccess: 'admin',
  deleteAccess: null,
  formLabel: 'Page',
  formTitle: { edit: 'Edition de la page' },
  search: true,
  defaultSort: { field: 'id', way: 'a' },
  fields: [
    {
      id: 'cmsKey',
      label: 'Page',
      column: cmsPages.key,
      list: { type: 'select', searchable: false, field: { options: Object.entries(PAGE_LABELS).map(([value, label]) => ({ value, label })) } },
    },
    { id: 'cmsTitle', label: 'Titre', column: cmsPages.title, list: {}, form: { type: 'text', validators: ['notEmpty'], maxLength: 200 } },
    {
      id: 'cmsContent',
      label: 'Texte',
      column: cmsPages.content,
      markup: true,
      toColumn: (value) => formText(value).replace(/\r\n?/g, '\n'),
      form: { type: 'text', multiline: true, rows: 20, validators: ['notEmpty'], maxLength: 30000, helperText: CONTENT_HELP },
    },
    { id: 'cmsUpdated', label: 'Modifiée le', column: cmsPages.updatedAt, list: { type: 'dateTime', searchable: false } },
  ],
  load: (call, row, values) => {
    if (!isStaticPageKey(row.key)) return null;
    const fallback = defaultPageOf(call.ctx, row.key);
    return { cmsTitle: values.cmsTitle || fallback.title, cmsContent: values.cmsContent || fallback.content };
  },
  beforeSave: ({ call }) => ({ updatedAt: call.ctx.now() }),
});
