import { eq } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import { makeTheme, makeUser } from '@canal/service-core/testing';
import { getAs, postAs, staffTestBed } from '../../testSupport';

const bed = staffTestBed(['admin', 'buadm']);

const historyOf = async (module: string, id: number | string) => (await getAs(bed.t.app, bed.as.admin, `/api/_history/${module}/${id}`).expect(200)).body.data;

describe('the history of a record (Historique)', () => {
  it('keeps who created, changed and deleted a theme, with the changed fields’ old and new values, after the delete', async () => {
    const created = await postAs(bed.t.app, bed.as.admin, '/api/theme/edit', {
      fsubmit: 'theme_form',
      themeName: 'Sommeil',
      themeSubTitle: '',
      themeCategory: 'BPCO',
      themeColor: '#334455',
      themeDescription: '',
    }).expect(200);
    const id = created.body.data.id as number;
    await postAs(bed.t.app, bed.as.admin, `/api/theme/edit/${id}`, {
      fsubmit: 'theme_form',
      themeName: 'Sommeil et BPCO',
      themeSubTitle: '',
      themeCategory: 'BPCO',
      themeColor: '#334455',
      themeDescription: 'Apnées',
    }).expect(200);
    // Saving again without a change adds nothing.
    await postAs(bed.t.app, bed.as.admin, `/api/theme/edit/${id}`, {
      fsubmit: 'theme_form',
      themeName: 'Sommeil et BPCO',
      themeSubTitle: '',
      themeCategory: 'BPCO',
      themeColor: '#334455',
      themeDescription: 'Apnées',
    }).expect(200);
    await postAs(bed.t.app, bed.as.admin, '/api/theme/delete', { id: String(id) }).expect(200);

    const entries = await historyOf('theme', id);
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'update', 'create']);
    const adminEmail = (await bed.t.ctx.db.select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.role, 'admin')))[0]?.email;
    expect(entries.every((entry: { author: string }) => entry.author === adminEmail)).toBe(true);
    expect(entries[1].changes).toEqual([
      { field: 'themeName', label: 'Nom', old: 'Sommeil', new: 'Sommeil et BPCO' },
      { field: 'themeDescription', label: 'Description', old: '—', new: 'Apnées' },
    ]);
    expect(entries[2].changes).toContainEqual({ field: 'themeColor', label: 'Couleur (#rrggbb)', old: '—', new: '#334455' });
    expect(entries[0].changes).toContainEqual({ field: 'themeName', label: 'Nom', old: 'Sommeil et BPCO', new: '—' });
  });

  it('records an account’s status change', async () => {
    const account = await makeUser(bed.t.ctx, { status: 'pending' });
    await postAs(bed.t.app, bed.as.admin, '/api/account/activate', { account: String(account.id) }).expect(200);
    expect((await historyOf('account', account.id))[0]).toMatchObject({
      action: 'update',
      changes: [{ field: 'accountStatus', label: 'Statut', old: 'En attente', new: 'Actif' }],
    });
  });

  it('is for admins only, and refuses a malformed module in French', async () => {
    const theme = await makeTheme(bed.t.ctx);
    await getAs(bed.t.app, bed.as.buadm, `/api/_history/theme/${theme.id}`).expect(403);
    expect((await getAs(bed.t.app, bed.as.admin, '/api/_history/the..me/1').expect(400)).body.log).toContain('Module inconnu.');
  });
});
