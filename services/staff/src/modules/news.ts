import { desc } from 'drizzle-orm';
import { NEWS_CATEGORIES, BACK_OFFICE_MODULES } from '@canal/contracts';
import { defineRecordModule, formText, schema, type ApiRoute, type FormCall } from '@canal/service-core';
import { sessionLabel } from '../fields/sessionLabel';
import { HALF } from '../fields/uploadFields';

const { news, events } = schema;

const CATEGORY_LABELS: Record<(typeof NEWS_CATEGORIES)[number], string> = {
  cover: 'Couverture',
  info: 'Information',
  image: 'Image',
  replay: 'Replay',
  event: 'Émission',
};
const CATEGORY_OPTIONS = NEWS_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

async function eventOptions(call: FormCall) {
  const rows = await call.ctx.db.select({ id: events.id, title: events.title, date: events.date }).from(events).orderBy(desc(events.date)).limit(200);
  return [{ value: '', label: 'Aucune' }, ...rows.map((row) => ({ value: String(row.id), label: sessionLabel(row) }))];
}

/**
 * 'Actualités' (the home's carousel, spec 000 sections 2.5 and 3 "News item"), admin only. Replay
 * and event items need their session; the cover comes first whatever its position.
 */
export const routes: ApiRoute[] = defineRecordModule({
  ...BACK_OFFICE_MODULES.news,
  table: news,
  // buadm reads the list (spec 001 §6: its access, eventsAndNews); 'Ajouter', editing and deleting stay admin's.
  createAccess: 'admin',
  // Spec 001 'Generic staff list and edit screens': on the news, FAQ, CMS and theme lists the whole header is shown only to admin.
  headerAccess: 'admin',
  editAccess: 'admin',
  formLabel: 'Actualité',
  formTitle: { create: 'Nouvelle actualité', edit: 'Edition de l’actualité' },
  search: true,
  defaultSort: { field: 'newsPosition', way: 'a' },
  listOrder: ['newsPosition', 'newsTitle', 'newsCategory', 'newsClicks'],
  fields: [
    { id: 'newsTitle', label: 'Titre', column: news.title, list: {}, form: { type: 'text', validators: ['notEmpty'], maxLength: 200 } },
    {
      id: 'newsCategory',
      label: 'Type',
      column: news.category,
      initial: 'info',
      list: { type: 'select', searchable: false, field: { options: CATEGORY_OPTIONS } },
      filter: { alias: 'category', items: CATEGORY_OPTIONS },
      form: { type: 'select', validators: ['notEmpty'], options: CATEGORY_OPTIONS, sizes: HALF },
    },
    {
      id: 'newsPosition',
      label: 'Position',
      column: news.position,
      kind: 'number',
      initial: '1',
      list: { type: 'num' },
      form: { type: 'text', inputType: 'number', validators: ['notEmpty', 'num'], maxLength: 4, sizes: HALF },
    },
    { id: 'newsShortDescription', label: 'Accroche', column: news.shortDescription, form: { type: 'text', maxLength: 300 } },
    {
      id: 'newsDescription',
      label: 'Texte (« Lire la suite »)',
      column: news.description,
      markup: true,
      form: { type: 'text', multiline: true, rows: 5, maxLength: 5000 },
    },
    {
      id: 'eventId',
      label: 'Émission liée (replay, émission)',
      column: news.eventId,
      kind: 'number',
      blank: null,
      initial: '',
      choices: eventOptions,
      form: { type: 'select' },
    },
    {
      id: 'newsLinkExternal',
      label: 'Lien externe',
      column: news.linkExternal,
      blank: null,
      form: { type: 'text', maxLength: 500, helperText: 'Adresse complète (https://…), ouverte dans un nouvel onglet' },
    },
    {
      id: 'newsThumb',
      label: 'Image (PNG, JPEG, WebP, 2 Mo)',
      column: news.thumb,
      kind: 'files',
      uploadKind: 'news',
      form: { type: 'upload', mime: ['image/png', 'image/jpeg', 'image/webp'], maxSize: 2 * 1024 * 1024, maxFiles: 1 },
    },
    { id: 'newsClicks', label: 'Clics', column: news.clicks, list: { type: 'num', searchable: false } },
  ],
  check: (_call, values) => {
    const errors: Record<string, string> = {};
    const category = formText(values.newsCategory);
    if ((category === 'replay' || category === 'event') && !formText(values.eventId)) errors.eventId = 'Choisissez l’émission de cette actualité';
    const link = formText(values.newsLinkExternal);
    if (link && !/^https?:\/\/[^\s]+$/.test(link)) errors.newsLinkExternal = 'Adresse invalide : elle doit commencer par https://';
    return errors;
  },
});
