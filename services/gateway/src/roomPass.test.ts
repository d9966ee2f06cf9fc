import request from 'supertest';
import { eq } from 'drizzle-orm';
import { isAllowed, VISITOR, type LiveResponse } from '@canal/contracts';
import { GUARD_HEADER, schema, SESSION_COOKIE, type ApiRoute, type ServiceContext } from '@canal/service-core';
import { liveRoomToken } from '@canal/domain';
import {
  createTestContext,
  makeAnnouncement,
  makeEvent,
  makeFeedbackItems,
  makeQuizQuestion,
  makeSubscription,
  makeUser,
  sessionFor,
  type TestSession,
  type UserRow,
} from '@canal/service-core/testing';
import { ALL_SERVICES } from './routing/allServices';
import { inProcessGateway } from './inProcessGateway';

let ctx: ServiceContext;
let gateway: ReturnType<typeof inProcessGateway>;
let close: () => Promise<void>;

beforeAll(async () => {
  const opened = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  ctx = opened.ctx;
  gateway = inProcessGateway(ctx);
  close = () => opened.database.close();
});
afterAll(() => close());

const ALL_ROUTES: ApiRoute[] = ALL_SERVICES.flatMap((service) => service.routes);

/** A member subscribed to two live sessions, who opens the personal link of the first one logged out. */
async function memberWithPass(): Promise<{ member: UserRow; room: number; other: number; pass: TestSession }> {
  const member = await makeUser(ctx);
  const [room, other] = [await makeEvent(ctx, { startsInMin: -10, durationMin: 60 }), await makeEvent(ctx, { startsInMin: -10, durationMin: 60 })];
  for (const event of [room, other]) await makeSubscription(ctx, member.id, event.id);
  const visitor = await sessionFor(ctx, null);
  const key = await liveRoomToken(ctx, member.id, room.id);
  const opened = await request(gateway)
    .post(`/api/live/${room.id}?k=${key}`)
    .set('Cookie', visitor.cookie)
    .set('X-CSRF-Token', visitor.csrf)
    .type('form')
    .send({});
  expect(opened.status).toBe(200);
  expect((opened.body as LiveResponse).data.viewer).toEqual({ id: member.id, roomPass: true });
  const cookie = ([] as string[])
    .concat(opened.headers['set-cookie'] ?? [])
    .find((line) => line.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];
  if (!cookie) throw new Error('no room pass cookie');
  return { member, room: room.id, other: other.id, pass: { cookie: `${cookie}; ${visitor.cookie}`, csrf: visitor.csrf } };
}

function call(session: TestSession, method: 'get' | 'post', path: string, body: Record<string, unknown> = {}) {
  const pending = method === 'get' ? request(gateway).get(path) : request(gateway).post(path).type('form').send(body);
  return pending.set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf);
}

