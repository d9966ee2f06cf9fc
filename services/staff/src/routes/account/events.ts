import { desc, eq } from 'drizzle-orm';
import { staffApi, type ListData } from '@canal/contracts';
import { defineRoute, notFound, schema } from '@canal/service-core';

const { events, subscriptions, users } = schema;

const epoch = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

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
      .select({ id: events.id, title: events.title, date: events.date, subscribedAt: subscriptions.createdAt, attendedAt: subscriptions.attendedAt })
      .from(subscriptions)
      .innerJoin(events, eq(events.id, subscriptions.eventId))
      .where(eq(subscriptions.userId, id))
      .orderBy(desc(events.date));
    const data: ListData = {
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
        eventDate: epoch(row.date),
        dateCreated: epoch(row.subscribedAt),
        attended: row.attendedAt ? 'Présent' : 'Non',
        readOnly: 1,
      })),
      actions: [],
      filters: [],
      apparence: {},
      linkMap: {},
      pagination: { currentPage: 1, pageCount: rows.length ? 1 : 0, pageLimit: Math.max(rows.length, 1), total: rows.length },
      sort: { field: 'eventDate', way: 'd' },
      addUrl: null,
      exportUrl: null,
      subPanel: null,
      autoReload: null,
    };
    return { list: 'complete', data };
  },
});
