import { desc, eq } from 'drizzle-orm';
import { formatListDate, NEWS_CATEGORIES, type FormValues, MARKUP_HELP_FIELD } from '@canal/contracts';
import { defineFormModule, defineListModule, fieldFilesValue, incomplete, keptFieldFiles, removeFilesTakenOut, schema, type ApiRoute, type FormCall, formText } from '@canal/service-core';

const { news, events } = schema;

const CATEGORY_LABELS: Record<(typeof NEWS_CATEGORIES)[number], string> = { cover: 'Couverture', info: 'Information', image: 'Image', replay: 'Replay', event: 'Émission' };
const CATEGORY_OPTIONS = NEWS_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

async function eventOptions(call: FormCall) {
  const rows = await call.ctx.db.select({ id: events.id, title: events.title, date: events.date }).from(events).orderBy(desc(events.date)).limit(200);
  return [{ value: '', label: 'Aucune' }, ...rows.map((row) => ({ value: String(row.id), label: `${formatListDate(Math.floor(row.date.getTime() / 1000))} — ${row.title}` }))];
}

/**
 * 'Actualités' (the home's carousel, spec 000 sections 2.5 and 3 "News item"): list and form in this
 * one file. Replay and event items need their session; the cover comes first whatever its position.
 */
export const routes: ApiRoute[] = [
  ...defineListModule({
    name: 'news',
    basePath: '/api/news',
    title: 'Actualités',
    access: 'admin',
    createAccess: 'admin',
    exportAccess: 'admin',
    editRoute: '/staff/news/edit',
    source: { table: news },
    columns: [
      { id: 'id', label: 'ID', type: 'num', sql: news.id },
      { id: 'newsPosition', label: 'Position', type: 'num', sql: news.position },
      { id: 'newsTitle', label: 'Titre', type: 'text', sql: news.title },
      { id: 'newsCategory', label: 'Type', type: 'select', sql: news.category, searchable: false, field: { options: CATEGORY_OPTIONS } },
      { id: 'newsClicks', label: 'Clics', type: 'num', sql: news.clicks, searchable: false },
    ],
    filters: [
      { type: 'Search', alias: 'q', label: 'Rechercher' },
      { type: 'Select', alias: 'category', label: 'Type', sql: news.category, items: CATEGORY_OPTIONS },
    ],
    defaultSort: { field: 'newsPosition', way: 'a' },
    actions: () => [
      { name: 'edit', url: '/staff/news/edit' },
      { name: 'delete', url: '/api/news/delete' },
    ],
    remove: async (call, id) => {
      await call.ctx.db.delete(news).where(eq(news.id, id));
    },
  }),
  ...defineFormModule({
    name: 'news',
    fetchPath: '/api/news/edit',
    access: 'admin',
    createAccess: 'admin',
    idMode: 'optional',
    uploads: true,
    title: (call) => (call.id === null ? 'Nouvelle actualité' : 'Edition de l’actualité'),
    groups: async (call) => [
      {
        label: 'Actualité',
        items: [
          { id: 'newsTitle', label: 'Titre', type: 'text', validators: ['notEmpty'], maxLength: 200 },
          { id: 'newsCategory', label: 'Type', type: 'select', validators: ['notEmpty'], options: CATEGORY_OPTIONS, sizes: { xs: 12, md: 6 } },
          { id: 'newsPosition', label: 'Position', type: 'text', inputType: 'number', validators: ['notEmpty', 'num'], maxLength: 4, sizes: { xs: 12, md: 6 } },
          { id: 'newsShortDescription', label: 'Accroche', type: 'text', maxLength: 300 },
          MARKUP_HELP_FIELD,
          { id: 'newsDescription', label: 'Texte (« Lire la suite »)', type: 'text', multiline: true, rows: 5, maxLength: 5000 },
          { id: 'eventId', label: 'Émission liée (replay, émission)', type: 'select', options: await eventOptions(call) },
          { id: 'newsLinkExternal', label: 'Lien externe', type: 'text', maxLength: 500, helperText: 'Adresse complète (https://…), ouverte dans un nouvel onglet' },
          { id: 'newsThumb', label: 'Image (PNG, JPEG, WebP, 2 Mo)', type: 'upload', mime: ['image/png', 'image/jpeg', 'image/webp'], maxSize: 2 * 1024 * 1024, maxFiles: 1 },
        ],
      },
    ],
    load: async (call): Promise<FormValues | null> => {
      if (call.id === null) return { newsCategory: 'info', newsPosition: '1', eventId: '' };
      const [row] = await call.ctx.db.select().from(news).where(eq(news.id, call.id));
      if (!row) return null;
      return {
        newsTitle: row.title,
        newsCategory: row.category,
        newsPosition: String(row.position),
        newsShortDescription: row.shortDescription,
        newsDescription: row.description,
        eventId: row.eventId === null ? '' : String(row.eventId),
        newsLinkExternal: row.linkExternal ?? '',
        newsThumb: fieldFilesValue(row.thumb),
      };
    },
    check: async (_call, values) => {
      const errors: Record<string, string> = {};
      const category = formText(values.newsCategory);
      if ((category === 'replay' || category === 'event') && !formText(values.eventId)) errors.eventId = 'Choisissez l’émission de cette actualité';
      const link = formText(values.newsLinkExternal);
      if (link && !/^https?:\/\/[^\s]+$/.test(link)) errors.newsLinkExternal = 'Adresse invalide : elle doit commencer par https://';
      return errors;
    },
    save: async (call, values) => {
      const eventId = formText(values.eventId) ? Number(formText(values.eventId)) : null;
      if (eventId !== null) {
        const [event] = await call.ctx.db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
        if (!event) throw incomplete({ eventId: 'Émission inconnue' });
      }
      const fields = {
        title: formText(values.newsTitle),
        category: formText(values.newsCategory),
        position: Number(formText(values.newsPosition)),
        shortDescription: formText(values.newsShortDescription),
        description: formText(values.newsDescription),
        eventId,
        linkExternal: formText(values.newsLinkExternal) || null,
      };
      if (call.id === null) {
        const [row] = await call.ctx.db.insert(news).values(fields).returning({ id: news.id });
        await call.ctx.db.update(news).set({ thumb: await keptFieldFiles(call, values.newsThumb, 'news', row.id, []) }).where(eq(news.id, row.id));
        return { id: row.id };
      }
      const [before] = await call.ctx.db.select().from(news).where(eq(news.id, call.id));
      const changes = { ...fields, thumb: await keptFieldFiles(call, values.newsThumb, 'news', call.id, before?.thumb ?? []) };
      await call.ctx.db.update(news).set(changes).where(eq(news.id, call.id));
      await removeFilesTakenOut(call.ctx, call.id, before, changes);
      return { id: call.id };
    },
    redirect: () => '/staff/news/list',
  }),
];
