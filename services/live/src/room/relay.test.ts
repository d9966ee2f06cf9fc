import { io as connectSocket, type Socket } from 'socket.io-client';
import { RELAY_EVENT, RELAY_NAMESPACES, type RelayMessage } from '@canal/contracts';
import { eq } from 'drizzle-orm';
import { schema, startHost, type RunningHost } from '@canal/service-core';
import { createTestContext, makeEvent, makeQuizQuestion, makeSubscription, makeUser, sessionFor } from '@canal/service-core/testing';
import { service } from '../index';

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
  const outcome = new Promise<'connected' | string>((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (error) => resolve(error.message));
  });
  const next = (predicate: (message: RelayMessage) => boolean) =>
    new Promise<RelayMessage>((resolve) => {
      const seen = messages.find(predicate);
      if (seen) return resolve(seen);
      socket.on(RELAY_EVENT, (message: RelayMessage) => predicate(message) && resolve(message));
    });
  return { socket, outcome, next };
}

async function liveRoom() {
  const ctx = host.ctx;
  const event = await makeEvent(ctx, { startsInMin: -10, durationMin: 60 });
  const member = await makeUser(ctx);
  await makeSubscription(ctx, member.id, event.id);
  return { event, member, cookie: (await sessionFor(ctx, member.email)).cookie };
}

describe('the live relay', () => {
  it('pushes a state change made through state/set to every participant of the room, within the second', async () => {
    const room = await liveRoom();
    const participant = relay('participant', room.cookie, { eventId: String(room.event.id), userId: String(room.member.id) });
    expect(await participant.outcome).toBe('connected');
    const admin = await makeUser(host.ctx, { role: 'admin' });
    const adminSession = await sessionFor(host.ctx, admin.email);
    const presenter = relay('presenter', adminSession.cookie, { eventId: String(room.event.id), userId: String(admin.id) });
    expect(await presenter.outcome).toBe('connected');

    const question = await makeQuizQuestion(host.ctx, room.event.id, { quizType: 'poll' });
    const started = Date.now();
    const response = await fetch(`http://127.0.0.1:${host.port}/api/state/set/${room.event.id}`, {
      method: 'POST',
      headers: { Cookie: adminSession.cookie, 'X-CSRF-Token': adminSession.csrf, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `contentType=poll&contentId=${question.id}`,
    });
    expect(response.status).toBe(200);
    const pushed = await participant.next((message) => message.state.contentType === 'poll');
    expect(Date.now() - started).toBeLessThan(1000);
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

  it('sends what the room shows at once to a socket that connects, and logs its presence', async () => {
    const room = await liveRoom();
    const participant = relay('participant', room.cookie, { eventId: String(room.event.id), userId: String(room.member.id) });
    const first = await participant.next(() => true);
    expect(first).toMatchObject({ type: 'contentLoad', state: { contentType: 'none' } });
    participant.socket.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rows = await host.ctx.db.select().from(schema.roomPresence).where(eq(schema.roomPresence.eventId, room.event.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: room.member.id, via: 'socket' });
    expect(rows[0]?.disconnectedAt).not.toBeNull();
  });
});
