import net from 'node:net';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { RELAY_EVENT, RELAY_NAMESPACES, type RelayMessage } from '@canal/contracts';
import { eq } from 'drizzle-orm';
import { schema, SESSION_COOKIE, sha256 } from '@canal/service-core';
import { makeEvent, makeQuizQuestion, makeSubscription, makeUser, sessionFor } from '@canal/service-core/testing';
import { startTwoLiveInstances, type TwoLiveInstances } from './liveInstancesTestSupport';

/**
 * What a load balancer in front of the live instances does at the TCP level (docker's round robin,
 * a cloud balancer): each new connection goes to the first instance that accepts it.
 */
function startBalancer(port: number, upstreams: number[]): net.Server {
  const server = net.createServer((client) => {
    const tryUpstream = (index: number) => {
      const upstream = upstreams[index];
      if (upstream === undefined) return client.destroy();
      const target = net.connect(upstream, '127.0.0.1');
      target.once('error', () => (target.destroy(), tryUpstream(index + 1)));
      target.once('connect', () => {
        target.removeAllListeners('error');
        client.pipe(target).pipe(client);
        const close = () => (client.destroy(), target.destroy());
        target.on('error', close).on('close', close);
        client.on('error', close).on('close', close);
      });
    };
    tryUpstream(0);
  });
  server.listen(port, '127.0.0.1');
  return server;
}

describe('split mode: two live instances behind Redis', () => {
  let live: TwoLiveInstances;
  let balancer: net.Server;
  const PORTS = { a: 0, b: 0, balancer: 0 };
  const sockets: Socket[] = [];

  beforeAll(async () => {
    live = await startTwoLiveInstances('canal_split_live');
    Object.assign(PORTS, live.ports, { balancer: live.publicPort });
    balancer = startBalancer(PORTS.balancer, [PORTS.a, PORTS.b]);
  }, 120_000);

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    balancer?.close();
    await live?.stop();
  });

  function participant(port: number, cookie: string, eventId: number, userId: number) {
    const socket = connectSocket(`http://127.0.0.1:${port}${RELAY_NAMESPACES.participant}`, {
      path: '/socket.io',
      extraHeaders: { Cookie: cookie },
      query: { eventId: String(eventId), userId: String(userId) },
      reconnectionDelay: 300,
      reconnectionDelayMax: 1000,
      forceNew: true,
    });
    sockets.push(socket);
    const received: RelayMessage[] = [];
    socket.on(RELAY_EVENT, (message: RelayMessage) => received.push(message));
    const sees = async (contentId: string, withinMs: number) => {
      const deadline = Date.now() + withinMs;
      while (Date.now() < deadline) {
        if (received.some((message) => message.state.contentId === contentId)) return Date.now();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`contenu ${contentId} non reçu en ${withinMs} ms`);
    };
    return { socket, sees, connected: new Promise<void>((resolve) => socket.once('connect', () => resolve())) };
  }

  it('ends, on the instance that holds them, the sockets of a session logged out and of an account blocked in another process', async () => {
    const ctx = live.opened.ctx;
    const event = await makeEvent(ctx, { startsInMin: -5, durationMin: 60 });
    const [leaving, blocked] = [await makeUser(ctx), await makeUser(ctx)];
    for (const member of [leaving, blocked]) await makeSubscription(ctx, member.id, event.id);
    const leavingCookie = (await sessionFor(ctx, leaving.email)).cookie;
    const onA = participant(PORTS.a, leavingCookie, event.id, leaving.id);
    const onB = participant(PORTS.b, (await sessionFor(ctx, blocked.email)).cookie, event.id, blocked.id);
    await Promise.all([onA.connected, onB.connected]);
    const ended = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const [leftA, leftB] = [ended(onA.socket), ended(onB.socket)];
    onA.socket.io.reconnection(false);
    onB.socket.io.reconnection(false);

    const bus = live.elsewhere.ctx;
    await bus.sessions.revoke(sha256(new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(leavingCookie)?.[1] ?? ''));
    expect(await leftA).toBe('io server disconnect');
    await bus.db.update(schema.users).set({ status: 'blocked' }).where(eq(schema.users.id, blocked.id));
    await bus.sessions.revokeAllOfUser(blocked.id);
    expect(await leftB).toBe('io server disconnect');
  });

  it('carries a change made on one instance to the participants of both, and to a participant whose instance died', async () => {
    const ctx = live.opened.ctx;
    const event = await makeEvent(ctx, { startsInMin: -5, durationMin: 60 });
    const [first, second] = [await makeUser(ctx), await makeUser(ctx)];
    for (const member of [first, second]) await makeSubscription(ctx, member.id, event.id);
    const admin = await makeUser(ctx, { role: 'admin' });
    const adminSession = await sessionFor(ctx, admin.email);
    const setState = async (port: number, contentId: number) => {
      const response = await fetch(`http://127.0.0.1:${port}/api/state/set/${event.id}`, {
        method: 'POST',
        headers: { Cookie: adminSession.cookie, 'X-CSRF-Token': adminSession.csrf, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `contentType=poll&contentId=${contentId}`,
      });
      expect(response.status).toBe(200);
      return Date.now();
    };

    const onA = participant(PORTS.balancer, (await sessionFor(ctx, first.email)).cookie, event.id, first.id);
    const onB = participant(PORTS.b, (await sessionFor(ctx, second.email)).cookie, event.id, second.id);
    await Promise.all([onA.connected, onB.connected]);

    const poll = await makeQuizQuestion(ctx, event.id, { quizType: 'poll' });
    const madeAt = await setState(PORTS.b, poll.id);
    for (const seen of [await onA.sees(String(poll.id), 2000), await onB.sees(String(poll.id), 2000)]) expect(seen - madeAt).toBeLessThan(1000);

    live.instances.a.kill('SIGKILL');
    const next = await makeQuizQuestion(ctx, event.id, { quizType: 'poll', question: 'Et maintenant ?' });
    const nextAt = await setState(PORTS.b, next.id);
    expect((await onA.sees(String(next.id), 6000)) - nextAt).toBeLessThan(6000);
    await onB.sees(String(next.id), 1000);
  });
});
