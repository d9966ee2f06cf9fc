import { count, eq, sql } from 'drizzle-orm';
import { accountSearchDocument } from '../../account/accountSql';
import { listResponseSchema, type ListResponse, type ListRow } from '@canal/contracts';
import { schema } from '@canal/service-core';
import type { TestSession } from '@canal/service-core/testing';
import { ADMIN, BUADM, INVIT, MEMBER, MOD, getAs, login, openTestApp, userByEmail, type TestApp } from '../../testSupport';

let t: TestApp;
let admin: TestSession;
let buadm: TestSession;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.ctx, ADMIN);
  buadm = await login(t.ctx, BUADM);
  // Spread the creation dates so that sorting and the month filter mean something.
  const { users } = schema;
  await t.ctx.db.update(users).set({ createdAt: new Date('2026-09-15T10:00:00Z') }).where(eq(users.email, MEMBER));
  await t.ctx.db.update(users).set({ createdAt: new Date('2025-03-01T10:00:00Z') }).where(eq(users.email, 'interne.petit@exemple.fr'));
  await t.ctx.db.update(users).set({ status: 'blocked' }).where(eq(users.email, 'pharmacie.bernard@exemple.fr'));
  await t.ctx.db.update(users).set({ status: 'pending' }).where(eq(users.email, 'infirmier.durand@exemple.fr'));
});
afterAll(() => t.database.close());

async function list(query: string, session = admin): Promise<ListResponse> {
  const response = await getAs(t.app, session, `/api/account/list${query}`).expect(200);
  return listResponseSchema.parse(response.body);
}

const emails = (rows: ListRow[]) => rows.map((row) => row.accountEmail);

