import net from 'node:net';
import type { Namespace } from 'socket.io';
import { io as connectSocket } from 'socket.io-client';
import { z } from 'zod';
import { defineEndpoint } from '@canal/contracts';
import { defineRoute } from '../routes/defineRoute';
import type { ApiRoute } from '../routes/ApiRoute';
import { createTestContext } from '../testing/createTestContext';
import { defineJob } from '../jobs/Jobs';
import { defineService } from './defineService';
import { startHost, type RunningHost } from './startHost';
import { BEHIND_THE_GATEWAY } from '../http/pollingLane';
import { socketSession } from './socketSession';
import { sessionFor } from '../testing/sessionFor';
import { users } from '../db/schema';

/** Whether a TCP connection to the port is accepted right now. */
function portAccepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A small service declared the way the real ones are: one slow route, one namespace, one job, hooks. */
function exampleService() {
  let releaseSlowAnswer: () => void = () => undefined;
  const slowAnswerReleased = new Promise<void>((resolve) => (releaseSlowAnswer = resolve));
  let slowAnswerAsked: () => void = () => undefined;
  const slowRequestArrived = new Promise<void>((resolve) => (slowAnswerAsked = resolve));
  const jobPayloads: Array<{ n: number }> = [];
  let jobDone: (payload: { n: number }) => void = () => undefined;
  const jobRan = new Promise<{ n: number }>((resolve) => (jobDone = resolve));
  const hooks: string[] = [];
  const slow: ApiRoute = defineRoute(
    defineEndpoint({ method: 'get', path: '/api/example/slow', input: z.object({}), output: z.object({ slow: z.literal('complete') }) }),
  )({
    access: 'public',
    async handle() {
      slowAnswerAsked();
      await slowAnswerReleased;
      return { slow: 'complete' };
    },
  });
  const service = defineService({
    name: 'live',
    routes: [slow],
    namespaces: [
      { name: '/echo', setup: (_ctx, namespace) => namespace.on('connection', (socket) => socket.on('ping', (text: string) => socket.emit('pong', text))) },
      {
        name: '/whoami',
        setup: (ctx, namespace) =>
          namespace.on('connection', async (socket) => socket.emit('me', (await socketSession(ctx, socket.request))?.user?.email ?? 'visiteur')),
      },
    ],
    jobs: [
      defineJob<{ n: number }>({
        name: 'example:record',
        run(_ctx, payload) {
          jobPayloads.push(payload);
          jobDone(payload);
          return Promise.resolve();
        },
      }),
    ],
    onStart: () => void hooks.push('start'),
    onStop: () => void hooks.push('stop'),
  });
  return { service, releaseSlowAnswer, slowRequestArrived, jobRan, jobPayloads, hooks };
}

describe('the service host', () => {
  let host: RunningHost;
  let example: ReturnType<typeof exampleService>;

  beforeAll(async () => {
    example = exampleService();
    host = await startHost({ services: [example.service], port: 0, host: '127.0.0.1', opened: await createTestContext(), drainMs: 5000 });
  });
  afterAll(() => host.stop());

  it('runs the start hook and serves socket.io namespaces on its own port', async () => {
    expect(example.hooks).toEqual(['start']);
    const socket = connectSocket(`http://127.0.0.1:${host.port}/echo`, { path: '/socket.io', transports: ['websocket'] });
    const answer = await new Promise<string>((resolve) => {
      socket.on('pong', resolve);
      socket.emit('ping', 'bonjour');
    });
    socket.close();
    expect(answer).toBe('bonjour');
  });

  it('knows the user of a socket by the session cookie of its handshake', async () => {
    const email = 'pneumologue@exemple.fr';
    await host.ctx.db.insert(users).values({ email, passwordHash: 'x', role: 'member' });
    const { cookie } = await sessionFor(host.ctx, email);
    const ask = (headers: Record<string, string>) =>
      new Promise<string>((resolve, reject) => {
        const socket = connectSocket(`http://127.0.0.1:${host.port}/whoami`, {
          path: '/socket.io',
          transports: ['websocket'],
          extraHeaders: headers,
          reconnection: false,
          forceNew: true,
        });
        socket.on('me', (who: string) => (socket.close(), resolve(who)));
        socket.on('connect_error', (error) => (socket.close(), reject(error)));
      });
    expect(await ask({ Cookie: cookie })).toBe(email);
    expect(await ask({})).toBe('visiteur');
    await expect(ask({ Cookie: cookie, Origin: 'https://evil.example' })).rejects.toThrow();
  });

  it('works a job added to the database, without being asked (LISTEN/NOTIFY)', async () => {
    await host.ctx.jobs.add('example:record', { n: 7 });
    await expect(example.jobRan).resolves.toEqual({ n: 7 });
    expect(example.jobPayloads).toEqual([{ n: 7 }]);
  });

  it('stops gracefully: the request in flight is answered, then new ones are refused', async () => {
    const inFlight = fetch(`http://127.0.0.1:${host.port}/api/example/slow`);
    await example.slowRequestArrived;
    const stopped = host.stop();
    // The listening socket closes as the stop begins (a connection, not a request: a request let in would wait on the slow answer).
    while (await portAccepts(host.port)) await new Promise((resolve) => setImmediate(resolve));
    expect(await portAccepts(host.port)).toBe(false);
    example.releaseSlowAnswer();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ slow: 'complete' });
    await stopped;
    expect(example.hooks).toEqual(['start', 'stop']);
  });
});

describe('a host of two services with sockets', () => {
  let host: RunningHost;
  const echo = (name: string) => ({ name, setup: (_ctx: unknown, namespace: Namespace) => namespace.on('connection', (socket) => socket.emit('hello', name)) });

  beforeAll(async () => {
    host = await startHost({
      services: [
        defineService({ name: 'live', routes: [], namespaces: [echo('/participant')] }),
        defineService({ name: 'chat', routes: [], namespaces: [echo('/chat')], socketPath: '/api/gpt/socket.io' }),
      ],
      port: 0,
      host: '127.0.0.1',
      frontDoor: (apps) => ({ app: apps.live as NonNullable<typeof apps.live>, laneDoor: BEHIND_THE_GATEWAY }),
      opened: await createTestContext(),
      drainMs: 1000,
    });
  });
  afterAll(() => host.stop());

  /** What a namespace at a path answers: its greeting, or socket.io's refusal. */
  const greeting = (path: string, namespace: string, transport: 'websocket' | 'polling') =>
    new Promise<string>((resolve) => {
      const socket = connectSocket(`http://127.0.0.1:${host.port}${namespace}`, { path, transports: [transport], reconnection: false, forceNew: true });
      socket.on('hello', (name: string) => (socket.close(), resolve(name)));
      socket.on('connect_error', (error) => (socket.close(), resolve(error.message)));
    });

  it('serves each service’s namespaces at its own path, on the one port, by websocket and by polling', async () => {
    for (const transport of ['websocket', 'polling'] as const) {
      expect(await greeting('/socket.io', '/participant', transport)).toBe('/participant');
      expect(await greeting('/api/gpt/socket.io', '/chat', transport)).toBe('/chat');
      expect(await greeting('/socket.io', '/chat', transport)).toBe('Invalid namespace');
    }
  });
});
