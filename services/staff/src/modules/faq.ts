import { BACK_OFFICE_MODULES } from '@canal/contracts';
import { defineRecordModule, schema, type ApiRoute } from '@canal/service-core';

const { faqItems } = schema;

/** 'FAQ' (the help page's questions, spec 000 section 2.13), declared once; admin only. */
export const routes: ApiRoute[] = defineRecordModule({
  ...BACK_OFFICE_MODULES.faq,
  table: faqItems,
  // Spec 001 'Generic staff list and edit screens': on the news, FAQ, CMS and theme lists the whole header is shown only to admin.
  headerAccess: 'admin',
  formLabel: 'Question',
  search: true,
  defaultSort: { field: 'faqPosition', way: 'a' },
  fields: [
    {
      id: 'faqPosition',
      label: 'Position',
      column: faqItems.position,
      kind: 'number',
      initial: '1',
      list: { type: 'num' },
      form: { type: 'text', validators: ['notEmpty', 'num'], maxLength: 4, sizes: { xs: 12, md: 3 } },
    },
    {
      id: 'faqQuestion',
      label: 'Question',
      column: faqItems.question,
      list: {},
      form: { type: 'text', validators: ['notEmpty'], maxLength: 256, sizes: { xs: 12, md: 9 } },
    },
    { id: 'faqSubQuestion', label: 'Précision', column: faqItems.subQuestion, form: { type: 'text', maxLength: 256 } },
    {
      id: 'faqAnswer',
      label: 'Réponse',
      column: faqItems.answer,
      markup: true,
      form: { type: 'text', validators: ['notEmpty'], multiline: true, rows: 6, maxLength: 4000 },
    },
  ],
});
