import { eq } from 'drizzle-orm';
import { isStaticPageKey, type FormValue, type FormValues, MARKUP_HELP_FIELD } from '@canal/contracts';
import { defaultPageOf, defineFormModule, defineListModule, schema, type ApiRoute } from '@canal/service-core';

const { cmsPages } = schema;

const PAGE_LABELS: Record<string, string> = { legal: 'Mentions légales (/legal)', confidentiality: 'Confidentialité (/confidentiality)', cookies: 'Cookies (/cookies)' };
const textOf = (value: FormValue | undefined) => (typeof value === 'string' ? value : '');

/**
 * 'Pages' (CMS, spec 000 section 2.3): the footer's static pages, one row each (made by the
 * migration), edited here; a page never saved shows its built-in text, which the form starts from.
 */
export const routes: ApiRoute[] = [
  ...defineListModule({
    name: 'cms',
    basePath: '/api/cms',
    title: 'Pages',
    access: 'admin',
    exportAccess: 'admin',
    editRoute: '/staff/cms/edit',
    source: { table: cmsPages },
    columns: [
      { id: 'id', label: 'ID', type: 'num', sql: cmsPages.id },
      { id: 'cmsKey', label: 'Page', type: 'select', sql: cmsPages.key, searchable: false, field: { options: Object.entries(PAGE_LABELS).map(([value, label]) => ({ value, label })) } },
      { id: 'cmsTitle', label: 'Titre', type: 'text', sql: cmsPages.title },
      { id: 'cmsUpdated', label: 'Modifiée le', type: 'dateTime', sql: cmsPages.updatedAt, searchable: false },
    ],
    filters: [{ type: 'Search', alias: 'q', label: 'Rechercher' }],
    defaultSort: { field: 'id', way: 'a' },
    actions: () => [{ name: 'edit', url: '/staff/cms/edit' }],
  }),
  ...defineFormModule({
    name: 'cms',
    fetchPath: '/api/cms/edit',
    access: 'admin',
    idMode: 'required',
    title: () => 'Edition de la page',
    groups: () => [
      {
        label: 'Page',
        items: [
          { id: 'cmsTitle', label: 'Titre', type: 'text', validators: ['notEmpty'], maxLength: 200 },
          MARKUP_HELP_FIELD,
          {
            id: 'cmsContent',
            label: 'Texte',
            type: 'text',
            multiline: true,
            rows: 20,
            validators: ['notEmpty'],
            maxLength: 30000,
            helperText: 'Un paragraphe par bloc, séparés par une ligne vide ; une ligne commençant par « # » est aussi un intertitre.',
          },
        ],
      },
    ],
    load: async (call): Promise<FormValues | null> => {
      if (call.id === null) return null;
      const [row] = await call.ctx.db.select().from(cmsPages).where(eq(cmsPages.id, call.id));
      if (!row || !isStaticPageKey(row.key)) return null;
      const fallback = defaultPageOf(call.ctx, row.key);
      return { cmsTitle: row.title || fallback.title, cmsContent: row.content || fallback.content };
    },
    save: async (call, values) => {
      if (call.id === null) return { id: null };
      await call.ctx.db
        .update(cmsPages)
        .set({ title: textOf(values.cmsTitle).trim(), content: textOf(values.cmsContent).replace(/\r\n?/g, '\n').trim(), updatedAt: call.ctx.now() })
        .where(eq(cmsPages.id, call.id));
      return { id: call.id };
    },
    redirect: () => '/staff/cms/list',
  }),
];
