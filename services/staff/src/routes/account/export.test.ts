import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { Response } from 'supertest';
import { listResponseSchema, type ListRow } from '@canal/contracts';
import { schema } from '@canal/service-core';
import type { TestSession } from '@canal/service-core/testing';
import { ADMIN, BUADM, INVIT, getAs, login, openTestApp, type TestApp } from '../../testSupport';

let t: TestApp;
let admin: TestSession;

beforeAll(async () => {
  t = await openTestApp();
  admin = await login(t.ctx, ADMIN);
  await t.ctx.db.update(schema.users).set({ status: 'blocked' }).where(eq(schema.users.email, 'pharmacie.bernard@exemple.fr'));
  await t.ctx.db.update(schema.users).set({ lastname: 'Dupont; "le grand"' }).where(eq(schema.users.email, 'interne.petit@exemple.fr'));
});
afterAll(() => t.database.close());

const STATUS: Record<string, string> = { active: 'Actif', blocked: 'Bloqué', pending: 'En attente', inactive: 'Désactivé' };

function parisDay(epochSeconds: number): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(epochSeconds * 1000));
}

/** What the list shows, as text, for every row of every page. */
async function listedLines(query: string): Promise<string[][]> {
  const lines: string[][] = [];
  for (let page = 1; ; page += 1) {
    const response = await getAs(t.app, admin, `/api/account/list?pl=10&pp=${page}${query}`).expect(200);
    const { data } = listResponseSchema.parse(response.body);
    const text = (row: ListRow) => [
      String(row.accountAvatar),
      String(row.accountLastname),
      String(row.accountFirstname),
      String(row.accountEmail),
      String(row.accountJob),
      String(row.accountRole),
      STATUS[String(row.accountStatus)],
      parisDay(Number(row.dateCreated)),
    ];
    lines.push(...data.rows.map(text));
    if (page >= data.pagination.pageCount) return lines;
  }
}

function parseCsv(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let cell = '';
  let row: string[] = [];
  let quoted = false;
  const text = body.slice(1);
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ';') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += character;
  }
  return rows;
}

const HEADER = ['Initiales', 'Nom', 'Prénom', 'Email', 'Profession', 'Rôle', 'Statut', 'Inscription'];
const textOf = (response: Response) => String(response.text);

describe('GET /api/account/export', () => {
  it('exports exactly the filtered rows and shown columns as CSV for French Excel', async () => {
    const query = '&status=active&sf=accountLastname&sw=a';
    const response = await getAs(t.app, admin, `/api/account/export?format=csv${query}`).expect(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="account-\d{4}-\d{2}-\d{2}\.csv"/);
    // Personal data: neither the browser nor a proxy may keep a copy.
    expect(response.headers['cache-control']).toBe('no-store');
    const [header, ...lines] = parseCsv(textOf(response));
    expect(header).toEqual(HEADER);
    expect(lines).toEqual(await listedLines(query));
    expect(lines).toHaveLength(10);
    expect(lines.some((line) => line[1] === 'Dupont; "le grand"')).toBe(true);
  });

  it('exports the same rows as XLSX', async () => {
    const query = '&q=exemple.fr&sf=accountEmail&sw=d';
    const response = await getAs(t.app, admin, `/api/account/export?format=xlsx${query}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const workbook = new ExcelJS.Workbook();
    const bytes = response.body as Buffer;
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1)).toEqual(await listedLines(query));
    expect(rows).toHaveLength(6);
  });

  it('refuses a wrong format or a wrong filter, and is for admin and buadm', async () => {
    await getAs(t.app, admin, '/api/account/export?format=pdf').expect(400);
    await getAs(t.app, admin, `/api/account/export?format=csv&q=${'x'.repeat(10_000)}`).expect(400);
    await getAs(t.app, await login(t.ctx, BUADM), '/api/account/export?format=csv').expect(200);
    await getAs(t.app, await login(t.ctx, INVIT), '/api/account/export?format=csv').expect(403);
    await getAs(t.app, await login(t.ctx, null), '/api/account/export?format=csv').expect(401);
  });
});
