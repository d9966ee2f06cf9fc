import request from 'supertest';
import { makeEvent, makeSubscription, makeUser, openService, sessionFor, type SeededService, type TestSession } from '@canal/service-core/testing';
import { createApp } from '../../index';

/** The spec's session lists (000 §7), called as a partner's app would: a POST with the flags it sends. */
let t: SeededService;
beforeAll(async () => {
  t = await openService(createApp);
});
afterAll(() => t.database.close());

const post = (path: string, session: TestSession) =>
  request(t.app).post(path).type('form').send({ contact_form: 'true' }).set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf);
const titles = (body: { data: Array<{ eventTitle: string }> }) => body.data.map((card) => card.eventTitle);

describe('POST /api/availableevents, /api/myevents, /api/mypastevents', () => {
  it('give a member the sessions to join, their own to come and their own that are over, in the order a reader expects', async () => {
    const soon = await makeEvent(t.ctx, { title: 'Listes : BPCO dans 2 jours', startsInMin: 2 * 24 * 60 });
    const later = await makeEvent(t.ctx, { title: 'Listes : asthme dans 5 jours', startsInMin: 5 * 24 * 60 });
    const pastOld = await makeEvent(t.ctx, { title: 'Listes : passée il y a 9 jours', startsInMin: -9 * 24 * 60 });
    const pastRecent = await makeEvent(t.ctx, { title: 'Listes : passée hier', startsInMin: -24 * 60 });
    // Over too, but another member's: never in this member's list.
    await makeEvent(t.ctx, { title: 'Listes : passée, sans moi', startsInMin: -2 * 24 * 60 });
    const postponed = await makeEvent(t.ctx, { title: 'Listes : reportée', state: 'delayed' });
    const member = await makeUser(t.ctx);
    for (const session of [later, pastOld, pastRecent, postponed]) await makeSubscription(t.ctx, member.id, session.id);
    const session = await sessionFor(t.ctx, member.email);

    const available = await post('/api/availableevents', session).expect(200);
    expect(available.body.events).toBe('complete');
    const availableTitles = titles(available.body).filter((title) => title.startsWith('Listes :'));
    expect(availableTitles.indexOf('Listes : BPCO dans 2 jours')).toBeLessThan(availableTitles.indexOf('Listes : asthme dans 5 jours'));
    expect(availableTitles).not.toContain('Listes : passée hier');
    expect(available.body.data.find((card: { id: number }) => card.id === later.id).isSubscribed).toBe(1);
    expect(available.body.data.find((card: { id: number }) => card.id === soon.id).isSubscribed).toBe(0);

    const mine = await post('/api/myevents', session).expect(200);
    expect(titles(mine.body)).toEqual(expect.arrayContaining(['Listes : asthme dans 5 jours', 'Listes : reportée']));
    expect(titles(mine.body)).not.toContain('Listes : BPCO dans 2 jours');

    const past = await post('/api/mypastevents', session).expect(200);
    expect(titles(past.body)).toEqual(['Listes : passée hier', 'Listes : passée il y a 9 jours']);
    expect(past.body.data.every((card: { isSubscribed: number }) => card.isSubscribed === 1)).toBe(true);
  });

  it('ask a visitor to log in for the member’s own lists, and give them the available sessions', async () => {
    const visitor = await sessionFor(t.ctx, null);
    expect((await post('/api/availableevents', visitor).expect(200)).body.events).toBe('complete');
    for (const path of ['/api/myevents', '/api/mypastevents']) {
      const refused = await post(path, visitor).expect(401);
      expect(refused.body.log).toBe('Merci de vous connecter pour accéder à ce contenu');
    }
  });
});
