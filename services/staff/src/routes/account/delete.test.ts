import { eq } from 'drizzle-orm';
import request from 'supertest';
import { schema } from '@canal/service-core';
import { login, loginAs, makeAccount, postAs, openEmptyTestApp, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp();
});
afterAll(() => t.database.close());

const exists = async (id: number) => (await t.ctx.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, id))).length === 1;

describe('POST /api/account/delete', () => {
  it('deletes a normal row and answers deleted complete', async () => {
    const target = await makeAccount(t.ctx, 'member', { job: 'int' });
    const response = await postAs(t.app, await loginAs(t.ctx, 'buadm'), '/api/account/delete', { id: String(target.id) }).expect(200);
    expect(response.body).toEqual({ deleted: 'complete' });
    expect(await exists(target.id)).toBe(false);
  });

  it('refuses a read-only row: an admin account for buadm, and one’s own account', async () => {
    const adminRow = await makeAccount(t.ctx, 'admin');
    const refused = await postAs(t.app, await loginAs(t.ctx, 'buadm'), '/api/account/delete', { id: String(adminRow.id) }).expect(403);
    expect(refused.body.log).toBe('Cet élément est en lecture seule : il ne peut pas être supprimé.');
    await postAs(t.app, await login(t.ctx, adminRow.email), '/api/account/delete', { id: String(adminRow.id) }).expect(403);
    expect(await exists(adminRow.id)).toBe(true);
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    const admin = await loginAs(t.ctx, 'admin');
    const other = await makeAccount(t.ctx, 'member');
    expect((await postAs(t.app, admin, '/api/account/delete', { id: '999999' }).expect(404)).body.log).toBe('Cet élément n’existe pas ou plus.');
    await postAs(t.app, admin, '/api/account/delete', { id: '-3' }).expect(400);
    await postAs(t.app, admin, '/api/account/delete', {}).expect(400);
    const extra = await postAs(t.app, admin, '/api/account/delete', { id: String(other.id), drop: 'users' }).expect(400);
    expect(extra.body.log).toContain('Requête invalide');
    expect(await exists(other.id)).toBe(true);
  });

  it('needs the CSRF token and the right role', async () => {
    const target = await makeAccount(t.ctx, 'member');
    const admin = await loginAs(t.ctx, 'admin');
    await request(t.app)
      .post('/api/account/delete')
      .set('Cookie', admin.cookie)
      .type('form')
      .send({ id: String(target.id) })
      .expect(403);
    await postAs(t.app, await loginAs(t.ctx, 'mod'), '/api/account/delete', { id: String(target.id) }).expect(403);
    await postAs(t.app, await login(t.ctx, target.email), '/api/account/delete', { id: String(target.id) }).expect(403);
    await postAs(t.app, await login(t.ctx, null), '/api/account/delete', { id: String(target.id) }).expect(401);
    expect(await exists(target.id)).toBe(true);
  });
});
