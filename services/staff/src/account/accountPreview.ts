import { desc, eq } from 'drizzle-orm';
import { jobLabelIn, type SiteVariant } from '@canal/contracts';
import { notFound, schema, type ServiceContext } from '@canal/service-core';
import { memberAttendance } from '@canal/domain';
import { ROLE_LABELS, STATUS_LABELS, type AccountStatus } from './accountOptions';

const { users, subscriptions, events } = schema;

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

/** Stars out of 5 for the share of past sessions attended; -1 when the account never subscribed. */
export function attendanceRank(subscribed: number, past: number, attended: number): number {
  if (subscribed === 0) return -1;
  if (past === 0) return 0;
  return Math.round((5 * attended) / past);
}

/**
 * The account's card: identity and access, then address, then its sessions with their attendance
 * (core memberAttendance, the figure the session report, the certificate and the exports show).
 */
export async function accountPreview(ctx: ServiceContext, accountId: number, variant: SiteVariant) {
  const [account] = await ctx.db.select().from(users).where(eq(users.id, accountId));
  if (!account) throw notFound('Ce compte n’existe pas ou plus.');
  const rows = await ctx.db
    .select({ id: events.id, title: events.title, date: events.date, durationMin: events.durationMin, attendedAt: subscriptions.attendedAt })
    .from(subscriptions)
    .innerJoin(events, eq(events.id, subscriptions.eventId))
    .where(eq(subscriptions.userId, accountId))
    .orderBy(desc(events.date));
  const figures = new Map((await memberAttendance(ctx, { userId: accountId })).map((row) => [row.eventId, row]));
  const now = ctx.now().getTime();
  const details = rows.map((row) => {
    const figure = figures.get(row.id);
    return {
      eventId: row.id,
      eventDate: epoch(row.date),
      eventTitle: row.title,
      attended: figure?.attended ? epoch(row.attendedAt ?? row.date) : null,
      minutes: figure?.minutes ?? 0,
    };
  });
  const past = rows.filter((row) => row.date.getTime() + row.durationMin * 60_000 < now).length;
  const attended = details.filter((detail) => detail.attended !== null).length;
  return {
    previewAccount: {
      labels: [
        { id: 'accountName', name: 'Nom' },
        { id: 'accountEmail', name: 'Email' },
        { id: 'accountJob', name: 'Profession' },
        { id: 'accountJobPrecision', name: 'Numéro ou précision' },
        { id: 'accountDirectoryVerdict', name: 'Annuaire RPPS' },
        { id: 'accountRole', name: 'Rôle' },
        { id: 'accountStatus', name: 'Statut' },
        { id: 'dateCreated', name: 'Inscription' },
      ],
      data: {
        accountName: [account.firstname, account.lastname].filter(Boolean).join(' '),
        accountEmail: account.email,
        accountJob: account.job ? jobLabelIn(variant, account.job) : '',
        accountJobPrecision: account.jobPrecision ?? '',
        accountDirectoryVerdict: account.directoryVerdict ?? '',
        accountRole: ROLE_LABELS[account.role] ?? account.role,
        accountStatus: STATUS_LABELS[account.status as AccountStatus] ?? account.status,
        dateCreated: String(epoch(account.createdAt)),
      },
    },
    previewAddress: {
      labels: [
        { id: 'accountCity', name: 'Ville' },
        { id: 'accountCell', name: 'Téléphone portable' },
        { id: 'accountUniverse', name: 'Univers' },
      ],
      data: { accountCity: account.city ?? '', accountCell: account.cell ?? '', accountUniverse: account.universe ?? '' },
    },
    subscriptions: { rank: attendanceRank(rows.length, past, attended), details },
  };
}
