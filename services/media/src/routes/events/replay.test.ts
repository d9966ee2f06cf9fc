import request from 'supertest';
import type { Express } from 'express';
import { eq } from 'drizzle-orm';
import { schema, seedDemo, type DatabaseHandle, type ServiceContext } from '@canal/service-core';
import { createTestContext, sessionFor, type TestSession } from '@canal/service-core/testing';
import { createApp } from '../../index';
import type { ReplayResponse } from '@canal/contracts';
import { NO_REPLAY_MESSAGE } from './replay';

let ctx: ServiceContext;
let database: DatabaseHandle;
let app: Express;
let member: TestSession;

async function eventId(title: string): Promise<number> {
  const [row] = await ctx.db.select({ id: schema.events.id }).from(schema.events).where(eq(schema.events.title, title));
  return row.id;
}

beforeAll(async () => {
  ({ ctx, database } = await createTestContext());
  await seedDemo(ctx.db, ctx.now());
  app = createApp(ctx);
  member = await sessionFor(ctx, 'infirmier.durand@exemple.fr');
});

afterAll(async () => {
  await database.close();
});

const replay = (path: string, session: TestSession) =>
  request(app).post(path).set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).type('form').send('contact_form=true');

describe('POST /api/events/replay/:id', () => {
  it('gives an online replay with its link', async () => {
    const id = await eventId('Réhabilitation respiratoire : mode d’emploi');
    const response = await replay(`/api/events/replay/${id}`, member);
    expect(response.status).toBe(200);
    const body = response.body as ReplayResponse;
    expect(body.replay).toBe('complete');
    expect(body.data).toMatchObject({ id, isLive: 1, isSubscribed: 1, themeName: 'BPCO', eventState: 'replay' });
    expect(body.data.eventLinkReplay).toContain('/demo/player.html');
  });

  it('lets staff and admin watch', async () => {
    const id = await eventId('Éducation thérapeutique dans l’asthme');
    for (const email of ['buadm@canal-pneumo.fr', 'admin@canal-pneumo.fr']) {
      const response = await replay(`/api/events/replay/${id}`, await sessionFor(ctx, email));
      expect(response.status).toBe(200);
      expect((response.body as ReplayResponse).data.isSubscribed).toBe(0);
    }
  });

  it("answers 'no_replay' for a replay not online yet and for a session without replay", async () => {
    for (const title of ['Les nouvelles molécules inhalées', 'Asthme sévère : place des biothérapies']) {
      const response = await replay(`/api/events/replay/${await eventId(title)}`, member);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ replay: 'no_replay', log: NO_REPLAY_MESSAGE });
      expect(response.body.data).toBeUndefined();
    }
  });

  it('answers not found for an unknown session', async () => {
    const response = await replay('/api/events/replay/999999', member);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: 'not_found', log: 'Erreur contenu non trouvé' });
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('rejects the id %s with a French message', async (id) => {
    const response = await replay(`/api/events/replay/${id}`, member);
    expect(response.status).toBe(400);
    expect(response.body.log).toMatch(/^Requête invalide : « id »/);
  });

  it('asks a visitor to log in and refuses a speaker', async () => {
    const id = await eventId('Réhabilitation respiratoire : mode d’emploi');
    expect((await replay(`/api/events/replay/${id}`, await sessionFor(ctx, null))).status).toBe(401);
    const speaker = await replay(`/api/events/replay/${id}`, await sessionFor(ctx, 'orateur@canal-pneumo.fr'));
    expect(speaker.status).toBe(403);
    expect(speaker.body).toMatchObject({ error: 'forbidden' });
    expect(speaker.body.data).toBeUndefined();
  });

  it('refuses a call without the CSRF token', async () => {
    const id = await eventId('Réhabilitation respiratoire : mode d’emploi');
    const response = await request(app).post(`/api/events/replay/${id}`).set('Cookie', member.cookie).send({ contact_form: true });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: 'csrf' });
  });
});
