import { eq } from 'drizzle-orm';
import { privacyApi } from '@canal/contracts';
import { recordLastContact, schema, type ServiceContext } from '@canal/service-core';
import { makeMemberFootprint, makeStage } from '@canal/service-core/testing';
import { staticPage } from '@canal/domain';
import { makeAccount, openEmptyTestApp, type TestApp } from '../testSupport';
import { RETENTION_WARNING_DAYS, RETENTION_YEARS, retentionByMonth, runRetention } from './retention';

const PUBLIC_URL = 'https://canal-pneumo.example.fr';
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp({ PUBLIC_URL });
});
afterAll(() => t.database.close());

/** The service as it runs at `date`: the test moves the clock, nothing else. */
const at = (date: Date): ServiceContext => ({ ...t.ctx, now: () => date });
/** `years` calendar years after `date` (3 years after 2026-11-20 is 2029-11-20), plus `ms`. */
const yearsAfter = (date: Date, years: number, ms = 0) => {
  const moved = new Date(date);
  moved.setUTCFullYear(moved.getUTCFullYear() + years);
  return new Date(moved.getTime() + ms);
};
const account = async (id: number) => (await t.ctx.db.select().from(schema.users).where(eq(schema.users.id, id)))[0];
const mailsTo = (email: string) => t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email));

describe('retention: the privacy page’s promise of three years after the last contact', () => {
  it('is the promise the privacy page makes', () => {
    const page = staticPage('confidentiality', { sessionHours: 24 }).content;
    expect(page).toContain('trois ans après le dernier contact');
    expect(page).toContain('un e-mail vous prévient trente jours avant, puis le compte est anonymisé');
    expect([RETENTION_YEARS, RETENTION_WARNING_DAYS]).toEqual([3, 30]);
  });

  it('warns once 30 days before the mark, anonymises at the mark, keeps attendance without the identity', async () => {
    // Alone in its database at each step: the counts below are this member's.
    const lastContact = t.seededAt;
    const member = await makeAccount(t.ctx, 'member', { firstname: 'Paul', lastname: 'Girard', city: 'Lyon', lastContactAt: lastContact });
    const stage = await makeStage(t.ctx);
    await makeMemberFootprint(t.ctx, member.id, stage, 'retention');
    const mark = yearsAfter(lastContact, 3);

    // A day before the warning: nothing.
    expect(await runRetention(at(new Date(mark.getTime() - 31 * DAY)))).toEqual({ anonymised: 0, warned: 0 });
    expect(await mailsTo(member.email)).toEqual([]);

    // 30 days before the mark: one warning mail, which says when and how to keep the account.
    expect(await runRetention(at(new Date(mark.getTime() - 29 * DAY)))).toEqual({ anonymised: 0, warned: 1 });
    const [warning] = await mailsTo(member.email);
    expect(warning.subject).toBe('Votre compte Canal Pneumo sera bientôt anonymisé');
    expect(warning.text).toContain('Bonjour Paul Girard,');
    expect(warning.text).toContain('votre compte sera anonymisé le 20 novembre 2029 à 11h00 (heure de Paris)');
    expect(warning.text).toContain(`${PUBLIC_URL}/login`);
    expect(warning.headers).toEqual({});
    // Remembered: the next nights do not mail again.
    expect(await runRetention(at(new Date(mark.getTime() - 10 * DAY)))).toEqual({ anonymised: 0, warned: 0 });
    expect(await mailsTo(member.email)).toHaveLength(1);

    // Just before the mark the account is still there.
    expect(await runRetention(at(new Date(mark.getTime() - 3600_000)))).toEqual({ anonymised: 0, warned: 0 });
    expect((await account(member.id)).status).toBe('active');

    // At the mark: anonymised as a confirmed deletion is; the attendance proof stays, naming nobody.
    expect(await runRetention(at(new Date(mark.getTime() + 3600_000)))).toEqual({ anonymised: 1, warned: 0 });
    const erased = await account(member.id);
    expect(erased).toMatchObject({
      status: 'deleted',
      email: `deleted-${member.id}@invalid`,
      firstname: '',
      lastname: privacyApi.DELETED_ACCOUNT_NAME,
      city: null,
      optins: {},
    });
    const kept = await t.ctx.db.select().from(schema.attendance).where(eq(schema.attendance.userId, member.id));
    expect(kept).toHaveLength(1);
    expect(await t.ctx.db.select().from(schema.optinChanges).where(eq(schema.optinChanges.userId, member.id))).toEqual([]);
    expect(await runRetention(at(new Date(mark.getTime() + 2 * DAY)))).toEqual({ anonymised: 0, warned: 0 });

    // Staff see the month's counts (Paris months), without names.
    const months = await retentionByMonth(at(new Date(mark.getTime() + 2 * DAY)), 3);
    expect(months).toEqual([
      { month: '2029-09', warned: 0, anonymised: 0 },
      { month: '2029-10', warned: 1, anonymised: 0 },
      { month: '2029-11', warned: 0, anonymised: 1 },
    ]);
  });

  it('a contact after the warning (a login, the room, a replay) keeps the account and a later warning is sent again', async () => {
    const lastContact = new Date(t.seededAt.getTime() + 400 * DAY);
    const member = await makeAccount(t.ctx, 'member', { lastContactAt: lastContact });
    const mark = yearsAfter(lastContact, 3);
    expect((await runRetention(at(new Date(mark.getTime() - 20 * DAY)))).warned).toBe(1);
    const back = new Date(mark.getTime() - 5 * DAY);
    await recordLastContact(at(back), member.id);
    expect(await account(member.id)).toMatchObject({ lastContactAt: back, retentionWarnedAt: null });
    expect(await runRetention(at(new Date(mark.getTime() + DAY)))).toEqual({ anonymised: 0, warned: 0 });
    expect((await account(member.id)).status).toBe('active');
    // Three years after that contact, the same cycle again.
    expect(await runRetention(at(yearsAfter(back, 3, -DAY)))).toEqual({ anonymised: 0, warned: 1 });
    expect(await runRetention(at(yearsAfter(back, 3, DAY)))).toEqual({ anonymised: 1, warned: 0 });
  });

  it('records the last contact at most once a day', async () => {
    const member = await makeAccount(t.ctx, 'member', { lastContactAt: t.seededAt });
    await recordLastContact(at(new Date(t.seededAt.getTime() + 3600_000)), member.id);
    expect((await account(member.id)).lastContactAt).toEqual(t.seededAt);
    const nextDay = new Date(t.seededAt.getTime() + DAY + 60_000);
    await recordLastContact(at(nextDay), member.id);
    expect((await account(member.id)).lastContactAt).toEqual(nextDay);
  });

  it('leaves the team’s accounts (speakers, staff, admins) to the team', async () => {
    const old = new Date(t.seededAt.getTime() - 4 * 365 * DAY);
    const team = await Promise.all((['speaker', 'mod', 'admin'] as const).map((kind) => makeAccount(t.ctx, kind, { lastContactAt: old })));
    await runRetention(at(t.seededAt));
    for (const row of team) expect(await account(row.id)).toMatchObject({ status: row.status, email: row.email, retentionWarnedAt: null });
  });
});
