import { eq } from 'drizzle-orm';
import { listResponseSchema } from '@canal/contracts';
import { schema } from '@canal/service-core';
import { staticPageOf } from '@canal/domain';
import { getAs, loginAs, openEmptyTestApp, postAs, type TestApp } from '../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp();
});
afterAll(() => t.database.close());

describe('the Pages module (CMS)', () => {
  it('lists the three footer pages, starts from the built-in text, and what staff save is what the site shows', async () => {
    const admin = await loginAs(t.ctx, 'admin');
    const list = listResponseSchema.parse((await getAs(t.app, admin, '/api/cms/list').expect(200)).body);
    expect(list.data.rows.map((row) => row.cmsKey)).toEqual(['legal', 'confidentiality', 'cookies']);
    const [legal] = await t.ctx.db.select().from(schema.cmsPages).where(eq(schema.cmsPages.key, 'legal'));

    const form = (await getAs(t.app, admin, `/api/cms/edit/${legal.id}`).expect(200)).body.data;
    expect(form.values.cmsTitle).toBe('Mentions légales');
    expect(form.values.cmsContent).toContain('# Éditeur du site');
    expect((await staticPageOf(t.ctx, 'legal')).content).toBe(form.values.cmsContent);

    const content = '# Éditeur du site\n\nLaboratoire Exemple, 1 rue de la Santé, 75014 Paris.';
    await postAs(t.app, admin, `/api/cms/edit/${legal.id}`, { fsubmit: 'cms_form', cmsTitle: 'Mentions légales', cmsContent: content }).expect(200);
    expect(await staticPageOf(t.ctx, 'legal')).toEqual({ title: 'Mentions légales', content });

    const tooLong = await postAs(t.app, admin, `/api/cms/edit/${legal.id}`, {
      fsubmit: 'cms_form',
      cmsTitle: 'Mentions légales',
      cmsContent: 'x'.repeat(40_000),
    }).expect(400);
    expect(tooLong.body.data.errors.cmsContent).toContain('30000');
    expect((await staticPageOf(t.ctx, 'legal')).content).toBe(content);
    // No page is added nor removed here: the site has three.
    await postAs(t.app, admin, '/api/cms/edit', { fsubmit: 'cms_form', cmsTitle: 'x', cmsContent: 'y' }).expect(404);
  });

  it('is for admins only', async () => {
    await getAs(t.app, await loginAs(t.ctx, 'buadm'), '/api/cms/list').expect(403);
  });
});
