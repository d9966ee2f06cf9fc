import { eq } from 'drizzle-orm';
import request from 'supertest';
import { schema } from '@canal/service-core';
import { ADMIN, BUADM, MEMBER, MOD, login, postAs, openTestApp, userByEmail, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.database.close());

const exists = async (id: number) => (await t.ctx.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, id))).length === 1;

describe('POST /api/account/delete', () => {
  it('deletes a normal row and answers deleted complete', async () => {
    const target = await userByEmail(t.ctx, 'interne.petit@exemple.fr');
    const response = await postAs(t.app, await login(t.ctx, BUADM), '/api/account/delete', { id: String(target.id) }).expect(200);
    expect(response.body).toEqual({ deleted: 'complete' });
    expect(await exists(target.id)).toBe(false);
  });

  it('refuses a read-only row: an admin account for buadm, and one’s own account', async () => {
    const adminRow = await userByEmail(t.ctx, ADMIN);
    const refused = await postAs(t.app, await login(t.ctx, BUADM), '/api/account/delete', { id: String(adminRow.id) }).expect(403);
    expect(refused.body.log).toBe('Cet élément est en lecture seule : il ne peut pas être supprimé.');
    await postAs(t.app, await login(t.ctx, ADMIN), '/api/account/delete', { id: String(adminRow.id) }).expect(403);
    expect(await exists(adminRow.id)).toBe(true);
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    const admin = await login(t.ctx, ADMIN);
    expect((await postAs(t.app, admin, '/api/account/delete', { id: '999999' }).expect(404)).body.log).toBe('Cet élément n’existe pas ou plus.');
    await postAs(t.app, admin, '/api/account/delete', { id: '-3' }).expect(400);
    await postAs(t.app, admin, '/api/account/delete', {}).expect(400);
    const extra = await postAs(t.app, admin, '/api/account/delete', { id: '2', drop: 'users' }).expect(400);
    expect(extra.body.log).toContain('Requête invalide');
  });

  it('needs the CSRF token and the right role', async () => {
    const target = await userByEmail(t.ctx, MEMBER);
    const admin = await login(t.ctx, ADMIN);
    await request(t.app).post('/api/account/delete').set('Cookie', admin.cookie).type('form').send({ id: String(target.id) }).expect(403);
    await postAs(t.app, await login(t.ctx, MOD), '/api/account/delete', { id: String(target.id) }).expect(403);
    await postAs(t.app, await login(t.ctx, MEMBER), '/api/account/delete', { id: String(target.id) }).expect(403);
    await postAs(t.app, await login(t.ctx, null), '/api/account/delete', { id: String(target.id) }).expect(401);
    expect(await exists(target.id)).toBe(true);
  });
});
