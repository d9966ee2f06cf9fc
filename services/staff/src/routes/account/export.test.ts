import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import { listResponseSchema, type ListRow } from '@canal/contracts';
import type { TestSession } from '@canal/service-core/testing';
import { getAs, login, makeAccount, openEmptyTestApp, type TestApp } from '../../testSupport';
import { binaryBody, csvRows } from '@canal/service-core/testing';

let t: TestApp;
let admin: TestSession;
let buadm: TestSession;
let invit: TestSession;

/** The clinic's accounts the exports are asked for: a domain no caller's e-mail has. */
const CLINIC = 'clinique-test.fr';
const CLINIC_MEMBERS = [
  { firstname: 'Claire', lastname: 'Martin', job: 'md' },
  { firstname: 'Julien', lastname: 'Durand', job: 'in' },
  { firstname: 'Sophie', lastname: 'Bernard', job: 'ph', status: 'blocked' },
  { firstname: 'Lucas', lastname: 'Dupont; "le grand"', job: 'int' },
  { firstname: 'Hugo', lastname: 'Lambert', job: 'md' },
  { firstname: 'Anne', lastname: 'Rousseau', job: 'md' },
  { firstname: 'Karim', lastname: 'Benali', job: 'md' },
  { firstname: 'Élise', lastname: 'Fontaine', job: 'in' },
  { firstname: 'Thomas', lastname: 'Garnier', job: 'md' },
];
const DAY = 24 * 3600_000;

beforeAll(async () => {
  t = await openEmptyTestApp();
  // Every account is made before any test runs: the counts below do not depend on which test runs first.
  const callers = { admin: await makeAccount(t.ctx, 'admin'), buadm: await makeAccount(t.ctx, 'buadm'), invit: await makeAccount(t.ctx, 'invit') };
  for (const [index, member] of CLINIC_MEMBERS.entries()) {
    const email = `${member.firstname
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}.${index}@${CLINIC}`;
    await makeAccount(t.ctx, 'member', { ...member, email, createdAt: new Date(t.seededAt.getTime() - index * 40 * DAY) });
  }
  admin = await login(t.ctx, callers.admin.email);
  buadm = await login(t.ctx, callers.buadm.email);
  invit = await login(t.ctx, callers.invit.email);
});
afterAll(() => t.database.close());

const STATUS: Record<string, string> = { active: 'Actif', blocked: 'Bloqué', pending: 'En attente', inactive: 'Désactivé' };

function parisDay(epochSeconds: number): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(epochSeconds * 1000),
  );
}

/** What the list shows, as text, for every row of every page. */
async function listedLines(query: string): Promise<string[][]> {
  const lines: string[][] = [];
  for (let page = 1; ; page += 1) {
    const response = await getAs(t.app, admin, `/api/account/list?pl=10&pp=${page}${query}`).expect(200);
    const { data } = listResponseSchema.parse(response.body);
    const text = (row: ListRow) => [
      String(row.accountLastname),
      String(row.accountFirstname),
      String(row.accountEmail),
      String(row.accountJob),
      String(row.accountRegistryNumber),
      String(row.accountDirectoryVerdict ?? ''),
      String(row.accountRole),
      STATUS[String(row.accountStatus)],
      parisDay(Number(row.dateCreated)),
    ];
    lines.push(...data.rows.map(text));
    if (page >= data.pagination.pageCount) return lines;
  }
}

const HEADER = ['Nom', 'Prénom', 'Email', 'Profession', 'N° RPPS / ADELI', 'Annuaire', 'Rôle', 'Statut', 'Inscription'];
const textOf = (response: Response) => String(response.text);

describe('GET /api/account/export', () => {
  it('exports exactly the filtered rows and shown columns as CSV for French Excel', async () => {
    const query = '&status=active&sf=accountLastname&sw=a';
    const response = await getAs(t.app, admin, `/api/account/export?format=csv${query}`).expect(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="account-\d{4}-\d{2}-\d{2}\.csv"/);
    // Personal data: neither the browser nor a proxy may keep a copy.
    expect(response.headers['cache-control']).toBe('no-store');
    const [header, ...lines] = csvRows(textOf(response));
    expect(header).toEqual(HEADER);
    expect(lines).toEqual(await listedLines(query));
    // The three callers and the clinic's members but the blocked one: more than one page of the list.
    expect(lines).toHaveLength(3 + CLINIC_MEMBERS.length - 1);
    expect(lines.some((line) => line[0] === 'Dupont; "le grand"')).toBe(true);
  });

  it('exports the same rows as XLSX', async () => {
    const query = `&q=${CLINIC}&sf=accountEmail&sw=d`;
    const response = await getAs(t.app, admin, `/api/account/export?format=xlsx${query}`).buffer(true).parse(binaryBody).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const workbook = new ExcelJS.Workbook();
    const bytes = response.body as Buffer;
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as (string | number | null)[]).slice(1).map((value) => String(value ?? ''))));
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1)).toEqual(await listedLines(query));
    expect(rows).toHaveLength(1 + CLINIC_MEMBERS.length);
    expect(rows.slice(1).map((row) => row[2].endsWith(`@${CLINIC}`))).not.toContain(false);
  });

  it('refuses a wrong format or a wrong filter, and is for admin and buadm', async () => {
    await getAs(t.app, admin, '/api/account/export?format=pdf').expect(400);
    await getAs(t.app, admin, `/api/account/export?format=csv&q=${'x'.repeat(10_000)}`).expect(400);
    await getAs(t.app, buadm, '/api/account/export?format=csv').expect(200);
    await getAs(t.app, invit, '/api/account/export?format=csv').expect(403);
    await getAs(t.app, await login(t.ctx, null), '/api/account/export?format=csv').expect(401);
  });
});
