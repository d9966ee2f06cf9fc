import { IncomingMessage } from 'node:http';
import { queryObjects } from 'node:v8';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { RELAY_EVENT, RELAY_NAMESPACES, type RelayMessage } from '@canal/contracts';
import { eq } from 'drizzle-orm';
import { schema, SESSION_COOKIE, sha256, startHost, type RunningHost } from '@canal/service-core';
import { liveRoomToken } from '@canal/domain';
import {
  createTestContext,
  cuttableLink,
  eventually,
  makeAnnouncement,
  makeEvent,
  makeQuizQuestion,
  makeSubscription,
  makeUser,
  sessionFor,
} from '@canal/service-core/testing';
import { service } from '../index';
import { cutWhile, participantThrough } from './relayTestSupport';

let host: RunningHost;
beforeAll(async () => {
  host = await startHost({ services: [service], port: 0, host: '127.0.0.1', opened: await createTestContext(), drainMs: 1000 });
});
afterAll(() => host.stop());

const open: Socket[] = [];
afterEach(() => open.splice(0).forEach((socket) => socket.close()));

/** Opens a relay socket as a browser would (session cookie), and resolves once connected or refused. */
function relay(endpoint: 'participant' | 'presenter', cookie: string, query: Record<string, string>) {
  const socket = connectSocket(`http://127.0.0.1:${host.port}${RELAY_NAMESPACES[endpoint]}`, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { Cookie: cookie },
    query,
    reconnection: false,
    forceNew: true,
  });
  open.push(socket);
  const messages: RelayMessage[] = [];
  socket.on(RELAY_EVENT, (message: RelayMessage) => messages.push(message));
  const outcome = new Promise<string>((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (error) => resolve(error.message));
  });
  const next = (predicate: (message: RelayMessage) => boolean) =>
    new Promise<RelayMessage>((resolve) => {
      const seen = messages.find(predicate);
      if (seen) return resolve(seen);
      socket.on(RELAY_EVENT, (message: RelayMessage) => predicate(message) && resolve(message));
    });
  return { socket, outcome, next, messages };
}

