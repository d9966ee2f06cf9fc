import { asc, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { isAllowed, jobLabelIn, staffApi } from '@canal/contracts';
import { attendeesOf, defineRoute, schema, outerColumn } from '@canal/service-core';
import { STATUS_LABELS, type AccountStatus } from '../account/accountOptions';

const { users, events, subscriptions, news } = schema;
const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * GET /api/dashboard: what staff ask for first — accounts by status (pending first) and by
 * profession, the next sessions with their subscribers, the attendance of the last session held,
 * the news most clicked; each figure links to its filtered list.
 */
export const dashboardRoute = defineRoute(staffApi.dashboard)({
  access: 'accounts',
  async handle({ ctx, principal }) {
    const now = ctx.now();
    const variant = ctx.config.SITE_MENU_VARIANT;
    const byStatus = await ctx.db.select({ status: users.status, total: count() }).from(users).groupBy(users.status);
    const byJob = await ctx.db.select({ job: users.job, total: count() }).from(users).where(eq(users.role, 'member')).groupBy(users.job).orderBy(desc(count())).limit(6);
    const subscribersOf = sql<number>`(select count(*)::int from ${subscriptions} where ${subscriptions.eventId} = ${outerColumn(events.id)})`;
    const upcoming = await ctx.db.select({ id: events.id, title: events.title, date: events.date, subscribers: subscribersOf }).from(events).where(gt(events.date, now)).orderBy(asc(events.date)).limit(5);
    const [last] = await ctx.db
      .select({ id: events.id, title: events.title, date: events.date, subscribers: subscribersOf })
      .from(events)
      .where(lt(sql`${events.date} + ${events.durationMin} * interval '1 minute'`, now))
      .orderBy(desc(events.date))
      .limit(1);
    // The one attendance (core memberAttendance): the session report says the same number.
    const attendedOfLast = last ? (await attendeesOf(ctx, last.id)).length : 0;
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
        accountsByJob: byJob.map((row) => ({ label: row.job ? jobLabelIn(variant, row.job) : 'Non renseignée', value: row.total, link: row.job ? `/staff/account/list?f_job=${encodeURIComponent(row.job)}` : null })),
        upcoming: upcoming.map((row) => ({ id: row.id, title: row.title, eventDate: epoch(row.date), subscribers: row.subscribers })),
        lastSession: last ? { id: last.id, title: last.title, eventDate: epoch(last.date), subscribers: last.subscribers, attended: attendedOfLast } : null,
        newsClicks: clicks.map((row) => ({ label: row.title, value: row.clicks, link: seesNews ? '/staff/news/list' : null })),
      },
    };
  },
});
