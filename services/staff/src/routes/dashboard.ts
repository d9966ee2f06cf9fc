import { asc, count, desc, eq } from 'drizzle-orm';
import { isAllowed, staffApi } from '@canal/contracts';
import { defineRoute, schema } from '@canal/service-core';
import { eventStateIn, eventStateSql } from '@canal/domain';
import { STATUS_LABELS, type AccountStatus } from '../account/accountOptions';
import { jobFigures } from '../dashboard/jobFigures';
import { registrationsByWeek } from '../dashboard/registrationsByWeek';
import { sessionAttendance, subscribersOf } from '../dashboard/sessionAttendance';
import { retentionByMonth } from '../privacy/retention';

const { users, events, news } = schema;
const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * GET /api/dashboard: what staff ask for first — accounts by status (pending first) and by
 * profession, the sessions live now and to come with their subscribers, registrations per week,
 * attendance of the last sessions held, the news most clicked; each figure links to its filtered list.
 * Sessions are placed by the state a visitor sees now (core eventStateSql), as every other screen.
 */
export const dashboardRoute = defineRoute(staffApi.dashboard)({
  access: 'accounts',
  async handle({ ctx, principal }) {
    const now = ctx.now();
    const byStatus = await ctx.db.select({ status: users.status, total: count() }).from(users).groupBy(users.status);
    const byJob = await ctx.db.select({ job: users.job, total: count() }).from(users).where(eq(users.role, 'member')).groupBy(users.job);
    const upcoming = await ctx.db
      .select({ id: events.id, title: events.title, date: events.date, subscribers: subscribersOf, state: eventStateSql(now) })
      .from(events)
      .where(eventStateIn(now, ['live', 'pending']))
      .orderBy(asc(events.date), asc(events.id))
      .limit(5);
    const held = await sessionAttendance(ctx, staffApi.DASHBOARD_SESSIONS);
    const clicks = await ctx.db.select({ title: news.title, clicks: news.clicks }).from(news).orderBy(desc(news.clicks)).limit(3);
    const seesNews = isAllowed('admin', principal);
    const order: AccountStatus[] = ['pending', 'active', 'inactive', 'blocked'];
    return {
      dashboard: 'complete',
      data: {
        accountsByStatus: order.map((status) => ({
          label: STATUS_LABELS[status],
          value: byStatus.find((row) => row.status === status)?.total ?? 0,
          link: `/staff/account/list?f_status=${status}`,
        })),
        accountsByJob: jobFigures(byJob, ctx.config.SITE_MENU_VARIANT, 6),
        upcoming: upcoming.map((row) => ({
          id: row.id,
          title: row.title,
          eventDate: epoch(row.date),
          subscribers: row.subscribers,
          eventState: row.state === 'live' ? 'live' : 'pending',
        })),
        lastSession: held[0] ?? null,
        newsClicks: clicks.map((row) => ({ label: row.title, value: row.clicks, link: seesNews ? '/staff/news/list' : null })),
        registrationsByWeek: await registrationsByWeek(ctx, staffApi.DASHBOARD_WEEKS),
        attendanceBySession: held,
        retentionByMonth: await retentionByMonth(ctx, staffApi.DASHBOARD_RETENTION_MONTHS),
      },
    };
  },
});
