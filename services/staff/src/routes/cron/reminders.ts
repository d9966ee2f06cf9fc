import { and, asc, count, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { staffApi } from '@canal/contracts';
import { defineRoute, likeContaining, schema } from '@canal/service-core';

const { eventReminders, events, users } = schema;

/**
 * GET /api/_cron/reminders (admin, read-only): the reminder e-mails planned and not sent yet, soonest
 * first, 50 a page, so that staff running a session can check its audience will be reminded
 * (E-mails > 'Envois programmés'). A postponed session's rows are left out, as sendDueReminders
 * skips them; a cancelled (deleted) session's went with it. A row whose moment passed but that the
 * scheduler has not claimed yet is still shown: it is about to go out, or to be dropped as stale.
 * The e-mail filter matches any part of the address, in any case, its % and _ taken literally. The
 * sessions that have reminders come with every page, unfiltered, for the session picker.
 */
export const cronReminders = defineRoute(staffApi.plannedReminders)({
  access: 'admin',
  async handle({ ctx, input }) {
    const page = input.page ?? 1;
    const text = input.email?.trim().toLowerCase();
    const plannedOnly: SQL[] = [isNull(eventReminders.sentAt), ne(events.state, 'delayed')];
    const conditions = [...plannedOnly];
    if (input.session !== undefined) conditions.push(eq(eventReminders.eventId, input.session));
    if (text) conditions.push(sql`lower(${users.email}) like ${likeContaining(text)}`);
    const where = and(...conditions);

    const sessions = await ctx.db
      .selectDistinct({ id: events.id, title: events.title, date: events.date })
      .from(eventReminders)
      .innerJoin(events, eq(events.id, eventReminders.eventId))
      .where(and(...plannedOnly))
      .orderBy(asc(events.date), asc(events.id));
    const [{ total }] = await ctx.db
      .select({ total: count() })
      .from(eventReminders)
      .innerJoin(events, eq(events.id, eventReminders.eventId))
      .innerJoin(users, eq(users.id, eventReminders.userId))
      .where(where);
    const rows = await ctx.db
      .select({
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
        sessionId: events.id,
        sessionTitle: events.title,
        sessionDate: events.date,
        kind: eventReminders.kind,
        dueAt: eventReminders.dueAt,
      })
      .from(eventReminders)
      .innerJoin(events, eq(events.id, eventReminders.eventId))
      .innerJoin(users, eq(users.id, eventReminders.userId))
      .where(where)
      .orderBy(asc(eventReminders.dueAt), asc(users.email), asc(eventReminders.eventId), asc(eventReminders.kind))
      .limit(staffApi.REMINDERS_PAGE_SIZE)
      .offset((page - 1) * staffApi.REMINDERS_PAGE_SIZE);

    return {
      reminders: 'complete',
      data: {
        rows: rows.map((row) => ({
          email: row.email,
          name: [row.firstname, row.lastname].filter(Boolean).join(' '),
          sessionId: row.sessionId,
          sessionTitle: row.sessionTitle,
          sessionDate: row.sessionDate.toISOString(),
          kind: row.kind,
          dueAt: row.dueAt.toISOString(),
        })),
        total,
        page,
        pageSize: staffApi.REMINDERS_PAGE_SIZE,
        sessions: sessions.map((session) => ({ id: session.id, title: session.title, date: session.date.toISOString() })),
      },
    };
  },
});
