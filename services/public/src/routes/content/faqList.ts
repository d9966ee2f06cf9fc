import { asc } from 'drizzle-orm';
import { contentApi, isAllowed } from '@canal/contracts';
import { defineRoute, schema } from '@canal/service-core';

const { faqItems } = schema;

/** Who edits the FAQ: the access of its back-office module (services/staff/src/modules/faq.ts). */
export const FAQ_EDIT_ACCESS = 'admin';

/** GET /api/faq/get/all: the help page's questions, and whether to show their edit and delete buttons. */
export const faqListRoute = defineRoute(contentApi.faqList)({
  access: 'public',
  async handle({ ctx, principal }) {
    const rows = await ctx.db.select().from(faqItems).orderBy(asc(faqItems.position), asc(faqItems.id));
    return {
      faq: 'complete',
      data: rows.map((row) => ({ id: row.id, faqPosition: row.position, faqQuestion: row.question, faqSubQuestion: row.subQuestion, faqAnswer: row.answer })),
      canEdit: isAllowed(FAQ_EDIT_ACCESS, principal),
    };
  },
});
