import request from 'supertest';
import type { Express } from 'express';
import { seedDemo, type ServiceContext } from '@canal/service-core';
import { createTestContext, sessionFor, type TestSession } from '@canal/service-core/testing';
import type { DatabaseHandle } from '@canal/service-core';
import { createApp } from '../../index';
import type { ReplayListResponse } from '@canal/contracts';

let ctx: ServiceContext;
let database: DatabaseHandle;
let app: Express;

beforeAll(async () => {
  ({ ctx, database } = await createTestContext());
  await seedDemo(ctx.db, ctx.now());
  app = createApp(ctx);
});

afterAll(async () => {
  await database.close();
});

const list = (session: TestSession) =>
  request(app).post('/api/replays/list').set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).type('form').send('contact_form=true');

describe('POST /api/replays/list', () => {
  it('gives a member the two online replays and the one still being prepared, most recent first', async () => {
    const response = await list(await sessionFor(ctx, 'dr.martin@exemple.fr'));
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
    expect(asthma.eventDate).toBeLessThan(Date.now() / 1000 - 6 * 86_400);
    expect(Number.isInteger(asthma.eventDate)).toBe(true);
    expect(body.data[2].isSubscribed).toBe(0);
  });

  it('lets staff see the replays', async () => {
    const response = await list(await sessionFor(ctx, 'moderateur@canal-pneumo.fr'));
    expect(response.status).toBe(200);
    expect((response.body as ReplayListResponse).data).toHaveLength(3);
  });

  it('asks a visitor to log in', async () => {
    const response = await list(await sessionFor(ctx, null));
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: 'not_connected', log: 'Merci de vous connecter pour accéder à ce contenu' });
  });

  it('refuses a speaker', async () => {
    const response = await list(await sessionFor(ctx, 'orateur@canal-pneumo.fr'));
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: 'forbidden' });
  });

  it('refuses a call without the CSRF token', async () => {
    const session = await sessionFor(ctx, 'dr.martin@exemple.fr');
    const response = await request(app).post('/api/replays/list').set('Cookie', session.cookie).send({});
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: 'csrf' });
  });

  it('rejects an unknown field with a French message', async () => {
    const session = await sessionFor(ctx, 'dr.martin@exemple.fr');
    const response = await request(app)
      .post('/api/replays/list')
      .set('Cookie', session.cookie)
      .set('X-CSRF-Token', session.csrf)
      .send({ universe: 'x' });
    expect(response.status).toBe(400);
    expect(response.body.log).toMatch(/^Requête invalide/);
  });
});
