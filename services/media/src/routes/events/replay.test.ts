import request from 'supertest';
import type { ReplayResponse } from '@canal/contracts';
import { makeEvent, makeSubscription, makeTheme, makeUser, openService, sessionFor, type SeededService, type TestSession } from '@canal/service-core/testing';
import { createApp } from '../../index';
import { NO_REPLAY_MESSAGE } from './replay';

let t: SeededService;
let app: SeededService['app'];
let ctx: SeededService['ctx'];
let member: TestSession;
const ids = { online: 0, otherOnline: 0, notYet: 0, noReplay: 0 };
const DAY = 24 * 60;

beforeAll(async () => {
  t = await openService(createApp);
  ({ app, ctx } = t);
  const bpco = await makeTheme(ctx, { name: 'BPCO' });
  const online = await makeEvent(ctx, { themeId: bpco.id, startsInMin: -30 * DAY, state: 'replay', replayOnline: true, linkReplay: '/demo/player.html?v=1' });
  ids.online = online.id;
  ids.otherOnline = (await makeEvent(ctx, { startsInMin: -14 * DAY, state: 'replay', replayOnline: true, linkReplay: '/demo/player.html?v=2' })).id;
  ids.notYet = (await makeEvent(ctx, { startsInMin: -7 * DAY, state: 'replay', replayOnline: false, linkReplay: '/demo/player.html?v=3' })).id;
  ids.noReplay = (await makeEvent(ctx, { startsInMin: 2 * DAY })).id;
  const nurse = await makeUser(ctx, { job: 'x2' });
  await makeSubscription(ctx, nurse.id, online.id);
  member = await sessionFor(ctx, nurse.email);
});

afterAll(() => t.database.close());

const staffEmail = async (role: 'staff' | 'admin') => (await makeUser(ctx, { role, subRole: role === 'staff' ? 'buadm' : null })).email;

const replay = (path: string, session: TestSession) =>
  request(app).post(path).set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).type('form').send('contact_form=true');

describe('POST /api/events/replay/:id', () => {
  it('gives an online replay with its link', async () => {
    const id = ids.online;
    const response = await replay(`/api/events/replay/${id}`, member);
    expect(response.status).toBe(200);
    const body = response.body as ReplayResponse;
    expect(body.replay).toBe('complete');
    expect(body.data).toMatchObject({ id, isLive: 1, isSubscribed: 1, themeName: 'BPCO', eventState: 'replay' });
    expect(body.data.eventLinkReplay).toContain('/demo/player.html');
  });

  it('lets staff and admin watch', async () => {
    const id = ids.otherOnline;
    for (const email of [await staffEmail('staff'), await staffEmail('admin')]) {
      const response = await replay(`/api/events/replay/${id}`, await sessionFor(ctx, email));
      expect(response.status).toBe(200);
      expect((response.body as ReplayResponse).data.isSubscribed).toBe(0);
    }
  });

  it("answers 'no_replay' for a replay not online yet and for a session without replay", async () => {
    for (const id of [ids.notYet, ids.noReplay]) {
      const response = await replay(`/api/events/replay/${id}`, member);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ replay: 'no_replay', log: NO_REPLAY_MESSAGE });
      expect(response.body.data).toBeUndefined();
    }
  });

  it('answers not found for an unknown session', async () => {
    const response = await replay('/api/events/replay/999999', member);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: 'not_found', log: 'Erreur : contenu non trouvé' });
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('rejects the id %s with a French message', async (id) => {
    const response = await replay(`/api/events/replay/${id}`, member);
    expect(response.status).toBe(400);
    expect(response.body.log).toMatch(/^Requête invalide : « id »/);
  });

  it('asks a visitor to log in and refuses a speaker', async () => {
    const id = ids.online;
    expect((await replay(`/api/events/replay/${id}`, await sessionFor(ctx, null))).status).toBe(401);
    const speaker = await replay(`/api/events/replay/${id}`, await sessionFor(ctx, (await makeUser(ctx, { role: 'speaker' })).email));
    expect(speaker.status).toBe(403);
    expect(speaker.body).toMatchObject({ error: 'forbidden' });
    expect(speaker.body.data).toBeUndefined();
  });

  it('refuses a call without the CSRF token', async () => {
    const id = ids.online;
    const response = await request(app).post(`/api/events/replay/${id}`).set('Cookie', member.cookie).send({ contact_form: true });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: 'csrf' });
  });
});
