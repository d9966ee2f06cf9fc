import request from 'supertest';
import { eq } from 'drizzle-orm';
import type { LiveResponse } from '@canal/contracts';
import { schema, SESSION_COOKIE } from '@canal/service-core';
import { liveRoomToken, subscribeMember } from '@canal/domain';
import { makeEvent, makeUser, openService, sessionFor, type SeededService, type TestSession, type UserRow } from '@canal/service-core/testing';
import { createApp } from '../../index';

let t: SeededService;
const now = new Date();

beforeAll(async () => {
  t = await openService(createApp, { PUBLIC_URL: 'https://canal-pneumo.example' }, now);
});
afterAll(() => t.database.close());

/** POST /api/live/{id}?k=… as the page calls it, by a visitor unless a session is given. */
async function openRoom(eventId: number, key: string, session?: TestSession) {
  const browser = session ?? (await sessionFor(t.ctx, null));
  return request(t.app)
    .post(`/api/live/${eventId}?k=${encodeURIComponent(key)}`)
    .set('Cookie', browser.cookie)
    .set('X-CSRF-Token', browser.csrf)
    .type('form')
    .send({ contact_form: 'true' });
}

const sessionsOf = async (user: UserRow) => t.ctx.db.select().from(schema.sessions).where(eq(schema.sessions.userId, user.id));

/** The session cookie the answer sets, as the browser would send it back. */
function sessionCookieOf(response: request.Response): string | null {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0] ?? null;
}

/** The personal link of the member's confirmation e-mail, read from the mail as they would click it. */
async function mailedLink(member: UserRow): Promise<{ eventId: number; key: string }> {
  const [mail] = await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, member.email)).orderBy(schema.mailOutbox.id);
  const match = /https:\/\/canal-pneumo\.example\/live\/(\d+)\?k=([^\s]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error('no personal link in the confirmation');
  return { eventId: Number(match[1]), key: match[2] };
}

describe('the personal link of the subscription e-mails', () => {
  it('lets the member into the room with a room pass, which answers the room afterwards without the link', async () => {
    const member = await makeUser(t.ctx, { firstname: 'Claire' });
    const session = await makeEvent(t.ctx, { startsInMin: -10, durationMin: 60, linkLive: '/demo/player.html?v=link' });
    await subscribeMember(t.ctx, member, [session]);
    const { eventId, key } = await mailedLink(member);
    expect(eventId).toBe(session.id);

    const response = await openRoom(eventId, key);
    expect(response.status).toBe(200);
    const body = response.body as LiveResponse;
    expect(body.data).toMatchObject({
      access: 'live',
      viewer: { id: member.id, roomPass: true },
      event: { id: session.id, isSubscribed: 1, eventLinkLive: '/demo/player.html?v=link' },
    });
    const cookie = sessionCookieOf(response);
    expect(cookie).not.toBeNull();
    expect(await sessionsOf(member)).toHaveLength(1);

    // The pass answers the room without the link (and only the room: gateway/src/roomPass.test.ts).
    const visitor = await sessionFor(t.ctx, null);
    const again = await request(t.app)
      .post(`/api/live/${session.id}`)
      .set('Cookie', `${cookie}; ${visitor.cookie}`)
      .set('X-CSRF-Token', visitor.csrf)
      .type('form')
      .send({});
    expect(again.status).toBe(200);
    expect((again.body as LiveResponse).data).toMatchObject({ access: 'live', viewer: { id: member.id, roomPass: true } });
  });

  it('creates no session for a token of another session, altered, expired, or of an account that must use its password', async () => {
    const member = await makeUser(t.ctx);
    const [mine, other] = [await makeEvent(t.ctx, { startsInMin: 60 }), await makeEvent(t.ctx, { startsInMin: 60 })];
    await subscribeMember(t.ctx, member, [mine, other]);
    const key = await liveRoomToken(t.ctx, member.id, mine.id);
    const altered = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    const anotherMember = `${member.id + 1}${key.slice(String(member.id).length)}`;

    // Over for 25 hours: the link is spent; over for 23 hours, it still opens the room (the replay, the feedback).
    const spent = await makeEvent(t.ctx, { startsInMin: -(25 * 60 + 60), durationMin: 60 });
    const recent = await makeEvent(t.ctx, { startsInMin: -(23 * 60 + 60), durationMin: 60 });
    await subscribeMember(t.ctx, member, [spent, recent]);

    const refused: Array<[number, string]> = [
      [other.id, key],
      [mine.id, altered],
      [mine.id, anotherMember],
      [mine.id, 'k-de-la-salle-externe'],
      [spent.id, await liveRoomToken(t.ctx, member.id, spent.id)],
    ];
    for (const [eventId, token] of refused) {
      const response = await openRoom(eventId, token);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ live: 'not_connected' });
      expect(sessionCookieOf(response)).toBeNull();
    }
    expect(await sessionsOf(member)).toEqual([]);

    for (const fields of [{ role: 'admin' }, { role: 'staff', subRole: 'mod' }, { role: 'speaker' }, { status: 'blocked' }, { status: 'pending' }]) {
      const account = await makeUser(t.ctx, fields);
      await subscribeMember(t.ctx, account, [mine]);
      const response = await openRoom(mine.id, await liveRoomToken(t.ctx, account.id, mine.id));
      expect(response.status).toBe(401);
      expect(await sessionsOf(account)).toEqual([]);
    }

    const left = await makeUser(t.ctx);
    await subscribeMember(t.ctx, left, [mine]);
    await t.ctx.db.delete(schema.subscriptions).where(eq(schema.subscriptions.userId, left.id));
    expect((await openRoom(mine.id, await liveRoomToken(t.ctx, left.id, mine.id))).status).toBe(401);
    expect(await sessionsOf(left)).toEqual([]);

    const late = await openRoom(recent.id, await liveRoomToken(t.ctx, member.id, recent.id));
    expect(late.status).toBe(200);
    expect((late.body as LiveResponse).data.access).toBe('finished');
  });

  it('leaves a logged-in user themself when the link is someone else’s', async () => {
    const [member, colleague] = [await makeUser(t.ctx), await makeUser(t.ctx)];
    const session = await makeEvent(t.ctx, { startsInMin: 60 });
    await subscribeMember(t.ctx, member, [session]);
    const colleagueSession = await sessionFor(t.ctx, colleague.email);
    const response = await openRoom(session.id, await liveRoomToken(t.ctx, member.id, session.id), colleagueSession);
    expect(response.status).toBe(200);
    expect((response.body as LiveResponse).data).toMatchObject({ access: 'not_registered', event: { isSubscribed: 0 } });
    expect(sessionCookieOf(response)).toBeNull();
    expect(await sessionsOf(member)).toEqual([]);
  });
});
