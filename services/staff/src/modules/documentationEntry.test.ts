import request from 'supertest';
import { eq } from 'drizzle-orm';
import { contentApi, listResponseSchema } from '@canal/contracts';
import { schema } from '@canal/service-core';
import { createApp as createPublicApp } from '@canal/service-public';
import { getAs, postAs, staffTestBed } from '../testSupport';

const bed = staffTestBed(['admin', 'buadm']);

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 3)]);

const entry = (fields: Record<string, string>) => ({
  fsubmit: 'documentationEntry_form',
  entrySection: 'tools',
  entryPosition: '1',
  entryTitle: 'Score CAT',
  entryText: '',
  entryLink: 'https://www.catestonline.org',
  entryPicture: '[]',
  ...fields,
});

describe("'Documentation': the entries of /documentation in the back office", () => {
  it('lets an admin add an entry with its picture to a section, which the documentation page then shows', async () => {
    const picture = (
      await request(bed.t.app)
        .post('/api/documentationEntry/edit/upload?f=entryPicture')
        .set('Cookie', bed.as.admin.cookie)
        .set('X-CSRF-Token', bed.as.admin.csrf)
        .type('form')
        .send({ dataURL: `data:image/png;base64,${PNG.toString('base64')}`, fileName: 'cat.png', fileType: 'image/png', fileSize: String(PNG.length) })
        .expect(200)
    ).body.file;
    const saved = await postAs(
      bed.t.app,
      bed.as.admin,
      '/api/documentationEntry/edit',
      entry({ entryText: 'L’impact de la BPCO au quotidien.', entryPicture: JSON.stringify([picture]) }),
    );
    expect([saved.status, saved.body.data?.errors]).toEqual([200, undefined]);
    const id = saved.body.data.id as number;
    await postAs(
      bed.t.app,
      bed.as.admin,
      '/api/documentationEntry/edit',
      entry({ entrySection: 'doc', entryTitle: 'Nos fiches patients', entryLink: '/documents' }),
    ).expect(200);

    const list = listResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, '/api/documentationEntry/list?section=tools').expect(200)).body);
    expect(list.data.title).toBe('Documentation');
    expect(list.data.rows.map((row) => row.entryTitle)).toEqual(['Score CAT']);

    const page = (await postAs(createPublicApp(bed.t.ctx), bed.as.admin, contentApi.documentationList.path, {}).expect(200)).body.data;
    expect(page.tools).toEqual([
      {
        id,
        title: 'Score CAT',
        description: 'L’impact de la BPCO au quotidien.',
        link: 'https://www.catestonline.org',
        picture: `/cache/documentation/${id}/cat.png`,
      },
    ]);
    expect(page.doc.map((item: { link: string }) => item.link)).toEqual(['/documents']);
    await request(bed.t.app).get(`/cache/documentation/${id}/cat.png`).expect(200);
  });

  it('refuses a link that is neither https:// nor a page of the site, an unknown section, and buadm', async () => {
    for (const link of ['javascript:alert(1)', '//ailleurs.exemple', 'www.exemple.fr']) {
      const refused = await postAs(bed.t.app, bed.as.admin, '/api/documentationEntry/edit', entry({ entryTitle: 'Lien douteux', entryLink: link })).expect(400);
      expect(refused.body.data.errors.entryLink).toMatch(/^Adresse invalide/);
    }
    const section = await postAs(bed.t.app, bed.as.admin, '/api/documentationEntry/edit', entry({ entryTitle: 'Lien douteux', entrySection: 'autre' })).expect(
      400,
    );
    expect(section.body.data.errors.entrySection).toBeDefined();
    await getAs(bed.t.app, bed.as.buadm, '/api/documentationEntry/list').expect(403);
    await postAs(bed.t.app, bed.as.buadm, '/api/documentationEntry/edit', entry({ entryTitle: 'Lien douteux' })).expect(403);
    expect(await bed.t.ctx.db.select().from(schema.documentationEntries).where(eq(schema.documentationEntries.title, 'Lien douteux'))).toEqual([]);
  });
});
