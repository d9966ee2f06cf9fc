import { eq } from 'drizzle-orm';
import { formFetchResponseSchema, listResponseSchema } from '@canal/contracts';
import { schema } from '@canal/service-core';
import { makeTheme, type TestSession } from '@canal/service-core/testing';
import { getAs, loginAs, openEmptyTestApp, postAs, type TestApp } from '../testSupport';

let t: TestApp;
let admin: TestSession;
let buadm: TestSession;

beforeAll(async () => {
  t = await openEmptyTestApp();
  admin = await loginAs(t.ctx, 'admin');
  buadm = await loginAs(t.ctx, 'buadm');
  await makeTheme(t.ctx, { name: 'BPCO', category: 'BPCO' });
  await makeTheme(t.ctx, { name: 'Asthme', category: 'Asthme' });
  await makeTheme(t.ctx, { name: 'Parcours de soins', category: 'ParcoursSoins' });
});
afterAll(() => t.database.close());

describe('a module declared in one file of modules/: the themes', () => {
  it('lists, filters and sorts the themes for an admin', async () => {
    const response = await getAs(t.app, admin, '/api/theme/list?category=Asthme').expect(200);
    const { data } = listResponseSchema.parse(response.body);
    expect(data.title).toBe('Thèmes');
    expect(data.rows.map((row) => row.themeName)).toEqual(['Asthme']);
  });

  it('creates a theme through its form, validated by the shared validators', async () => {
    const definition = formFetchResponseSchema.parse((await getAs(t.app, admin, '/api/theme/edit').expect(200)).body);
    expect(definition.data.fsubmit).toBe('theme_form');
    const invalid = await postAs(t.app, admin, '/api/theme/edit', { fsubmit: 'theme_form', themeName: '', themeCategory: 'BPCO', themeColor: '#123456' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.data.errors.themeName).toBe('Le champ « Nom » est requis');
    const saved = await postAs(t.app, admin, '/api/theme/edit', {
      fsubmit: 'theme_form',
      themeName: 'Sommeil',
      themeSubTitle: 'Apnées du sommeil',
      themeCategory: 'BPCO',
      themeColor: '#334455',
      themeDescription: '',
    }).expect(200);
    expect(saved.body.form).toBe('saved');
    const [row] = await t.ctx.db.select().from(schema.themes).where(eq(schema.themes.name, 'Sommeil'));
    expect(row).toMatchObject({ subTitle: 'Apnées du sommeil', color: '#334455' });
  });

  it('is refused to staff, as its access says', async () => {
    await getAs(t.app, buadm, '/api/theme/list').expect(403);
  });

  it('answers a forged id beyond 32 bits with a French 400, and deletes nothing', async () => {
    const before = await t.ctx.db.select().from(schema.themes);
    expect(before.length).toBeGreaterThan(0);
    const response = await postAs(t.app, admin, '/api/theme/delete', { id: '9999999999' });
    expect(response.status).toBe(400);
    expect(response.body.log).toMatch(/Identifiant invalide/);
    expect(await t.ctx.db.select().from(schema.themes)).toHaveLength(before.length);
  });

  it('keeps its export to those who may see the list: buadm is refused /api/theme/export', async () => {
    const refused = await getAs(t.app, buadm, '/api/theme/export?format=csv');
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain('Asthme');
    const list = await getAs(t.app, admin, '/api/theme/list').expect(200);
    expect(list.body.data.exportUrl).toBe('/api/theme/export');
    const exported = await getAs(t.app, admin, '/api/theme/export?format=csv').expect(200);
    expect(exported.headers['cache-control']).toBe('no-store');
    expect(exported.text).toContain('Asthme');
  });
});
