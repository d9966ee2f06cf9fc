import { eq } from 'drizzle-orm';
import type { FormValues } from '@canal/contracts';
import { defineFormModule, defineListModule, schema, type ApiRoute } from '@canal/service-core';

const { faqItems } = schema;

/** 'FAQ' (the help page's questions, spec 000 section 2.13): the whole module, list and form, in this one file. */
export const routes: ApiRoute[] = [
  ...defineListModule({
    name: 'faq',
    basePath: '/api/faq',
    title: 'FAQ',
    access: 'admin',
    createAccess: 'admin',
    exportAccess: 'admin',
    editRoute: '/staff/faq/edit',
    source: { table: faqItems },
    columns: [
      { id: 'id', label: 'ID', type: 'num', sql: faqItems.id },
      { id: 'faqPosition', label: 'Position', type: 'num', sql: faqItems.position },
      { id: 'faqQuestion', label: 'Question', type: 'text', sql: faqItems.question },
    ],
    filters: [{ type: 'Search', alias: 'q', label: 'Rechercher' }],
    defaultSort: { field: 'faqPosition', way: 'a' },
    actions: () => [
      { name: 'edit', url: '/staff/faq/edit' },
      { name: 'delete', url: '/api/faq/delete' },
    ],
    remove: async (call, id) => {
      await call.ctx.db.delete(faqItems).where(eq(faqItems.id, id));
    },
  }),
  ...defineFormModule({
    name: 'faq',
    fetchPath: '/api/faq/edit',
    access: 'admin',
    createAccess: 'admin',
    idMode: 'optional',
    groups: () => [
      {
        label: 'Question',
        items: [
          { id: 'faqPosition', label: 'Position', type: 'text', validators: ['notEmpty', 'num'], maxLength: 4, sizes: { xs: 12, md: 3 } },
          { id: 'faqQuestion', label: 'Question', type: 'text', validators: ['notEmpty'], maxLength: 256, sizes: { xs: 12, md: 9 } },
          { id: 'faqSubQuestion', label: 'Précision', type: 'text', maxLength: 256 },
          { id: 'faqAnswer', label: 'Réponse', type: 'text', validators: ['notEmpty'], multiline: true, rows: 6, maxLength: 4000 },
        ],
      },
    ],
    load: async (call): Promise<FormValues | null> => {
      if (call.id === null) return { faqPosition: '1' };
      const [row] = await call.ctx.db.select().from(faqItems).where(eq(faqItems.id, call.id));
      if (!row) return null;
      return { faqPosition: String(row.position), faqQuestion: row.question, faqSubQuestion: row.subQuestion, faqAnswer: row.answer };
    },
    save: async (call, values) => {
      const fields = {
        position: Number(values.faqPosition ?? 1),
        question: String(values.faqQuestion ?? ''),
        subQuestion: String(values.faqSubQuestion ?? ''),
        answer: String(values.faqAnswer ?? ''),
      };
      if (call.id !== null) {
        await call.ctx.db.update(faqItems).set(fields).where(eq(faqItems.id, call.id));
        return { id: call.id };
      }
      const [row] = await call.ctx.db.insert(faqItems).values(fields).returning({ id: faqItems.id });
      return { id: row.id };
    },
    redirect: () => '/staff/faq/list',
  }),
];
