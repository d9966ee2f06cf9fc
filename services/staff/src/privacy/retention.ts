import { and, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import { formatMailDate } from '@canal/contracts';
import { defineJob, inTransaction, schema, type ServiceContext } from '@canal/service-core';
import { anonymiseAccount } from './anonymiseAccount';

const { users, retentionEvents } = schema;

/**
 * How long a member's account is kept after their last contact (login, live room, opened replay or
 * podcast: core recordLastContact), as the privacy page promises; the warning goes this many days
 * before. The README beside this file says what is kept.
 */
export const RETENTION_YEARS = 3;
export const RETENTION_WARNING_DAYS = 30;
/** Accounts handled per run and step: a backlog (the first run after a migration) is spread over nights. */
const BATCH = 500;

/** The moment `years` years before `at`, in calendar years (PostgreSQL's own interval arithmetic). */
const yearsBefore = (at: Date, years: number) => sql<Date>`(${at.toISOString()}::timestamptz - make_interval(years => ${years}))`;

function warningMail(ctx: ServiceContext, to: { email: string; firstname: string; lastname: string }, mark: Date) {
  const name = [to.firstname, to.lastname].filter(Boolean).join(' ');
  return {
    to: to.email,
    subject: 'Votre compte Canal Pneumo sera bientôt anonymisé',
    text: [
      name ? `Bonjour ${name},` : 'Bonjour,',
      '',
      `Nous ne vous avons pas vu sur Canal Pneumo depuis bientôt ${RETENTION_YEARS} ans. Comme le promet notre politique de confidentialité, votre compte sera anonymisé le ${formatMailDate(mark)} (heure de Paris) : vos informations personnelles seront effacées et vous ne pourrez plus vous connecter.`,
      '',
      `Pour garder votre compte, il suffit de vous connecter avant cette date : ${ctx.config.PUBLIC_URL}/login`,
      '',
      'Vous recevez cet e-mail de service parce que vous avez un compte sur Canal Pneumo ; il ne dépend d’aucun consentement.',
      '',
      "L'équipe Canal Pneumo",
    ].join('\n'),
  };
}

/** Members past the mark are anonymised (the anonymiser of a confirmed deletion); answers how many. */
async function anonymiseExpired(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const due = await ctx.db
    .select({ id: users.id, limit: yearsBefore(now, RETENTION_YEARS) })
    .from(users)
    .where(and(eq(users.role, 'member'), ne(users.status, 'deleted'), lte(users.lastContactAt, yearsBefore(now, RETENTION_YEARS))))
    .orderBy(users.lastContactAt)
    .limit(BATCH);
  let anonymised = 0;
  for (const account of due) {
    const done = await anonymiseAccount(ctx, account.id, {
      lastContactBefore: new Date(account.limit),
      within: async (tx) => void (await tx.db.insert(retentionEvents).values({ kind: 'anonymised', at: now })),
    });
    if (done) anonymised += 1;
  }
  return anonymised;
}

/** Members within RETENTION_WARNING_DAYS of the mark, not yet warned, get one mail (remembered on the account). */
async function warnSoonExpired(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const inWarningDays = new Date(now.getTime() + RETENTION_WARNING_DAYS * 86_400_000);
  const due = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'member'),
        ne(users.status, 'deleted'),
        isNull(users.retentionWarnedAt),
        lte(users.lastContactAt, yearsBefore(inWarningDays, RETENTION_YEARS)),
      ),
    )
    .orderBy(users.lastContactAt)
    .limit(BATCH);
  let warned = 0;
  for (const { id } of due) {
    const sent = await inTransaction(ctx, async (tx) => {
      // Claimed in the transaction that writes the mail: a second run (or process) finds it warned.
      const [claimed] = await tx.db
        .update(users)
        .set({ retentionWarnedAt: now })
        .where(and(eq(users.id, id), isNull(users.retentionWarnedAt), ne(users.status, 'deleted')))
        .returning({
          email: users.email,
          firstname: users.firstname,
          lastname: users.lastname,
          mark: sql<string>`${users.lastContactAt} + make_interval(years => ${RETENTION_YEARS})`,
        });
      if (!claimed) return false;
      await tx.outbox.send(warningMail(tx, claimed, new Date(claimed.mark)));
      await tx.db.insert(retentionEvents).values({ kind: 'warned', at: now });
      return true;
    });
    if (sent) warned += 1;
  }
  return warned;
}

/** One run of the retention: anonymise the accounts past the mark, then warn those close to it. */
export async function runRetention(ctx: ServiceContext): Promise<{ anonymised: number; warned: number }> {
  const anonymised = await anonymiseExpired(ctx);
  const warned = await warnSoonExpired(ctx);
  return { anonymised, warned };
}

/** Every night. */
export const retentionJob = defineJob({
  name: 'staff:retention',
  schedule: '23 4 * * *',
  async run(ctx) {
    const done = await runRetention(ctx);
    if (done.anonymised + done.warned > 0) ctx.logger.info('retention', done);
  },
});

/** Warnings and anonymisations per month (Paris), the last `months` months, oldest first, months without any included. */
export async function retentionByMonth(ctx: ServiceContext, months: number): Promise<{ month: string; warned: number; anonymised: number }[]> {
  const now = ctx.now();
  const monthOf = sql<string>`to_char(${retentionEvents.at} at time zone 'Europe/Paris', 'YYYY-MM')`;
  const rows = await ctx.db
    .select({ month: monthOf, kind: retentionEvents.kind, total: sql<number>`count(*)::int` })
    .from(retentionEvents)
    .where(sql`${retentionEvents.at} >= ${now.toISOString()}::timestamptz - make_interval(months => ${months + 1})`)
    .groupBy(monthOf, retentionEvents.kind);
  const parisMonth = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' }).format(date).slice(0, 7);
  const [year, month] = parisMonth(now).split('-').map(Number);
  const list: { month: string; warned: number; anonymised: number }[] = [];
  for (let back = months - 1; back >= 0; back -= 1) {
    const date = new Date(Date.UTC(year, month - 1 - back, 15));
    const key = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    const count = (kind: string) => rows.find((row) => row.month === key && row.kind === kind)?.total ?? 0;
    list.push({ month: key, warned: count('warned'), anonymised: count('anonymised') });
  }
  return list;
}
