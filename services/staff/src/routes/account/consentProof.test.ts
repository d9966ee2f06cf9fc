import request from 'supertest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import { binaryBody, csvRows, type TestSession } from '@canal/service-core/testing';
import { unsubscribeUrl } from '@canal/domain';
import { getAs, login, loginAs, makeAccount, openEmptyTestApp, postAs, type TestApp } from '../../testSupport';

let t: TestApp;
let admin: TestSession;
beforeAll(async () => {
  t = await openEmptyTestApp();
  admin = await loginAs(t.ctx, 'admin');
});
afterAll(() => t.database.close());

const download = (session: TestSession, id: number, format: string) =>
  getAs(t.app, session, `/api/account/consentProof/${id}?format=${format}`).buffer(true).parse(binaryBody);

/** A member who chose in the dialog, changed their mind on 'Mon compte', then used a mail's unsubscribe link. */
async function memberWithHistory() {
  const member = await makeAccount(t.ctx, 'member', { firstname: 'Inès', lastname: 'Morel', hasUpdatedOptins: null, optins: {} });
  const session = await login(t.ctx, member.email);
  const save = (values: Record<string, string>) => postAs(t.app, session, '/api/account/editOptins', { fsubmit: 'optins_form', ...values }).expect(200);
  await save({ accountOptin1: 'on', accountOptin2: 'on' });
  await save({ accountOptin1: 'on', accountOptin3: 'on' });
  const link = new URL(await unsubscribeUrl(t.ctx, member.id, 'accountOptin1'));
  await request(t.app).post(`${link.pathname}${link.search}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
  return member;
}

describe('GET /api/account/consentProof/{id}: the DPO’s proof of consent', () => {
  it('gives every change, oldest first, with its time, value and source, as CSV, XLSX and JSON', async () => {
    const member = await memberWithHistory();
    const csv = await download(admin, member.id, 'csv').expect(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="preuve-consentement-compte-${member.id}.csv"`);
    expect(csv.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = csvRows((csv.body as Buffer).toString('utf8'));
    expect(header).toEqual(['Date (heure de Paris)', 'Date (ISO 8601)', 'Consentement', 'Libellé', 'Choix', 'Source']);
    expect(rows.map((row) => [row[2], row[4], row[5]])).toEqual([
      ['accountOptin1', 'Donné', 'Fenêtre de consentement'],
      ['accountOptin2', 'Donné', 'Fenêtre de consentement'],
      ['accountOptin3', 'Retiré', 'Fenêtre de consentement'],
      ['accountOptin2', 'Retiré', 'Mon compte'],
      ['accountOptin3', 'Donné', 'Mon compte'],
      ['accountOptin1', 'Retiré', 'Lien de désabonnement d’un e-mail'],
    ]);
    expect(rows[0][1]).toBe(t.seededAt.toISOString());
    expect(rows[0][0]).toBe('20/11/2026 11:00');

    const json = await download(admin, member.id, 'json').expect(200);
    const proof = JSON.parse((json.body as Buffer).toString('utf8'));
    expect(proof.account).toMatchObject({ id: member.id, email: member.email, firstname: 'Inès', lastname: 'Morel' });
    expect(proof.changes.at(-1)).toMatchObject({ optin: 'accountOptin1', given: false, source: 'unsubscribe', changedAt: t.seededAt.toISOString() });

    const xlsx = await download(admin, member.id, 'xlsx').expect(200);
    const book = new ExcelJS.Workbook();
    const bytes = xlsx.body as Buffer;
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    expect(book.worksheets[0].rowCount).toBe(7);
  });

  it('is for admins only, about an account that exists, in a known format', async () => {
    const member = await makeAccount(t.ctx, 'member');
    for (const kind of ['buadm', 'member'] as const) await download(await loginAs(t.ctx, kind), member.id, 'csv').expect(403);
    await download(await login(t.ctx, null), member.id, 'csv').expect(401);
    const unknown = await getAs(t.app, admin, '/api/account/consentProof/999999?format=csv').expect(404);
    expect(unknown.body.log).toBe('Ce compte n’existe pas ou plus.');
    const badFormat = await getAs(t.app, admin, `/api/account/consentProof/${member.id}?format=pdf`).expect(400);
    expect(badFormat.body.log).toContain('Format de téléchargement invalide : csv, xlsx ou json.');
    expect(await t.ctx.db.select().from(schema.optinChanges).where(eq(schema.optinChanges.userId, member.id))).toEqual([]);
  });
});