/** An admin shows a new poll in the room through state/set, as the panel does. */
async function adminShowsPoll(eventId: number) {
  const poll = await makeQuizQuestion(host.ctx, eventId, { quizType: 'poll' });
  const admin = await sessionFor(host.ctx, (await makeUser(host.ctx, { role: 'admin' })).email);
  const response = await fetch(`http://127.0.0.1:${host.port}/api/state/set/${eventId}`, {
    method: 'POST',
    headers: { Cookie: admin.cookie, 'X-CSRF-Token': admin.csrf, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `contentType=poll&contentId=${poll.id}`,
  });
  expect(response.status).toBe(200);
  return poll;
}

async function liveRoom() {
  const ctx = host.ctx;
  const event = await makeEvent(ctx, { startsInMin: -10, durationMin: 60 });
  const member = await makeUser(ctx);
  await makeSubscription(ctx, member.id, event.id);
  return { event, member, cookie: (await sessionFor(ctx, member.email)).cookie };
}

describe('the live relay', () => {
  it('pushes a state change made through state/set to every participant of the room (how fast: npm run bench:live)', async () => {
    const room = await liveRoom();
    const participant = relay('participant', room.cookie, { eventId: String(room.event.id), userId: String(room.member.id) });
    expect(await participant.outcome).toBe('connected');
    const admin = await makeUser(host.ctx, { role: 'admin' });
    const adminSession = await sessionFor(host.ctx, admin.email);
    const presenter = relay('presenter', adminSession.cookie, { eventId: String(room.event.id), userId: String(admin.id) });
    expect(await presenter.outcome).toBe('connected');

    const question = await makeQuizQuestion(host.ctx, room.event.id, { quizType: 'poll' });
    const response = await fetch(`http://127.0.0.1:${host.port}/api/state/set/${room.event.id}`, {
      method: 'POST',
      headers: { Cookie: adminSession.cookie, 'X-CSRF-Token': adminSession.csrf, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `contentType=poll&contentId=${question.id}`,
    });
    expect(response.status).toBe(200);
    const pushed = await participant.next((message) => message.state.contentType === 'poll');
    expect(pushed).toMatchObject({ type: 'contentLoad', state: { eventId: room.event.id, contentId: String(question.id), contentType: 'poll' } });
    await presenter.next((message) => message.state.contentType === 'poll');
  });

  it('refuses a socket claiming another user, a participant of another session, a visitor, and a member on the presenter endpoint', async () => {
    const room = await liveRoom();
    const other = await makeEvent(host.ctx, { startsInMin: -5 });
    const ids = { eventId: String(room.event.id), userId: String(room.member.id) };
    expect(await relay('participant', room.cookie, { ...ids, userId: String(room.member.id + 1000) }).outcome).toBe("Cette connexion n'est pas la vôtre.");
    expect(await relay('participant', room.cookie, { ...ids, eventId: String(other.id) }).outcome).toBe("Vous n'êtes pas inscrit(e) à cette webconférence :(");
    expect(await relay('participant', '', ids).outcome).toBe('Merci de vous connecter pour accéder à ce contenu');
    expect(await relay('presenter', room.cookie, ids).outcome).toBe("Vous n'avez pas les droits nécessaires pour cette action.");
    expect(await relay('participant', room.cookie, { userId: ids.userId }).outcome).toBe("Identifiants de l'émission ou de l'utilisateur manquants.");
  });

  it('takes nothing from what a presenter socket sends: the room changes only through state/set, which checks who drives it', async () => {
    const room = await liveRoom();
    const ids = { eventId: String(room.event.id), userId: String(room.member.id) };
    const participant = relay('participant', room.cookie, ids);
    await participant.next((message) => message.state.contentType === 'none');
    const speaker = await makeUser(host.ctx, { role: 'speaker' });
    const presenter = relay('presenter', (await sessionFor(host.ctx, speaker.email)).cookie, { eventId: ids.eventId, userId: String(speaker.id) });
    expect(await presenter.outcome).toBe('connected');
    const forged: RelayMessage = {
      type: 'contentLoad',
      state: { eventId: room.event.id, contentType: 'comment', contentId: 'comment', contentRevision: 99, contentOptions: {} },
    };
    presenter.socket.emit(RELAY_EVENT, forged);
    const poll = await adminShowsPoll(room.event.id);
    await participant.next((message) => message.state.contentId === String(poll.id));
    expect(participant.messages.map((message) => message.state.contentType)).toEqual(['none', 'poll']);
    const [stored] = await host.ctx.db.select().from(schema.liveStates).where(eq(schema.liveStates.eventId, room.event.id));
    expect(stored).toMatchObject({ contentType: 'poll', contentRevision: 1 });
  });

  it('sends what the room shows at once to a socket that connects, and logs its presence', async () => {
    const room = await liveRoom();
    const participant = relay('participant', room.cookie, { eventId: String(room.event.id), userId: String(room.member.id) });
    const first = await participant.next(() => true);
    expect(first).toMatchObject({ type: 'contentLoad', state: { contentType: 'none' } });
    participant.socket.close();
    // The server writes the departure when it sees the socket go: read until it has.
    const presence = () => host.ctx.db.select().from(schema.roomPresence).where(eq(schema.roomPresence.eventId, room.event.id));
    let rows = await presence();
    while (rows[0]?.disconnectedAt == null) rows = await presence();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: room.member.id, via: 'socket' });
    expect(rows[0]?.disconnectedAt).not.toBeNull();
  });

  it('logs a crowd joining at the same moment (one member in two tabs) as one presence per socket, and closes only the one that leaves', async () => {
    const room = await liveRoom();
    const others = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const member = await makeUser(host.ctx);
        await makeSubscription(host.ctx, member.id, room.event.id);
        return { member, cookie: (await sessionFor(host.ctx, member.email)).cookie };
      }),
    );
    const crowd = [room, room, ...others].map(({ member, cookie }) =>
      relay('participant', cookie, { eventId: String(room.event.id), userId: String(member.id) }),
    );
    expect(await Promise.all(crowd.map(({ outcome }) => outcome))).toEqual(crowd.map(() => 'connected'));
    const presences = async () => host.ctx.db.select().from(schema.roomPresence).where(eq(schema.roomPresence.eventId, room.event.id));
    // A presence per socket, written as each connects.
    await eventually(presences, (rows) => rows.length === crowd.length, 5000);
    expect((await presences()).map((row) => row.userId).sort()).toEqual([room.member.id, room.member.id, ...others.map(({ member }) => member.id)].sort());

    crowd[0]?.socket.close();
    // The closed tab's departure, written as it goes.
    await eventually(presences, (rows) => rows.some((row) => row.disconnectedAt !== null), 5000);
    const rows = await presences();
    expect(rows.filter((row) => row.disconnectedAt !== null).map((row) => row.userId)).toEqual([room.member.id]);
  });

  it('keeps no handshake request of a connected socket (its headers would stay in memory for hours, 5,000 times over)', async () => {
    const room = await liveRoom();
    const before = queryObjects(IncomingMessage, { format: 'count' });
    const tabs = Array.from({ length: 20 }, () => relay('participant', room.cookie, { eventId: String(room.event.id), userId: String(room.member.id) }));
    await Promise.all(tabs.map(({ next }) => next(() => true)));
    expect(queryObjects(IncomingMessage, { format: 'count' }) - before).toBeLessThan(tabs.length);
  });
});

