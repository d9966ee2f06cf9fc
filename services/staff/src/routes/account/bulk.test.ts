import { eq, inArray } from 'drizzle-orm';
import { listResponseSchema } from '@canal/contracts';
import { schema } from '@canal/service-core';
import { makeUser, type TestSession } from '@canal/service-core/testing';
import { getAs, staffTestBed } from '../../testSupport';
import request from 'supertest';

const bed = staffTestBed(['admin', 'buadm', 'mod']);

const bulk = (session: TestSession, action: string, ids: unknown) =>
  request(bed.t.app).post(`/api/account/bulk/${action}`).set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).send({ ids });

describe('bulk activation and deactivation of accounts', () => {
  it('activates the selected accounts with one call, mails the pending ones, and says which were refused and why', async () => {
    const pending = [await makeUser(bed.t.ctx, { status: 'pending' }), await makeUser(bed.t.ctx, { status: 'pending' })];
    const already = await makeUser(bed.t.ctx, { status: 'active' });
    const otherAdmin = await makeUser(bed.t.ctx, { role: 'admin', status: 'inactive' });
    const answer = (await bulk(bed.as.buadm, 'activate', [...pending.map((user) => user.id), already.id, otherAdmin.id]).expect(200)).body;
    expect(answer.done).toBe(2);
    expect(answer.refused.map((row: { id: number }) => row.id).sort()).toEqual([already.id, otherAdmin.id].sort());
    expect(answer.refused.find((row: { id: number }) => row.id === otherAdmin.id).log).toContain('droits');
    const rows = await bed.t.ctx.db
      .select()
      .from(schema.users)
      .where(
        inArray(
          schema.users.id,
          pending.map((user) => user.id),
        ),
      );
    expect(rows.map((row) => row.status)).toEqual(['active', 'active']);
    for (const user of pending) expect(await bed.t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, user.email))).toHaveLength(1);
    const [admins] = await bed.t.ctx.db.select().from(schema.users).where(eq(schema.users.id, otherAdmin.id));
    expect(admins?.status).toBe('inactive');
  });

  it('is offered in the list to those who manage accounts, refused to others, and checks its input', async () => {
    const list = listResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, '/api/account/list').expect(200)).body);
    expect(list.data.bulkActions?.map((action) => [action.label, action.url])).toEqual([
      ['Activer', '/api/account/bulk/activate'],
      ['Désactiver', '/api/account/bulk/deactivate'],
    ]);
    const user = await makeUser(bed.t.ctx, { status: 'active' });
    await bulk(bed.as.mod, 'deactivate', [user.id]).expect(403);
    expect((await bulk(bed.as.admin, 'deactivate', []).expect(400)).body.log).toContain('Sélectionnez au moins une ligne.');
    expect((await bulk(bed.as.admin, 'deactivate', ['abc']).expect(400)).body.log).toContain('Identifiant invalide');
    expect((await bulk(bed.as.admin, 'deactivate', [user.id]).expect(200)).body).toEqual({ bulk: 'complete', done: 1, refused: [] });
  });
});
