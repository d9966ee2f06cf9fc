import request from 'supertest';
import { eq } from 'drizzle-orm';
import { listResponseSchema } from '@canal/contracts';
import { schema } from '@canal/service-core';
import { makeEvent, type TestSession } from '@canal/service-core/testing';
import { getAs, loginAs, openEmptyTestApp, postAs, type TestApp } from '../testSupport';

let t: TestApp;
let admin: TestSession;

beforeAll(async () => {
  t = await openEmptyTestApp();
  admin = await loginAs(t.ctx, 'admin');
});
afterAll(() => t.database.close());

describe('the Actualités module', () => {
  it('creates an event item linked to its session, lists it by position, and refuses an event item without session', async () => {
    const event = await makeEvent(t.ctx, { title: 'Session en direct' });
    const base = {
      fsubmit: 'news_form',
      newsTitle: 'En direct ce soir',
      newsCategory: 'event',
      newsPosition: '2',
      newsShortDescription: 'Rejoignez-nous.',
      newsDescription: '',
      newsLinkExternal: '',
    };
    const refused = await postAs(t.app, admin, '/api/news/edit', { ...base, eventId: '' }).expect(400);
    expect(refused.body.data.errors.eventId).toBe('Choisissez l’émission de cette actualité');
    const badLink = await postAs(t.app, admin, '/api/news/edit', {
      ...base,
      newsCategory: 'info',
      eventId: '',
      newsLinkExternal: 'javascript:alert(1)',
    }).expect(400);
    expect(badLink.body.data.errors.newsLinkExternal).toBe('Adresse invalide : elle doit commencer par https://');

    const saved = await postAs(t.app, admin, '/api/news/edit', { ...base, eventId: String(event.id) }).expect(200);
    const [row] = await t.ctx.db.select().from(schema.news).where(eq(schema.news.id, saved.body.data.id));
    expect(row).toMatchObject({ title: 'En direct ce soir', category: 'event', position: 2, eventId: event.id, linkExternal: null });
    const list = listResponseSchema.parse((await getAs(t.app, admin, '/api/news/list').expect(200)).body);
    expect(list.data.rows.map((item) => item.newsTitle)).toContain('En direct ce soir');
    expect(list.data.title).toBe('News');
    expect(list.data.header).toBe(true);
  });

  it('lets buadm read the list (spec 001 §6: not guarded), but only admin adds, edits or deletes', async () => {
    const buadm = await loginAs(t.ctx, 'buadm');
    const [item] = await t.ctx.db.insert(schema.news).values({ title: 'Lue par buadm', category: 'info', position: 9 }).returning();
    const list = listResponseSchema.parse((await getAs(t.app, buadm, '/api/news/list').expect(200)).body);
    expect(list.data.title).toBe('News');
    expect(list.data.rows.map((row) => row.newsTitle)).toContain('Lue par buadm');
    expect(list.data.addUrl).toBeFalsy();
    // Spec 001: the whole title line (title, saved views, columns, export, 'Ajouter') is admin's on this list.
    expect(list.data.header).toBe(false);
    expect(list.data.actions).toEqual([]);
    await getAs(t.app, buadm, '/api/news/edit').expect(403);
    await getAs(t.app, buadm, `/api/news/edit/${item?.id}`).expect(403);
    await postAs(t.app, buadm, `/api/news/edit/${item?.id}`, { fsubmit: 'news_form', newsTitle: 'Changée', newsCategory: 'info', newsPosition: '9' }).expect(
      403,
    );
    await postAs(t.app, buadm, '/api/news/delete', { id: String(item?.id) }).expect(403);
    await getAs(t.app, await loginAs(t.ctx, 'mod'), '/api/news/list').expect(403);
    const [kept] = await t.ctx.db
      .select()
      .from(schema.news)
      .where(eq(schema.news.id, item?.id ?? 0));
    expect(kept?.title).toBe('Lue par buadm');
  });
});

describe('a news item’s picture', () => {
  it('is uploaded in the form, checked by its content, and served from /cache/news/{id}', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 5)]);
    const upload = await request(t.app)
      .post('/api/news/edit/upload?f=newsThumb')
      .set('Cookie', admin.cookie)
      .set('X-CSRF-Token', admin.csrf)
      .type('form')
      .send({ dataURL: `data:image/png;base64,${png.toString('base64')}`, fileName: 'gold.png', fileType: 'image/png', fileSize: String(png.length) })
      .expect(200);
    const saved = await postAs(t.app, admin, '/api/news/edit', {
      fsubmit: 'news_form',
      newsTitle: 'GOLD 2027',
      newsCategory: 'image',
      newsPosition: '4',
      newsShortDescription: '',
      newsDescription: '',
      newsLinkExternal: '',
      eventId: '',
      newsThumb: JSON.stringify([upload.body.file]),
    }).expect(200);
    const [row] = await t.ctx.db.select().from(schema.news).where(eq(schema.news.id, saved.body.data.id));
    expect(row?.thumb[0]?.dest).toBe(`/cache/news/${row?.id}/gold.png`);
    expect((await request(t.app).get(`/cache/news/${row?.id}/gold.png`).expect(200)).headers['content-type']).toBe('image/png');
  });
});