/** Resolves with the reason once the server ends the socket; fails past `withinMs` (the condition, not a sleep). */
function serverDisconnects(socket: Socket, withinMs = 2000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still open after ${withinMs} ms`)), withinMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

const idHashOf = (cookie: string) => sha256(new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(cookie)?.[1] ?? '');

describe('sockets of a session that ends', () => {
  async function twoDevices() {
    const room = await liveRoom();
    const laptop = (await sessionFor(host.ctx, room.member.email)).cookie;
    const ids = { eventId: String(room.event.id), userId: String(room.member.id) };
    const [phoneSocket, laptopSocket] = [relay('participant', room.cookie, ids), relay('participant', laptop, ids)];
    expect([await phoneSocket.outcome, await laptopSocket.outcome]).toEqual(['connected', 'connected']);
    return { room, phone: room.cookie, laptop, phoneSocket, laptopSocket };
  }

  it('ends the sockets of a session logged out at once, and not those of the same member’s other session', async () => {
    const { room, phone, phoneSocket, laptopSocket } = await twoDevices();
    const ended = serverDisconnects(phoneSocket.socket);
    // What POST /api/auth/logout does (endSession), in whichever process answers it.
    await host.ctx.sessions.revoke(idHashOf(phone));
    expect(await ended).toBe('io server disconnect');
    const poll = await adminShowsPoll(room.event.id);
    await laptopSocket.next((message) => message.state.contentId === String(poll.id));
    expect(laptopSocket.socket.connected).toBe(true);
  });

  it('ends every socket of a blocked account, and keeps them when the account only changed', async () => {
    const { room, phoneSocket, laptopSocket } = await twoDevices();
    // A profile or consent change (sessions.userChanged): the member stays in the room.
    await host.ctx.sessions.userChanged(room.member.id);
    await host.ctx.sessions.userChanged(room.member.id);
    const stillThere = relay('participant', room.cookie, { eventId: String(room.event.id), userId: String(room.member.id) });
    expect(await stillThere.outcome).toBe('connected');
    expect([phoneSocket.socket.connected, laptopSocket.socket.connected]).toEqual([true, true]);

    const ended = [phoneSocket, laptopSocket, stillThere].map(({ socket }) => serverDisconnects(socket));
    // What blocking does (staff changeAccountStatus): the row, then every session of the account.
    await host.ctx.db.update(schema.users).set({ status: 'blocked' }).where(eq(schema.users.id, room.member.id));
    await host.ctx.sessions.revokeAllOfUser(room.member.id);
    expect(await Promise.all(ended)).toEqual(['io server disconnect', 'io server disconnect', 'io server disconnect']);
  });

  it('lets a room pass (the personal link) into its own room only, and ends it with the pass', async () => {
    const room = await liveRoom();
    const other = await makeEvent(host.ctx, { startsInMin: -5 });
    await makeSubscription(host.ctx, room.member.id, other.id);
    const visitor = await sessionFor(host.ctx, null);
    const opened = await fetch(`http://127.0.0.1:${host.port}/api/live/${room.event.id}?k=${await liveRoomToken(host.ctx, room.member.id, room.event.id)}`, {
      method: 'POST',
      headers: { Cookie: visitor.cookie, 'X-CSRF-Token': visitor.csrf, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(opened.status).toBe(200);
    const pass = /cp_sid=[^;]+/.exec(opened.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const userId = String(room.member.id);
    expect(await relay('participant', pass, { eventId: String(other.id), userId }).outcome).toBe('Merci de vous connecter pour accéder à ce contenu');
    const inRoom = relay('participant', pass, { eventId: String(room.event.id), userId });
    expect(await inRoom.outcome).toBe('connected');
    const ended = serverDisconnects(inRoom.socket);
    await host.ctx.sessions.revoke(idHashOf(pass));
    expect(await ended).toBe('io server disconnect');
  });
});

describe('a participant whose network drops', () => {
  it('receives, on coming back after 30 s, the quiz then the announcement shown meanwhile, in order, without asking', async () => {
    const room = await liveRoom();
    const quiz = await makeQuizQuestion(host.ctx, room.event.id, { quizType: 'quiz' });
    const announce = await makeAnnouncement(host.ctx, room.event.id);
    const admin = await sessionFor(host.ctx, (await makeUser(host.ctx, { role: 'admin' })).email);
    const show = async (contentType: string, contentId: number) => {
      const response = await fetch(`http://127.0.0.1:${host.port}/api/state/set/${room.event.id}`, {
        method: 'POST',
        headers: { Cookie: admin.cookie, 'X-CSRF-Token': admin.csrf, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `contentType=${contentType}&contentId=${contentId}`,
      });
      expect(response.status).toBe(200);
    };
    const link = await cuttableLink(host.port);
    try {
      const phone = await participantThrough(link, room.cookie, room.event.id, room.member.id);
      open.push(phone.socket);
      const received = await cutWhile(
        phone,
        link,
        async () => {
          await show('quiz', quiz.id);
          await show('announce', announce.id);
        },
        (message) => message.state.contentType === 'announce',
      );
      expect(received.map((message) => [message.state.contentType, message.state.contentId])).toEqual([
        ['quiz', String(quiz.id)],
        ['announce', String(announce.id)],
      ]);
      expect(phone.socket.recovered).toBe(true);
    } finally {
      await link.close();
    }
  }, 90_000);
});
