import request from 'supertest';
import { eq } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import { makeEvent, makeNews, openService, sessionFor, type SeededService } from '@canal/service-core/testing';
import { createApp } from '../../index';

let t: SeededService;
beforeAll(async () => {
  t = await openService(createApp);
});
afterAll(() => t.database.close());

async function allNews() {
  const visitor = await sessionFor(t.ctx, null);
  const response = await request(t.app).post('/api/news/get/all').set('Cookie', visitor.cookie).set('X-CSRF-Token', visitor.csrf).send({}).expect(200);
  return response.body.data as Array<Record<string, unknown>>;
}

describe('the news carousel', () => {
  it("puts the cover first then sorts by position, with the linked session's state, date, hosts and replay page", async () => {
    const live = await makeEvent(t.ctx, { startsInMin: -10, hosts: [{ dest: '/demo/a.jpg', attributes: { name: 'Pr Anne Rousseau' } }] });
    const replay = await makeEvent(t.ctx, { startsInMin: -3000, state: 'replay', replayOnline: true, linkReplay: 'https://video.exemple.fr/secret' });
    const third = await makeNews(t.ctx, { title: 'Troisième', position: 3 });
    const eventItem = await makeNews(t.ctx, { title: 'En direct', category: 'event', position: 1, eventId: live.id });
    const cover = await makeNews(t.ctx, { title: 'Couverture', category: 'cover', position: 9 });
    const replayItem = await makeNews(t.ctx, { title: 'Replay', category: 'replay', position: 2, eventId: replay.id });

    const items = await allNews();
    expect(items.map((item) => item.id)).toEqual([cover.id, eventItem.id, replayItem.id, third.id]);
    expect(items[1]).toMatchObject({
      newsCategory: 'event',
      eventId: live.id,
      eventState: 'live',
      eventDate: Math.floor(live.date.getTime() / 1000),
      eventGuestsThumb: [{ dest: '/demo/a.jpg', attributes: { name: 'Pr Anne Rousseau' } }],
    });
    // The site's replay page, never the video's address.
    expect(items[2]).toMatchObject({ eventLinkReplay: `/replays/${replay.id}` });
    expect(JSON.stringify(items)).not.toContain('secret');
  });

  it('counts a click, and answers an unknown item or a bad id in French', async () => {
    const item = await makeNews(t.ctx);
    const visitor = await sessionFor(t.ctx, null);
    const click = (id: unknown) => request(t.app).post('/api/news/click').set('Cookie', visitor.cookie).set('X-CSRF-Token', visitor.csrf).send({ id });
    await click(item.id).expect(200);
    await click(String(item.id)).expect(200);
    const [row] = await t.ctx.db.select().from(schema.news).where(eq(schema.news.id, item.id));
    expect(row.clicks).toBe(2);
    expect((await click(999999).expect(404)).body.log).toBe('Erreur : contenu non trouvé');
    expect((await click('1e3').expect(400)).body.log).toContain('Identifiant invalide');
  });
});
