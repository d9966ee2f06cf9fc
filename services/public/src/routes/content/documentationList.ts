import { asc } from 'drizzle-orm';
import { contentApi, type DocumentationEntry, type DocumentationSection } from '@canal/contracts';
import { defineRoute, schema } from '@canal/service-core';

const { documentationEntries } = schema;

/** POST /api/documentation/list: the documentation page's entries, section by section, by position. */
export const documentationListRoute = defineRoute(contentApi.documentationList)({
  access: 'public',
  sameForEveryVisitor: true,
  async handle({ ctx }) {
    const rows = await ctx.db.select().from(documentationEntries).orderBy(asc(documentationEntries.position), asc(documentationEntries.id));
    const data: Record<DocumentationSection, DocumentationEntry[]> = { news: [], tools: [], doc: [] };
    for (const row of rows)
      data[row.section]?.push({ id: row.id, title: row.title, description: row.description, link: row.link, picture: row.thumb[0]?.dest ?? null });
    return { documentation: 'complete', data };
  },
});