describe('a room pass, opened by the personal live link', () => {
  it('lasts as long as the link, not a login’s 72 hours, and is stored for that one session', async () => {
    const { member, room } = await memberWithPass();
    const [row] = await ctx.db.select().from(schema.sessions).where(eq(schema.sessions.userId, member.id));
    expect(row?.scopeEventId).toBe(room);
    const [event] = await ctx.db.select().from(schema.events).where(eq(schema.events.id, room));
    if (!event) throw new Error('event');
    expect(row?.expiresAt.getTime()).toBe(event.date.getTime() + (event.durationMin + 24 * 60) * 60_000);
  });

  it('is not logged in for the chat, the account, the subscriptions or the profile: 401 not_connected, nothing changed', async () => {
    const { member, room, pass } = await memberWithPass();
    const refused: Array<[string, 'get' | 'post', string, Record<string, unknown>?]> = [
      ['chat', 'post', '/api/gpt/api.php?action=list_thread'],
      ['chat, new discussion', 'post', '/api/gpt/api.php?action=create_thread'],
      ['my account', 'get', '/api/account/me'],
      ['unsubscribing', 'post', '/api/events/unsubscribe', { rid: room }],
      ['subscribing', 'post', '/api/events/subscribe', { rid: room }],
      ['attendance', 'get', '/api/attendance/mine'],
    ];
    for (const [what, method, path, body] of refused) {
      const response = await call(pass, method, path, body);
      expect([what, response.status, response.body.error]).toEqual([what, 401, 'not_connected']);
    }
    expect((await call(pass, 'get', '/api/profil/get?api=3')).body.user).toBeNull();
    expect(await ctx.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, member.id))).toHaveLength(2);
    expect(await ctx.db.select().from(schema.chatThreads).where(eq(schema.chatThreads.userId, member.id))).toEqual([]);
  });

  it('is its member on the room’s own calls of that session, and a visitor on the same calls of another session', async () => {
    const { member, room, other, pass } = await memberWithPass();
    for (const eventId of [room, other]) {
      const question = await makeQuizQuestion(ctx, eventId, { quizType: 'poll' });
      const announce = await makeAnnouncement(ctx, eventId);
      const [item] = await makeFeedbackItems(ctx, eventId, [{ type: 'stars', question: 'Clarté' }]);
      const admin = await sessionFor(ctx, (await makeUser(ctx, { role: 'admin' })).email);
      expect((await call(admin, 'post', `/api/state/set/${eventId}`, { contentType: 'poll', contentId: String(question.id) })).status).toBe(200);
      const seconds = Math.floor(Date.now() / 1000);
      const calls: Array<[string, 'get' | 'post', string, Record<string, unknown>?]> = [
        ['live card', 'post', `/api/live/${eventId}`],
        ['state', 'get', `/api/state/get/${eventId}`],
        ['quiz', 'post', `/api/quiz/get/${eventId}?q=${question.id}`],
        ['answer', 'post', `/api/quiz/store/${eventId}?q=${question.id}`, { choiceData: 1 }],
        ['announcement', 'post', `/api/announce/get/${eventId}?q=${announce.id}`],
        ['feedback', 'post', `/api/feedback/get/${eventId}`],
        ['feedback answers', 'post', `/api/feedback/store/${eventId}`, { [`e_${item?.id}`]: '5' }],
        ['question', 'post', '/api/message/send', { eid: eventId, message: 'Par le lien', key: `pass-${eventId}-${member.id}` }],
        ['tracking', 'post', `/api/live/track/${eventId}`, { viewStart: seconds - 30, viewLast: seconds }],
        ['external room', 'post', `/api/events/redir/${eventId}`, { rd: seconds }],
      ];
      for (const [what, method, path, body] of calls) {
        const response = await call(pass, method, path, body);
        expect([what, eventId === room ? 'its room' : 'another room', response.status]).toEqual([
          what,
          eventId === room ? 'its room' : 'another room',
          eventId === room ? 200 : 401,
        ]);
      }
      // The legal file: no file here (404), but past the guard in its room only.
      const legal = await call(pass, 'get', `/api/events/download/${eventId}?f=eventLegalLiveFile`);
      expect(legal.status).toBe(eventId === room ? 404 : 401);
    }
    const asked = await ctx.db.select().from(schema.liveMessages).where(eq(schema.liveMessages.userId, member.id));
    expect(asked.map((row) => row.eventId)).toEqual([room]);
  });

  it('is a visitor on every route that is not a call of its room', async () => {
    const { member, room } = await memberWithPass();
    const until = new Date(Date.now() + 3600_000);
    const visitor = await sessionFor(ctx, null);
    for (const route of ALL_ROUTES) {
      // A pass of its own for each route: a logout among them must not take it from the next.
      const { cookieValue } = await ctx.sessions.create(member.id, ctx.now(), { eventId: room, until });
      const pass = { cookie: `${SESSION_COOKIE}=${cookieValue}; ${visitor.cookie}`, csrf: visitor.csrf };
      const path = route.roomPass ? route.path.replace(/:[A-Za-z]+/g, String(room)) : (route.samplePath ?? route.path.replace(/:[A-Za-z]+/g, '1'));
      const response = await call(pass, route.method, path, route.roomPass ? { [route.roomPass.eventIdField]: room } : {});
      const refusedByGuard = response.headers[GUARD_HEADER] === route.access;
      const expected = route.roomPass ? 'member' : isAllowed(route.access, VISITOR) ? 'visitor allowed' : 'refused';
      const seen = refusedByGuard ? 'refused' : route.roomPass ? 'member' : 'visitor allowed';
      expect([`${route.method.toUpperCase()} ${path}`, seen]).toEqual([`${route.method.toUpperCase()} ${path}`, expected]);
      if (refusedByGuard) expect(response.status).toBe(401);
    }
  });
});
