import type { RequestListener } from 'node:http';
import request, { type Response } from 'supertest';
import { and, eq } from 'drizzle-orm';
import { schema, SESSION_COOKIE, type OpenedContext, type ServiceContext } from '@canal/service-core';
import { liveRoomToken } from '@canal/domain';
import { createTestContext, makeEvent, makeSubscription, makeUser, sessionFor } from '@canal/service-core/testing';
import { inProcessGatewayParts, type InProcessGateway } from './inProcessGateway';

/** How many polls the lane answered so far. */
async function laneAnswers(ctx: ServiceContext): Promise<number> {
  const metric = ctx.operations.registry.getSingleMetric('canal_polling_lane_answers_total');
  const values = (await metric?.get())?.values ?? [];
  return values.reduce((sum, value) => sum + value.value, 0);
}

const HOST = 'canal.exemple.fr';
const poll = (app: RequestListener, eventId: number | string, cookie?: string, headers: Record<string, string> = {}) => {
  const call = request(app).get(`/api/state/get/${eventId}`).set('Host', HOST).set(headers);
  return cookie ? call.set('Cookie', cookie) : call;
};

/** An answer as a client reads it: status, body, and every header but the date and the limit's running count. */
const seen = (response: Response) => {
  const { date: _date, ratelimit: _count, ...headers } = response.headers as Record<string, string>;
  return { status: response.status, body: response.text, headers };
};

