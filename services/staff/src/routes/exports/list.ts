import { desc, lte } from 'drizzle-orm';
import { liveControlApi, staffApi } from '@canal/contracts';
import { defineRoute, schema } from '@canal/service-core';
import { accountList } from '../../account/accountList';

/** How many past sessions the page lists, latest first (older reports stay reachable from each session). */
const SESSIONS_LISTED = 50;
const FORMATS = [
  ['csv', 'CSV'],
  ['xlsx', 'XLSX'],
] as const;

/**
 * GET /api/_exports: the exports the caller may download (admin, buadm), as the 'Exports' entry of
 * 'MON COMPTE' opens them: the accounts list, then each session's report, part by part.
 */
export const exportsListRoute = defineRoute(staffApi.exportsList)({
  access: 'exports',
  async handle({ ctx }) {
    const sessions = await ctx.db
      .select({ id: schema.events.id, title: schema.events.title })
      .from(schema.events)
      .where(lte(schema.events.date, ctx.now()))
      .orderBy(desc(schema.events.date))
      .limit(SESSIONS_LISTED);
    const accounts: staffApi.ExportGroup = {
      title: accountList.title,
      links: FORMATS.map(([format, label]) => ({ label, url: `${accountList.basePath}/export?format=${format}` })),
    };
    const reports: staffApi.ExportGroup[] = sessions.map((session) => ({
      title: `Rapport : ${session.title}`,
      links: liveControlApi.REPORT_PARTS.flatMap((part) =>
        FORMATS.map(([format, label]) => ({
          label: `${liveControlApi.REPORT_PART_TITLES[part]} (${label})`,
          url: `/api/report/${session.id}/export?part=${part}&format=${format}`,
        })),
      ),
    }));
    return { exports: 'complete', data: [accounts, ...reports] };
  },
});