describe('GET /api/account/list', () => {
  it("answers the spec's list response, the id column first", async () => {
    const { list: status, data } = await list('');
    expect(status).toBe('complete');
    expect(data.title).toBe('Professionnels de santé');
    expect(data.fields.map((field) => field.id)).toEqual([
      'id',
      'accountAvatar',
      'accountLastname',
      'accountFirstname',
      'accountEmail',
      'accountJob',
      'accountRole',
      'accountStatus',
      'dateCreated',
    ]);
    expect(data.pagination).toEqual({ currentPage: 1, pageCount: 1, pageLimit: 25, total: 11 });
    const martin = data.rows.find((row) => row.accountEmail === MEMBER);
    expect(martin).toMatchObject({ accountAvatar: 'CM', accountLastname: 'Martin', accountJob: 'Médecin', accountRole: 'Membre', accountStatus: 'active', readOnly: 0 });
    expect(martin?.dateCreated).toBe(Math.floor(new Date('2026-09-15T10:00:00Z').getTime() / 1000));
    expect(data.subPanel).toEqual({ title: 'Webconfs', url: '/api/account/events' });
    expect(data.actions.map((action) => action.name)).toEqual(['edit', 'delete']);
  });

  it('marks blocked and pending rows with a class, and read-only rows', async () => {
    const { data } = await list('');
    const idOf = async (email: string) => String((await userByEmail(t.ctx, email)).id);
    expect(data.apparence[await idOf('pharmacie.bernard@exemple.fr')]).toBe('row-blocked');
    expect(data.apparence[await idOf('infirmier.durand@exemple.fr')]).toBe('row-pending');
    expect(data.rows.find((row) => row.accountEmail === ADMIN)?.readOnly).toBe(1);
    const asBuadm = await list('', buadm);
    expect(asBuadm.data.rows.find((row) => row.accountEmail === ADMIN)?.readOnly).toBe(1);
    expect(asBuadm.data.rows.find((row) => row.accountEmail === MEMBER)?.readOnly).toBe(0);
  });

  it("offers 'Ajouter' to admin only, and the export to admin and buadm", async () => {
    expect((await list('')).data.addUrl).toBe('/staff/account/edit');
    expect((await list('', buadm)).data.addUrl).toBeNull();
    expect((await list('', buadm)).data.exportUrl).toBe('/api/account/export');
    expect((await list('', await login(t.ctx, INVIT))).data.exportUrl).toBeNull();
  });

  it('pages in SQL', async () => {
    const first = await list('?pl=10&sf=id&sw=a');
    const second = await list('?pl=10&pp=2&sf=id&sw=a');
    expect(first.data.rows).toHaveLength(10);
    expect(second.data.rows).toHaveLength(1);
    expect(second.data.pagination).toEqual({ currentPage: 2, pageCount: 2, pageLimit: 10, total: 11 });
    const ids = [...first.data.rows, ...second.data.rows].map((row) => row.id);
    expect(new Set(ids).size).toBe(11);
    expect((await list('?pl=10&pp=3')).data.rows).toEqual([]);
  });

  it('sorts ascending and descending on a declared column', async () => {
    const ascending = emails((await list('?sf=accountLastname&sw=a')).data.rows);
    const descending = emails((await list('?sf=accountLastname&sw=d')).data.rows);
    expect(descending).toEqual([...ascending].reverse());
    const names = (await list('?sf=accountLastname&sw=a')).data.rows.map((row) => String(row.accountLastname));
    expect(names[0]).toBe('Admin');
    expect((await list('?sf=dateCreated&sw=a')).data.rows[0].accountEmail).toBe('interne.petit@exemple.fr');
  });

  it('takes % and _ in a search as themselves, not as wildcards', async () => {
    expect((await list('?q=%25')).data.rows).toEqual([]);
    expect((await list('?q=_')).data.rows).toEqual([]);
  });

  it('searches through the trigram index (the search expression is the index itself)', async () => {
    const plan = await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return JSON.stringify(await tx.execute(sql`explain select ${schema.users.id} from ${schema.users} where ${accountSearchDocument} like ${'%mart%'}`));
    });
    expect(plan).toContain('users_search_trgm');
  });

  it('filters by text whatever the case, over names, e-mail and the profession and role labels', async () => {
    expect(emails((await list('?q=Martin')).data.rows)).toEqual([MEMBER]);
    expect((await list('?q=martin')).data.rows.map((row) => row.accountEmail)).toEqual([MEMBER]);
    expect(emails((await list('?q=MARTIN')).data.rows)).toEqual([MEMBER]);
    expect(emails((await list('?q=Pharmacien')).data.rows)).toEqual(['pharmacie.bernard@exemple.fr']);
    expect((await list('?q=%20%20')).data.pagination.total).toBe(11);
    const search = (await list('?q=Martin')).data.filters.find((filter) => filter.filter_alias === 'q');
    expect(search).toMatchObject({ filter_type: 'Search', filter_value: 'Martin' });
  });

  it('filters by status and job (Select), also as ff/fv, and resets', async () => {
    expect(emails((await list('?status=blocked')).data.rows)).toEqual(['pharmacie.bernard@exemple.fr']);
    expect(emails((await list('?ff=status&fv=pending')).data.rows)).toEqual(['infirmier.durand@exemple.fr']);
    expect((await list('?job=md&sf=id&sw=a')).data.rows.map((row) => row.accountEmail)).toEqual([
      'orateur@canal-pneumo.fr',
      MEMBER,
      'nouveau.optins@exemple.fr',
    ]);
    expect((await list('?status=reset')).data.pagination.total).toBe(11);
    expect((await list('?status=active&job=md')).data.pagination.total).toBe(3);
  });

  it('filters by creation month (MonthYear, Paris time) and offers the years', async () => {
    expect(emails((await list('?created=2026-09')).data.rows)).toEqual([MEMBER]);
    expect(emails((await list('?created=2025-3')).data.rows)).toEqual(['interne.petit@exemple.fr']);
    const filter = (await list('')).data.filters.find((candidate) => candidate.filter_alias === 'created');
    expect(filter?.filter_years).toEqual([2026, 2025]);
  });

  it('filters by webconf (SelectAsync) from its own options URL', async () => {
    const options = await getAs(t.app, admin, '/api/account/filter/event?q=BPCO').expect(200);
    const found = options.body as { status: string; data: { options: Array<{ text: string; value: string }> } };
    expect(found.status).toBe('ok');
    expect(found.data.options.length).toBeGreaterThan(0);
    expect(found.data.options.length).toBeLessThanOrEqual(20);
    const [subscription] = await t.ctx.db.select().from(schema.subscriptions).limit(1);
    const { data } = await list(`?event=${subscription.eventId}`);
    const subscribers = await t.ctx.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.eventId, subscription.eventId));
    expect(data.rows.map((row) => row.id).sort()).toEqual(subscribers.map((row) => row.userId).sort());
  });

  describe('refuses bad queries with a French 400 and writes nothing', () => {
    it.each([
      ['?pp=-1', 'Numéro de page invalide'],
      ['?pp=0', 'Numéro de page invalide'],
      ['?pp=abc', 'Numéro de page invalide'],
      ['?pl=7', 'Nombre de lignes par page invalide'],
      ['?sf=password_hash', 'Tri impossible'],
      ['?sf=accountAvatar', 'Tri impossible'],
      ['?sw=x', 'Sens de tri invalide'],
      ['?status=archived', 'Valeur inconnue pour le filtre « Statut »'],
      ['?created=2026-13', 'Mois invalide'],
      ['?ff=nope&fv=1', 'Filtre inconnu'],
      ['?ff=status', 'Filtre incomplet'],
      ['?pp=1&pp=2', 'une seule valeur'],
      ['?hack=1', 'Paramètre inconnu'],
      ['?q=(10,000 characters)', 'Valeur de filtre trop longue'],
      ['?ff=q&fv=(10,000 characters)', 'Valeur de filtre trop longue'],
    ])('%s', async (shown, message) => {
      const query = shown.replace('(10,000 characters)', 'x'.repeat(10_000));
      const [before] = await t.ctx.db.select({ total: count() }).from(schema.users);
      const response = await getAs(t.app, admin, `/api/account/list${query}`).expect(400);
      expect(String(response.body.log)).toContain(message);
      expect(JSON.stringify(response.body)).not.toMatch(/at .*\.ts/);
      const [after] = await t.ctx.db.select({ total: count() }).from(schema.users);
      expect(after.total).toBe(before.total);
    });
  });

  it('is for admin, buadm, buadmCtr and invit only', async () => {
    await getAs(t.app, buadm, '/api/account/list').expect(200);
    await getAs(t.app, await login(t.ctx, INVIT), '/api/account/list').expect(200);
    await getAs(t.app, await login(t.ctx, MOD), '/api/account/list').expect(403);
    await getAs(t.app, await login(t.ctx, MEMBER), '/api/account/list').expect(403);
    await getAs(t.app, await login(t.ctx, null), '/api/account/list').expect(401);
  });
});
