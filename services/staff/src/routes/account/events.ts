import { desc, eq } from 'drizzle-orm';
import { staffApi, epochSecondsOf } from '@canal/contracts';
import { defineRoute, notFound, schema, onePageList } from '@canal/service-core';
import { memberAttendance } from '@canal/domain';

const { events, subscriptions, users } = schema;

/**
 * GET /api/account/events/{id}: the 'Webconfs' sub-panel of an account row: the sessions the account
 * subscribed to, latest first, with its attendance. Same envelope as a list, on one page.
 */
export const accountEvents = defineRoute(staffApi.accountEvents)({
  access: 'accounts',
  async handle({ ctx, input: { id } }) {
    const [account] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!account) throw notFound('Ce compte n’existe pas ou plus.');
    const rows = await ctx.db
      .select({ id: events.id, title: events.title, date: events.date, subscribedAt: subscriptions.createdAt })
      .from(subscriptions)
      .innerJoin(events, eq(events.id, subscriptions.eventId))
      .where(eq(subscriptions.userId, id))
      .orderBy(desc(events.date));
    // The one attendance (core memberAttendance), as the account card and the session report show it.
    const attended = new Set((await memberAttendance(ctx, { userId: id })).filter((row) => row.attended).map((row) => row.eventId));
    const data = onePageList({
      module: 'accountEvents',
      title: 'Webconfs',
      fields: [
        { id: 'id', label: 'ID', type: 'num', sortable: false },
        { id: 'eventTitle', label: 'Titre', type: 'text', sortable: false },
        { id: 'eventDate', label: 'Date', type: 'dateTime', sortable: false },
        { id: 'dateCreated', label: 'Inscription', type: 'dateTime', sortable: false },
        { id: 'attended', label: 'Présent', type: 'text', sortable: false },
      ],
      rows: rows.map((row) => ({
        id: row.id,
        eventTitle: row.title,
        eventDate: epochSecondsOf(row.date),
        dateCreated: epochSecondsOf(row.subscribedAt),
        attended: attended.has(row.id) ? 'Présent' : 'Non',
        readOnly: 1,
      })),
      sort: { field: 'eventDate', way: 'd' },
    });
    return { list: 'complete', data };
  },
});