describe('the polling lane (state/get)', () => {
  let opened: OpenedContext;
  let ctx: ServiceContext;
  let app: InProcessGateway;

  beforeAll(async () => {
    opened = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
    ctx = opened.ctx;
    app = inProcessGatewayParts(ctx);
  });
  afterAll(() => opened.database.close());

  async function liveRoom() {
    const event = await makeEvent(ctx, { startsInMin: -5, durationMin: 60 });
    const member = await makeUser(ctx);
    await makeSubscription(ctx, member.id, event.id);
    return { event, member, session: await sessionFor(ctx, member.email) };
  }

  it('answers a subscribed member as the chain does, headers included, and counts the poll as presence', async () => {
    const { event, member, session } = await liveRoom();
    const before = await laneAnswers(ctx);
    const fromLane = await poll(app.laned, event.id, session.cookie);
    expect(await laneAnswers(ctx)).toBe(before + 1);
    const fromChain = await poll(app.chain, event.id, session.cookie);
    expect(fromLane.status).toBe(200);
    expect(fromLane.body).toEqual({ state: 'complete', data: expect.objectContaining({ eventId: event.id, contentType: 'none', contentRevision: 0 }) });
    expect(seen(fromLane)).toEqual(seen(fromChain));
    expect(fromLane.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");

    const presence = await ctx.db
      .select()
      .from(schema.roomPresence)
      .where(and(eq(schema.roomPresence.eventId, event.id), eq(schema.roomPresence.userId, member.id)));
    expect(presence.map((row) => row.via)).toEqual(['polling']);
  });

  it('answers 304 to a browser that holds the same state, and the new state once a presenter changed it', async () => {
    const { event, session } = await liveRoom();
    const first = await poll(app.laned, event.id, session.cookie).expect(200);
    const etag = String(first.headers.etag);
    const before = await laneAnswers(ctx);
    const unchanged = await poll(app.laned, event.id, session.cookie, { 'If-None-Match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    expect(await laneAnswers(ctx)).toBe(before + 1);
    // The chain agrees on both.
    expect((await poll(app.chain, event.id, session.cookie, { 'If-None-Match': etag })).status).toBe(304);

    const admin = await sessionFor(ctx, (await makeUser(ctx, { role: 'admin' })).email);
    await request(app.laned)
      .post(`/api/state/set/${event.id}`)
      .set('Cookie', admin.cookie)
      .set('X-CSRF-Token', admin.csrf)
      .type('form')
      .send({ contentType: 'comment' })
      .expect(200);
    const changed = await poll(app.laned, event.id, session.cookie, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ contentType: 'comment', contentRevision: 1 });
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('lets a room pass in for its own session only, as the chain does', async () => {
    const { event, member } = await liveRoom();
    const other = await makeEvent(ctx, { startsInMin: -5, durationMin: 60 });
    await makeSubscription(ctx, member.id, other.id);
    const visitor = await sessionFor(ctx, null);
    const opened = await request(app.laned)
      .post(`/api/live/${event.id}?k=${await liveRoomToken(ctx, member.id, event.id)}`)
      .set('Cookie', visitor.cookie)
      .set('X-CSRF-Token', visitor.csrf)
      .type('form')
      .send({})
      .expect(200);
    const passCookie = ([] as string[]).concat(opened.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    const pass = String(passCookie?.split(';')[0]);

    const before = await laneAnswers(ctx);
    expect((await poll(app.laned, event.id, pass)).status).toBe(200);
    expect(await laneAnswers(ctx)).toBe(before + 1);
    const elsewhere = await poll(app.laned, other.id, pass);
    expect(seen(elsewhere)).toEqual(seen(await poll(app.chain, other.id, pass)));
    expect(elsewhere.status).toBe(401);
    expect(await laneAnswers(ctx)).toBe(before + 1);
  });

  it('leaves every refusal to the chain, with its status and French message', async () => {
    const { event, session } = await liveRoom();
    const outsider = await sessionFor(ctx, (await makeUser(ctx)).email);
    const leaving = await makeUser(ctx);
    await makeSubscription(ctx, leaving.id, event.id);
    const loggedOut = await sessionFor(ctx, leaving.email);
    expect((await poll(app.laned, event.id, loggedOut.cookie)).status).toBe(200);
    await request(app.laned)
      .post('/api/auth/logout')
      .set('Cookie', loggedOut.cookie)
      .set('X-CSRF-Token', loggedOut.csrf)
      .type('form')
      .send({ logout: 'true' })
      .expect(200);
    const before = await laneAnswers(ctx);
    const calls: Array<[string, number | string, string | undefined]> = [
      ['visitor', event.id, undefined],
      ['not subscribed', event.id, outsider.cookie],
      ['logged out', event.id, loggedOut.cookie],
      ['unknown session', 2147483000, session.cookie],
      ['bad id', 'abc', session.cookie],
      ['forged cookie', event.id, `${SESSION_COOKIE}=nimporte-quoi`],
    ];
    for (const [why, eventId, cookie] of calls) {
      const fromLane = seen(await poll(app.laned, eventId, cookie));
      expect({ why, ...fromLane }).toEqual({ why, ...seen(await poll(app.chain, eventId, cookie)) });
      expect({ why, status: fromLane.status >= 400 }).toEqual({ why, status: true });
    }
    // A GET with a body (a NUL in it), a cookie cookie-parser would decode: the chain's to read.
    const withBody = await request(app.laned).get(`/api/state/get/${event.id}`).set('Cookie', session.cookie).type('json').send('{"x":"\\u0000"}');
    expect(withBody.status).toBe(400);
    expect((await poll(app.laned, event.id, `${SESSION_COOKIE}=j:%7B%7D`)).status).toBe(401);
    expect(JSON.parse(seen(await poll(app.laned, event.id, outsider.cookie)).body)).toMatchObject({
      log: "Vous n'êtes pas inscrit(e) à cette webconférence :(",
    });
    expect(await laneAnswers(ctx)).toBe(before);
  });

  it('answers only the path as declared: another spelling gets the chain’s answer', async () => {
    const { event, session } = await liveRoom();
    const before = await laneAnswers(ctx);
    for (const spelling of [`/API/STATE/GET/${event.id}`, `/api/State/get/${event.id}`, `/api/state/get/${event.id}/`]) {
      const fromLane = seen(await request(app.laned).get(spelling).set('Host', HOST).set('Cookie', session.cookie));
      const fromChain = seen(await request(app.chain).get(spelling).set('Host', HOST).set('Cookie', session.cookie));
      expect({ spelling, ...fromLane }).toEqual({ spelling, ...fromChain });
    }
    expect(await laneAnswers(ctx)).toBe(before);
  });
});

describe('the polling lane and the per-address limit', () => {
  it('counts its polls in the gateway’s limit: past it, the chain answers 429 in French', async () => {
    const opened = await createTestContext({ RATE_LIMIT_PER_MINUTE: '10' });
    try {
      const { ctx } = opened;
      const app = inProcessGatewayParts(ctx);
      const event = await makeEvent(ctx, { startsInMin: -5, durationMin: 60 });
      const member = await makeUser(ctx);
      await makeSubscription(ctx, member.id, event.id);
      const { cookie } = await sessionFor(ctx, member.email);
      const statuses: number[] = [];
      for (let call = 0; call < 11; call += 1) statuses.push((await poll(app.laned, event.id, cookie)).status);
      expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
      expect(await laneAnswers(ctx)).toBe(10);
      const over = await poll(app.laned, event.id, cookie);
      expect(over.body.log).toBe('Trop de requêtes : merci de patienter une minute avant de réessayer.');
      expect(over.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await opened.database.close();
    }
  });
});
