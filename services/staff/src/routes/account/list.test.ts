import { count, sql } from 'drizzle-orm';
import { accountSearchDocument } from '../../account/accountSql';
import { listResponseSchema, type ListResponse, type ListRow } from '@canal/contracts';
import { schema } from '@canal/service-core';
import { makeEvent, makeSubscription, type TestSession, type UserRow } from '@canal/service-core/testing';
import { getAs, login, makeAccount, openEmptyTestApp, type TestApp } from '../../testSupport';

let t: TestApp;
let admin: TestSession;
let buadm: TestSession;

/** The eleven accounts every test of this file reads (none of them changes one), made in this order. */
let people: Record<'admin' | 'buadm' | 'buadmCtr' | 'mod' | 'invit' | 'speaker' | 'martin' | 'durand' | 'bernard' | 'petit' | 'lambert', UserRow>;
let MEMBER: string;
const TOTAL = 11;
let bpcoSession: number;

beforeAll(async () => {
  t = await openEmptyTestApp();
  people = {
    admin: await makeAccount(t.ctx, 'admin', { firstname: 'Alice', lastname: 'Admin' }),
    buadm: await makeAccount(t.ctx, 'buadm', { firstname: 'Bruno', lastname: 'Lefèvre' }),
    buadmCtr: await makeAccount(t.ctx, 'buadmCtr', { firstname: 'Carole', lastname: 'Moreau' }),
    mod: await makeAccount(t.ctx, 'mod', { firstname: 'Marc', lastname: 'Girard' }),
    invit: await makeAccount(t.ctx, 'invit', { firstname: 'Inès', lastname: 'Roux' }),
    speaker: await makeAccount(t.ctx, 'speaker', { firstname: 'Paul', lastname: 'Chevalier', job: 'md' }),
    // Creation dates spread so that sorting and the month filter mean something.
    martin: await makeAccount(t.ctx, 'member', { firstname: 'Claire', lastname: 'Martin', job: 'md', createdAt: new Date('2026-09-15T10:00:00Z') }),
    durand: await makeAccount(t.ctx, 'member', {
      firstname: 'Julien',
      lastname: 'Durand',
      job: 'in',
      status: 'pending',
      jobPrecision: '751234567',
      directoryVerdict: 'ADELI inconnu',
    }),
    bernard: await makeAccount(t.ctx, 'member', { firstname: 'Sophie', lastname: 'Bernard', job: 'ph', status: 'blocked' }),
    petit: await makeAccount(t.ctx, 'member', { firstname: 'Lucas', lastname: 'Petit', job: 'int', createdAt: new Date('2025-03-01T10:00:00Z') }),
    lambert: await makeAccount(t.ctx, 'member', { firstname: 'Hugo', lastname: 'Lambert', job: 'md', jobPrecision: '10101234567' }),
  };
  MEMBER = people.martin.email;
  admin = await login(t.ctx, people.admin.email);
  buadm = await login(t.ctx, people.buadm.email);
  const bpco = await makeEvent(t.ctx, { title: 'BPCO : prévenir et traiter les exacerbations' });
  const asthme = await makeEvent(t.ctx, { title: 'Asthme sévère : place des biothérapies' });
  await makeSubscription(t.ctx, people.martin.id, bpco.id);
  await makeSubscription(t.ctx, people.durand.id, bpco.id);
  await makeSubscription(t.ctx, people.martin.id, asthme.id);
  bpcoSession = bpco.id;
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
      'accountLastname',
      'accountFirstname',
      'accountEmail',
      'accountJob',
      'accountRegistryNumber',
      'accountDirectoryVerdict',
      'accountRole',
      'accountStatus',
      'dateCreated',
    ]);
    expect(data.pagination).toEqual({ currentPage: 1, pageCount: 1, pageLimit: 25, total: TOTAL });
    const martin = data.rows.find((row) => row.accountEmail === MEMBER);
    expect(martin).toMatchObject({
      accountLastname: 'Martin',
      accountJob: 'Médecin',
      accountRole: 'Membre',
      accountStatus: 'active',
      readOnly: 0,
    });
    expect(martin?.dateCreated).toBe(Math.floor(new Date('2026-09-15T10:00:00Z').getTime() / 1000));
    expect(data.subPanel).toEqual({ title: 'Webconfs', url: '/api/account/events' });
    expect(data.actions.map((action) => action.name)).toEqual(['activate', 'preview', 'edit', 'delete']);
  });

  it('shows the RPPS or ADELI number, finds an account by it, and offers « Activer » on pending rows to those who change statuses', async () => {
    const { data } = await list('');
    const numberOf = (email: string) => data.rows.find((row) => row.accountEmail === email)?.accountRegistryNumber;
    expect(data.fields.find((field) => field.id === 'accountRegistryNumber')?.label).toBe('N° RPPS / ADELI');
    expect([numberOf(people.lambert.email), numberOf(people.durand.email), numberOf(MEMBER)]).toEqual(['10101234567', '751234567', '']);
    expect(emails((await list('?q=10101234567')).data.rows)).toEqual([people.lambert.email]);
    // Why a doctor waits, beside the number: the directory's verdict kept at registration.
    expect(data.fields.find((field) => field.id === 'accountDirectoryVerdict')?.label).toBe('Annuaire');
    expect(data.rows.find((row) => row.accountEmail === people.durand.email)?.accountDirectoryVerdict).toBe('ADELI inconnu');

    const activate = data.actions.find((action) => action.name === 'activate');
    expect(activate).toMatchObject({ title: 'Activer', bulk: 'activate', onlyWhen: { field: 'accountStatus', values: ['pending'] } });
    expect(activate?.confirm).toMatch(/^Activer ce compte \?/);
    expect(data.bulkActions?.map((action) => action.name)).toContain('activate');
    expect((await list('', buadm)).data.actions.map((action) => action.name)).toContain('activate');
    const controller = await login(t.ctx, people.buadmCtr.email);
    expect((await list('', controller)).data.actions.map((action) => action.name)).not.toContain('activate');
  });

  it('marks blocked and pending rows with a class, and read-only rows', async () => {
    const { data } = await list('');
    expect(data.apparence[String(people.bernard.id)]).toBe('row-blocked');
    expect(data.apparence[String(people.durand.id)]).toBe('row-pending');
    expect(Object.keys(data.apparence)).toHaveLength(2);
    expect(data.rows.find((row) => row.accountEmail === people.admin.email)?.readOnly).toBe(1);
    const asBuadm = await list('', buadm);
    expect(asBuadm.data.rows.find((row) => row.accountEmail === people.admin.email)?.readOnly).toBe(1);
    expect(asBuadm.data.rows.find((row) => row.accountEmail === MEMBER)?.readOnly).toBe(0);
  });

  it("offers 'Ajouter' to admin only, and the export to admin and buadm", async () => {
    expect((await list('')).data.addUrl).toBe('/staff/account/edit');
    expect((await list('', buadm)).data.addUrl).toBeNull();
    expect((await list('', buadm)).data.exportUrl).toBe('/api/account/export');
    expect((await list('', await login(t.ctx, people.invit.email))).data.exportUrl).toBeNull();
  });

  it('pages in SQL', async () => {
    const first = await list('?pl=10&sf=id&sw=a');
    const second = await list('?pl=10&pp=2&sf=id&sw=a');
    expect(first.data.rows).toHaveLength(10);
    expect(second.data.rows).toHaveLength(1);
    expect(second.data.pagination).toEqual({ currentPage: 2, pageCount: 2, pageLimit: 10, total: TOTAL });
    const ids = [...first.data.rows, ...second.data.rows].map((row) => row.id);
    expect(ids).toEqual(Object.values(people).map((person) => person.id));
    expect((await list('?pl=10&pp=3')).data.rows).toEqual([]);
  });

  it('sorts ascending and descending on a declared column', async () => {
    const ascending = emails((await list('?sf=accountLastname&sw=a')).data.rows);
    const descending = emails((await list('?sf=accountLastname&sw=d')).data.rows);
    expect(descending).toEqual([...ascending].reverse());
    const names = (await list('?sf=accountLastname&sw=a')).data.rows.map((row) => String(row.accountLastname));
    expect(names[0]).toBe('Admin');
    expect((await list('?sf=dateCreated&sw=a')).data.rows[0].accountEmail).toBe(people.petit.email);
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

  it('reads its default page and its first year from the index on the sign-up date, never sorting the table', async () => {
    const explain = (query: ReturnType<typeof sql>) =>
      t.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return JSON.stringify(await tx.execute(sql`explain ${query}`));
      });
    const { users } = schema;
    const page = await explain(sql`select ${users.id}, ${users.email} from ${users} order by ${users.createdAt} desc, ${users.id} desc limit 20 offset 0`);
    expect(page).toMatch(/Index Scan Backward using users_created_id/);
    expect(page).not.toContain('Sort');
    expect(await explain(sql`select min(${users.createdAt}) from ${users}`)).toMatch(/Index (Only )?Scan using users_created_id/);
  });

  it('filters by text whatever the case, over names, e-mail and the profession and role labels', async () => {
    expect(emails((await list('?q=Martin')).data.rows)).toEqual([MEMBER]);
    expect((await list('?q=martin')).data.rows.map((row) => row.accountEmail)).toEqual([MEMBER]);
    expect(emails((await list('?q=MARTIN')).data.rows)).toEqual([MEMBER]);
    expect(emails((await list('?q=Pharmacien')).data.rows)).toEqual([people.bernard.email]);
    expect((await list('?q=%20%20')).data.pagination.total).toBe(TOTAL);
    const search = (await list('?q=Martin')).data.filters.find((filter) => filter.filter_alias === 'q');
    expect(search).toMatchObject({ filter_type: 'Search', filter_value: 'Martin' });
  });

  it('filters by status and job (Select), also as ff/fv, and resets', async () => {
    expect(emails((await list('?status=blocked')).data.rows)).toEqual([people.bernard.email]);
    expect(emails((await list('?ff=status&fv=pending')).data.rows)).toEqual([people.durand.email]);
    expect((await list('?job=md&sf=id&sw=a')).data.rows.map((row) => row.accountEmail)).toEqual([people.speaker.email, MEMBER, people.lambert.email]);
    expect((await list('?status=reset')).data.pagination.total).toBe(TOTAL);
    expect((await list('?status=active&job=md')).data.pagination.total).toBe(3);
  });

  it('filters by creation month (MonthYear, Paris time) and offers the years', async () => {
    expect(emails((await list('?created=2026-09')).data.rows)).toEqual([MEMBER]);
    expect(emails((await list('?created=2025-3')).data.rows)).toEqual([people.petit.email]);
    const filter = (await list('')).data.filters.find((candidate) => candidate.filter_alias === 'created');
    expect(filter?.filter_years).toEqual([2026, 2025]);
  });

  it('filters by webconf (SelectAsync) from its own options URL', async () => {
    const options = await getAs(t.app, admin, '/api/account/filter/event?q=BPCO').expect(200);
    const found = options.body as { status: string; data: { options: Array<{ text: string; value: string }> } };
    expect(found.status).toBe('ok');
    expect(found.data.options).toEqual([{ value: String(bpcoSession), text: 'BPCO : prévenir et traiter les exacerbations' }]);
    const { data } = await list(`?event=${bpcoSession}`);
    expect(emails(data.rows).sort()).toEqual([MEMBER, people.durand.email].sort());
  });

  describe('refuses bad queries with a French 400 and writes nothing', () => {
    it.each([
      ['?pp=-1', 'Numéro de page invalide'],
      ['?pp=0', 'Numéro de page invalide'],
      ['?pp=abc', 'Numéro de page invalide'],
      ['?pl=7', 'Nombre de lignes par page invalide'],
      ['?sf=password_hash', 'Tri impossible'],
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
    await getAs(t.app, await login(t.ctx, people.buadmCtr.email), '/api/account/list').expect(200);
    await getAs(t.app, await login(t.ctx, people.invit.email), '/api/account/list').expect(200);
    await getAs(t.app, await login(t.ctx, people.mod.email), '/api/account/list').expect(403);
    await getAs(t.app, await login(t.ctx, MEMBER), '/api/account/list').expect(403);
    await getAs(t.app, await login(t.ctx, null), '/api/account/list').expect(401);
  });
});
