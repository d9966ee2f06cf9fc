import request from 'supertest';
import type { ReplayListResponse } from '@canal/contracts';
import { makeEvent, makeSubscription, makeTheme, makeUser, openService, sessionFor, type SeededService, type TestSession } from '@canal/service-core/testing';
import { createApp } from '../../index';

let t: SeededService;
let app: SeededService['app'];
let ctx: SeededService['ctx'];
const emails = { member: '', staff: '', speaker: '' };
const DAY = 24 * 60;

beforeAll(async () => {
  t = await openService(createApp);
  ({ app, ctx } = t);
  const asthme = await makeTheme(ctx, { name: 'Asthme', color: '#0f8a6a', category: 'asthme' });
  const host = { dest: '/demo/vidal.jpg', attributes: { name: 'Dr Claire Vidal', description: 'Pneumologue, Bordeaux' } };
  await makeEvent(ctx, {
    title: 'Réhabilitation respiratoire : mode d’emploi',
    startsInMin: -30 * DAY,
    state: 'replay',
    replayOnline: true,
    linkReplay: '/demo/player.html?v=1',
  });
  const education = await makeEvent(ctx, {
    title: 'Éducation thérapeutique dans l’asthme',
    themeId: asthme.id,
    hosts: [host],
    startsInMin: -14 * DAY,
    state: 'replay',
    replayOnline: true,
    linkReplay: '/demo/player.html?v=2',
  });
  await makeEvent(ctx, {
    title: 'Les nouvelles molécules inhalées',
    startsInMin: -7 * DAY,
    state: 'replay',
    replayOnline: false,
    linkReplay: '/demo/player.html?v=3',
  });
  await makeEvent(ctx, { title: 'Une session à venir', startsInMin: 2 * DAY });
  const member = await makeUser(ctx);
  await makeSubscription(ctx, member.id, education.id);
  emails.member = member.email;
  emails.staff = (await makeUser(ctx, { role: 'staff', subRole: 'mod' })).email;
  emails.speaker = (await makeUser(ctx, { role: 'speaker' })).email;
});

afterAll(() => t.database.close());

const list = (session: TestSession) =>
  request(app).post('/api/replays/list').set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).type('form').send('contact_form=true');

describe('POST /api/replays/list', () => {
  it('gives a member the two online replays and the one still being prepared, most recent first', async () => {
    const response = await list(await sessionFor(ctx, emails.member));
    expect(response.status).toBe(200);
    const body = response.body as ReplayListResponse;
    expect(body.replays).toBe('complete');
    expect(body.data.map((card) => [card.eventTitle, card.isLive])).toEqual([
      ['Les nouvelles molécules inhalées', 0],
      ['Éducation thérapeutique dans l’asthme', 1],
      ['Réhabilitation respiratoire : mode d’emploi', 1],
    ]);
    const [pending, asthma] = body.data;
    expect(pending.eventLinkReplay).toBeNull();
    expect(asthma.eventLinkReplay).toContain('/demo/player.html');
    expect(asthma).toMatchObject({ themeName: 'Asthme', themeColor: '#0f8a6a', eventState: 'replay', isSubscribed: 1 });
    expect(asthma.hosts).toEqual([expect.objectContaining({ attributes: { name: 'Dr Claire Vidal', description: 'Pneumologue, Bordeaux' } })]);
    expect(asthma.eventDate).toBe(Math.floor(t.seededAt.getTime() / 1000) - 14 * 86_400);
    expect(Number.isInteger(asthma.eventDate)).toBe(true);
    expect(body.data[2].isSubscribed).toBe(0);
  });

  it('lets staff see the replays', async () => {
    const response = await list(await sessionFor(ctx, emails.staff));
    expect(response.status).toBe(200);
    expect((response.body as ReplayListResponse).data).toHaveLength(3);
  });

  it('asks a visitor to log in', async () => {
    const response = await list(await sessionFor(ctx, null));
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: 'not_connected', log: 'Merci de vous connecter pour accéder à ce contenu' });
  });

  it('refuses a speaker', async () => {
    const response = await list(await sessionFor(ctx, emails.speaker));
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: 'forbidden' });
  });

  it('refuses a call without the CSRF token', async () => {
    const session = await sessionFor(ctx, emails.member);
    const response = await request(app).post('/api/replays/list').set('Cookie', session.cookie).send({});
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: 'csrf' });
  });

  it('rejects an unknown field with a French message', async () => {
    const session = await sessionFor(ctx, emails.member);
    const response = await request(app).post('/api/replays/list').set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).send({ universe: 'x' });
    expect(response.status).toBe(400);
    expect(response.body.log).toMatch(/^Requête invalide/);
  });
});
