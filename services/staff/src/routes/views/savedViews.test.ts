import { eq } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import { getAs, postAs, staffTestBed } from '../../testSupport';

const bed = staffTestBed(['admin', 'buadm', 'member']);

describe('saved list views', () => {
  it('keeps a user’s named views of a list (filters, sort, page size, hidden columns), replaced by name, private to the user', async () => {
    const saved = (
      await postAs(bed.t.app, bed.as.buadm, '/api/_views/account', {
        name: 'En attente',
        query: 'f_status=pending&sf=dateCreated&sw=a&pl=50&hc=accountCell&pp=3&evil=1',
      }).expect(200)
    ).body.data;
    expect(saved).toEqual([expect.objectContaining({ name: 'En attente', query: 'f_status=pending&sf=dateCreated&sw=a&pl=50&hc=accountCell' })]);
    await postAs(bed.t.app, bed.as.buadm, '/api/_views/account', { name: 'En attente', query: 'f_status=pending&pl=100' }).expect(200);
    const mine = (await getAs(bed.t.app, bed.as.buadm, '/api/_views/account').expect(200)).body.data;
    expect(mine).toEqual([expect.objectContaining({ name: 'En attente', query: 'f_status=pending&pl=100' })]);
    expect((await getAs(bed.t.app, bed.as.admin, '/api/_views/account').expect(200)).body.data).toEqual([]);
    expect((await postAs(bed.t.app, bed.as.admin, '/api/_views/delete', { id: String(mine[0].id) }).expect(404)).body.log).toBe('Vue introuvable.');
    await postAs(bed.t.app, bed.as.buadm, '/api/_views/delete', { id: String(mine[0].id) }).expect(200);
    expect(await bed.t.ctx.db.select().from(schema.savedViews).where(eq(schema.savedViews.module, 'account'))).toEqual([]);
  });

  it('refuses members, a nameless view and a malformed list in French', async () => {
    await getAs(bed.t.app, bed.as.member, '/api/_views/account').expect(403);
    expect((await postAs(bed.t.app, bed.as.admin, '/api/_views/account', { name: ' ', query: '' }).expect(400)).body.log).toContain('Donnez un nom à la vue.');
    expect((await getAs(bed.t.app, bed.as.admin, '/api/_views/acc..ount').expect(400)).body.log).toContain('Liste inconnue.');
  });
});
