import request from 'supertest';
import { eq } from 'drizzle-orm';
import type { LiveResponse } from '@canal/contracts';
import { schema } from '@canal/service-core';
import { makeEvent, makeSubscription, makeTheme, makeUser, openService, sessionFor, type SeededService, type TestSession } from '@canal/service-core/testing';
import { createApp } from '../../index';

let t: SeededService;
let app: SeededService['app'];
let ctx: SeededService['ctx'];
const now = new Date();
const DAY = 24 * 60;
const eventIds = new Map<string, number>();
const people = { admin: '', moderator: '', speaker: '', member: '', nurse: '' };
const LIVE = { title: 'BPCO : prévenir et traiter les exacerbations', startsInMin: -20, durationMin: 90 };

/** The id of a session this test made, by its key. */
function idOf(key: string): number {
  const id = eventIds.get(key);
  if (id === undefined) throw new Error(`no session ${key}`);
  return id;
}

beforeAll(async () => {
  t = await openService(createApp, {}, now);
  ({ app, ctx } = t);
  const bpco = await makeTheme(ctx, { name: 'BPCO' });
  const sessions: Array<[string, Parameters<typeof makeEvent>[1]]> = [
    ['live', { ...LIVE, themeId: bpco.id, hosts: [{ dest: '/demo/rousseau.jpg', attributes: { name: 'Pr Anne Rousseau' } }] }],
    ['soon', { startsInMin: 10 }],
    ['days', { startsInMin: 3 * DAY + 125 }],
    ['finished', { startsInMin: -DAY }],
    ['replay1', { startsInMin: -7 * DAY, state: 'replay', replayOnline: true, linkReplay: '/demo/player.html?v=r1' }],
    ['replay2', { startsInMin: -30 * DAY, state: 'replay', replayOnline: true, linkReplay: '/demo/player.html?v=r2' }],
  ];
  for (const [key, fields] of sessions) eventIds.set(key, (await makeEvent(ctx, { linkLive: `/demo/player.html?v=${key}`, ...fields })).id);
  people.admin = (await makeUser(ctx, { role: 'admin' })).email;
  people.moderator = (await makeUser(ctx, { role: 'staff', subRole: 'mod' })).email;
  people.speaker = (await makeUser(ctx, { role: 'speaker' })).email;
  const member = await makeUser(ctx);
  for (const key of ['live', 'soon', 'days', 'finished', 'replay1']) await makeSubscription(ctx, member.id, idOf(key));
  people.member = member.email;
  const nurse = await makeUser(ctx, { job: 'x2' });
  await makeSubscription(ctx, nurse.id, idOf('days'));
  people.nurse = nurse.email;
});

afterAll(() => t.database.close());

function postLive(id: number | string, session: TestSession | null, body: Record<string, string> = {}) {
  const call = request(app).post(`/api/live/${id}`).type('form').send(body);
  if (session) call.set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf);
  return call;
}

async function liveAs(email: string, key: string): Promise<LiveResponse> {
  const response = await postLive(idOf(key), await sessionFor(ctx, email), { contact_form: 'true' });
  expect(response.status).toBe(200);
  return response.body as LiveResponse;
}

