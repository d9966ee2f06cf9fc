import request from 'supertest';
import { makeEvent, makeSubscription, makeUser, openService, sessionFor, type SeededService, type TestSession } from '@canal/service-core/testing';
import { eq } from 'drizzle-orm';
import { schema, uploadStorageOf } from '@canal/service-core';
import { createApp } from '../../index';

let t: SeededService;
beforeAll(async () => {
  t = await openService(createApp, {}, new Date());
});
afterAll(() => t.database.close());

const keys = { eoleOwnerKey: 'cle-admin', eolePresenterKey: 'cle-presentateur', eoleParticipantKey: 'cle-participant' };

async function liveWithRooms(fields: Parameters<typeof makeEvent>[1] = {}) {
  const event = await makeEvent(t.ctx, {
    startsInMin: -5,
    durationMin: 60,
    linkExternal: 'https://salle.example.org/fr',
    linkExternal2: 'https://salle.example.org/en',
    ...keys,
    ...fields,
  });
  const member = await makeUser(t.ctx, { firstname: 'Claire', lastname: 'Martin' });
  await makeSubscription(t.ctx, member.id, event.id);
  return { event, member };
}

function redir(id: number, session: TestSession, query = '') {
  return request(t.app)
    .post(`/api/events/redir/${id}${query}`)
    .set('Cookie', session.cookie)
    .set('X-CSRF-Token', session.csrf)
    .type('form')
    .send({ rd: String(Math.floor(Date.now() / 1000)) });
}

describe('events/redir', () => {
  it('sends a member to the French or the English room by a plain link, and a holder of the presenter key by a posted form', async () => {
    const { event, member } = await liveWithRooms();
    const session = await sessionFor(t.ctx, member.email);
    expect((await redir(event.id, session)).body).toEqual({ live: 'redir', to: 'https://salle.example.org/fr', toMethod: 'GET', toData: {} });
    expect((await redir(event.id, session, '?l=2')).body).toMatchObject({ to: 'https://salle.example.org/en', toMethod: 'GET' });
    const presenter = await redir(event.id, session, '?k=cle-presentateur');
    expect(presenter.body).toEqual({
      live: 'redir',
      to: 'https://salle.example.org/fr',
      toMethod: 'POST',
      toData: { key: 'cle-presentateur', name: 'Claire Martin', email: member.email },
    });
  });

  it("labels each user's room on the live card: admin room, presenter room, participant room, or the generic one", async () => {
    const { event, member } = await liveWithRooms({ linkExternal2: null });
    const speaker = await makeUser(t.ctx, { role: 'speaker' });
    const admin = await makeUser(t.ctx, { role: 'admin' });
    const card = async (email: string, query = '') => {
      const session = await sessionFor(t.ctx, email);
      const response = await request(t.app)
        .post(`/api/live/${event.id}${query}`)
        .set('Cookie', session.cookie)
        .set('X-CSRF-Token', session.csrf)
        .type('form')
        .send({});
      return response.body.data.event;
    };
    expect(await card(admin.email)).toMatchObject({ roomKind: 'redirect', redirectRoom: 'admin' });
    expect(await card(member.email)).toMatchObject({ redirectRoom: 'generic' });
    expect(await card(member.email, '?k=cle-presentateur')).toMatchObject({ redirectRoom: 'presenter' });
    expect(await card(speaker.email, '?k=cle-participant')).toMatchObject({ redirectRoom: 'participant' });
  });

  it('answers complete for a session without external room, and refuses a member who is not subscribed', async () => {
    const embedded = await makeEvent(t.ctx, { startsInMin: -5, linkLive: '/demo/player.html' });
    const member = await makeUser(t.ctx);
    await makeSubscription(t.ctx, member.id, embedded.id);
    expect((await redir(embedded.id, await sessionFor(t.ctx, member.email))).body).toEqual({ live: 'complete' });
    const { event } = await liveWithRooms();
    const outsider = await redir(event.id, await sessionFor(t.ctx, (await makeUser(t.ctx)).email));
    expect(outsider.status).toBe(403);
    expect(outsider.body.log).toBe("Vous n'êtes pas inscrit(e) à cette webconférence :(");
  });
});

describe('events/download', () => {
  it('gives the legal file to those in the room only', async () => {
    const { event, member } = await liveWithRooms();
    await uploadStorageOf(t.ctx).put(`events/${event.id}/mentions.pdf`, Buffer.from('%PDF-1.4 mentions'));
    await t.ctx.db
      .update(schema.events)
      .set({ legalLiveFile: [{ dest: `/cache/events/${event.id}/mentions.pdf`, name: 'mentions.pdf' }] })
      .where(eq(schema.events.id, event.id));
    const path = `/api/events/download/${event.id}?f=eventLegalLiveFile`;
    const file = await request(t.app)
      .get(path)
      .set('Cookie', (await sessionFor(t.ctx, member.email)).cookie);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(file.body as Buffer).toString()).toBe('%PDF-1.4 mentions');
    expect((await request(t.app).get(path)).status).toBe(401);
    const outsider = await request(t.app)
      .get(path)
      .set('Cookie', (await sessionFor(t.ctx, (await makeUser(t.ctx)).email)).cookie);
    expect(outsider.status).toBe(403);
    expect(
      (
        await request(t.app)
          .get(`/api/events/download/${event.id}?f=autre`)
          .set('Cookie', (await sessionFor(t.ctx, member.email)).cookie)
      ).status,
    ).toBe(400);
  });
});
