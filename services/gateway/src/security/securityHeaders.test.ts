import request from 'supertest';
import type { RequestListener } from 'node:http';
import { createTestContext, makeEvent, makeTheme, makeUser, sessionFor, type TestSession } from '@canal/service-core/testing';
import type { OpenedContext } from '@canal/service-core';
import { inProcessGateway } from '../inProcessGateway';

let opened: OpenedContext;
let gateway: RequestListener;
let admin: TestSession;
beforeAll(async () => {
  opened = await createTestContext();
  gateway = inProcessGateway(opened.ctx);
  admin = await sessionFor(opened.ctx, (await makeUser(opened.ctx, { role: 'admin' })).email);
});
afterAll(() => opened.database.close());

const formAction = async () => {
  // A page's policy, written before the page is looked for (a fresh clone has not built the frontends yet: a 503, same headers).
  const policy = (await request(gateway).get('/live/1')).headers['content-security-policy'] ?? '';
  return (
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === 'form-action')
      ?.slice(1) ?? []
  );
};

describe('the pages’ form-action', () => {
  it('names the external rooms configured on sessions, and follows a staff save at once', async () => {
    await makeEvent(opened.ctx, { linkExternal: 'https://salle.exemple.fr/r/1?room=42', linkExternal2: 'https://en.room.example.org/live' });
    await makeEvent(opened.ctx, { linkExternal: '/demo/player.html', linkExternal2: null });
    expect(await formAction()).toEqual(["'self'", 'https://en.room.example.org', 'https://salle.exemple.fr']);

    // An admin creates a session with an external room, then moves it: the next page's policy names the new origin, not the old one.
    const theme = await makeTheme(opened.ctx);
    const values = {
      fsubmit: 'event_form',
      eventTitle: 'Salle externe',
      themeId: String(theme.id),
      eventState: 'pending',
      eventDate: '2027-01-14T18:30',
      eventDuration: '60',
      eventLinkExternal: 'https://ancienne-salle.exemple.fr/r/2',
    };
    const saved = await request(gateway)
      .post('/api/event/edit')
      .set('Cookie', admin.cookie)
      .set('X-CSRF-Token', admin.csrf)
      .type('form')
      .send(values)
      .expect(200);
    expect(await formAction()).toEqual(["'self'", 'https://ancienne-salle.exemple.fr', 'https://en.room.example.org', 'https://salle.exemple.fr']);
    await request(gateway)
      .post(`/api/event/edit/${saved.body.data.id as number}`)
      .set('Cookie', admin.cookie)
      .set('X-CSRF-Token', admin.csrf)
      .type('form')
      .send({ ...values, eventLinkExternal: 'https://nouvelle-salle.exemple.fr/r/2' })
      .expect(200);
    expect(await formAction()).toEqual(["'self'", 'https://en.room.example.org', 'https://nouvelle-salle.exemple.fr', 'https://salle.exemple.fr']);
    expect(await formAction()).not.toContain('https:');
  });
});