describe('POST /api/live/:id', () => {
  it('lets the admin, the moderator and the speaker in at any time, without a subscription', async () => {
    for (const email of [people.admin, people.moderator, people.speaker]) {
      for (const key of ['live', 'soon', 'days', 'finished', 'replay2']) {
        const body = await liveAs(email, key);
        expect(body.live).toBe('complete');
        expect(body.data.access).toBe('live');
        expect(body.data.event.eventLinkLive).toMatch(/^\/demo\/player\.html/);
      }
    }
  });

  it('shows a subscribed member the room while the session is live, with the card and the server clock', async () => {
    const body = await liveAs(people.member, 'live');
    const live = LIVE;
    expect(body.data.access).toBe('live');
    expect(body.data.viewer).toEqual({ id: expect.any(Number), roomPass: false });
    expect(body.data.serverNow).toBe(now.getTime());
    expect(body.data.event).toMatchObject({
      id: idOf('live'),
      eventTitle: live.title,
      themeName: 'BPCO',
      eventState: 'live',
      isSubscribed: 1,
      eventDuration: live.durationMin,
      eventDate: Math.floor((now.getTime() + live.startsInMin * 60_000) / 1000),
      eventLinkInstructions: null,
    });
    expect(body.data.event.hosts[0].attributes.name).toBe('Pr Anne Rousseau');
    expect(body.data.event.eventLinkLive).toContain('/demo/player.html');
  });

  it('makes a subscribed member wait before the start, without the player address', async () => {
    for (const key of ['soon', 'days']) {
      const body = await liveAs(people.member, key);
      expect(body.data.access).toBe('pending');
      expect(body.data.event.eventState).toBe('pending');
      expect(body.data.event.eventLinkLive).toBeNull();
    }
  });

  it('tells a subscribed member that a past session is finished (replay included)', async () => {
    for (const key of ['finished', 'replay1']) {
      const body = await liveAs(people.member, key);
      expect(body.data.access).toBe('finished');
      expect(body.data.event.eventLinkLive).toBeNull();
    }
  });

  it('tells a member who is not subscribed, whatever the state', async () => {
    for (const key of ['soon', 'live']) {
      const body = await liveAs(people.nurse, key);
      expect(body.data.access).toBe('not_registered');
      expect(body.data.event.isSubscribed).toBe(0);
      expect(body.data.event.eventLinkLive).toBeNull();
    }
    expect((await liveAs(people.nurse, 'days')).data.access).toBe('pending');
  });

  it('keeps a delayed session pending for members and open for staff', async () => {
    await ctx.db
      .update(schema.events)
      .set({ state: 'delayed' })
      .where(eq(schema.events.id, idOf('live')));
    try {
      const member = await liveAs(people.member, 'live');
      expect(member.data.access).toBe('pending');
      expect(member.data.event.eventState).toBe('delayed');
      expect((await liveAs(people.moderator, 'live')).data.access).toBe('live');
    } finally {
      await ctx.db
        .update(schema.events)
        .set({ state: 'pending' })
        .where(eq(schema.events.id, idOf('live')));
    }
  });

  it('asks a visitor to log in', async () => {
    const response = await postLive(idOf('live'), await sessionFor(ctx, null));
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ live: 'not_connected', log: 'Merci de vous connecter pour accéder à ce contenu' });
    expect(JSON.stringify(response.body)).not.toContain('player.html');
  });

  it('answers 404 not_found for an unknown session', async () => {
    const response = await postLive(999_999, await sessionFor(ctx, people.admin));
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ live: 'not_found', log: 'Erreur : contenu non trouvé' });
  });

  it('refuses an id that is not a positive integer, in French', async () => {
    const session = await sessionFor(ctx, people.admin);
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await postLive(id, session);
      expect(response.status).toBe(400);
      expect(response.body.log).toMatch(/Requête invalide/);
      expect(response.body).not.toHaveProperty('stack');
    }
  });

  it('refuses unknown body fields and accepts the k and r query parameters', async () => {
    const session = await sessionFor(ctx, people.member);
    const unknown = await postLive(idOf('live'), session, { contact_form: 'true', other: 'x' });
    expect(unknown.status).toBe(400);
    const withQuery = await request(app)
      .post(`/api/live/${idOf('live')}?k=abc&r=mail`)
      .set('Cookie', session.cookie)
      .set('X-CSRF-Token', session.csrf);
    expect(withQuery.status).toBe(200);
    expect(withQuery.body.data.access).toBe('live');
  });

  it('takes the CSRF token from the body too, and refuses a call without it', async () => {
    const session = await sessionFor(ctx, people.member);
    const inBody = await request(app)
      .post(`/api/live/${idOf('live')}`)
      .set('Cookie', session.cookie)
      .type('form')
      .send({ csrf: session.csrf });
    expect(inBody.status).toBe(200);
    const missing = await request(app)
      .post(`/api/live/${idOf('live')}`)
      .set('Cookie', session.cookie)
      .type('form')
      .send({ contact_form: 'true' });
    expect(missing.status).toBe(403);
    expect(missing.body.error).toBe('csrf');
  });
});
