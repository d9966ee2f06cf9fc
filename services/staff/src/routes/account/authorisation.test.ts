import request from 'supertest';
import { schema, uploadStorageOf } from '@canal/service-core';
import { eq } from 'drizzle-orm';
import { getAs, login, loginAs, makeAccount, openEmptyTestApp, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp();
});
afterAll(() => t.database.close());

const PDF = Buffer.from('%PDF-1.4\nautorisation\n%%EOF\n');

describe('a student’s signed authorisation, for staff', () => {
  it('is opened by those who see accounts, shown on the account form, never served through /cache', async () => {
    const studentRow = await makeAccount(t.ctx, 'member', { job: 'st', status: 'pending' });
    const key = `authorisations/${studentRow.id}/autorisation.pdf`;
    await uploadStorageOf(t.ctx).put(key, PDF);
    await t.ctx.db
      .update(schema.users)
      .set({ studentAuthorisation: [{ dest: `/cache/${key}`, name: 'autorisation.pdf', size: PDF.length }] })
      .where(eq(schema.users.id, studentRow.id));
    const admin = await loginAs(t.ctx, 'admin');

    const file = await getAs(t.app, admin, `/api/account/authorisation/${studentRow.id}`).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(file.body as Buffer)).toEqual(PDF);
    await request(t.app).get(`/cache/${key}`).expect(404);
    const member = await login(t.ctx, (await makeAccount(t.ctx, 'member')).email);
    await getAs(t.app, member, `/api/account/authorisation/${studentRow.id}`).expect(403);
    const other = await makeAccount(t.ctx, 'member');
    expect((await getAs(t.app, admin, `/api/account/authorisation/${other.id}`).expect(404)).body.log).toBe('Aucune autorisation pour ce compte.');

    const form = (await getAs(t.app, admin, `/api/account/edit/${studentRow.id}`).expect(200)).body.data;
    expect(form.values.accountAuthorisation).toEqual([{ dest: `/api/account/authorisation/${studentRow.id}`, name: 'autorisation.pdf', size: PDF.length }]);
    const fieldIds = form.fields.flatMap((group: { items: { id: string }[] }) => group.items.map((item) => item.id));
    expect(fieldIds).toContain('accountAuthorisation');
    const plain = (await getAs(t.app, admin, `/api/account/edit/${other.id}`).expect(200)).body.data;
    expect(plain.fields.flatMap((group: { items: { id: string }[] }) => group.items.map((item) => item.id))).not.toContain('accountAuthorisation');
  });
});
