import { Pool } from 'pg';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { CHAT_NAMESPACE, CHAT_SOCKET_EVENT, CHAT_SOCKET_PATH, chatSocketEventSchema, type ChatSocketEvent } from '@canal/contracts';
import { CLIENT_ADDRESS_HEADER, createLogger, redisBus, signClientAddress, type Bus, type BusTopics } from '@canal/service-core';
import { eventually } from '@canal/service-core/testing';
import { startFakeEutils, type FakeEutils } from '../../chat/src/testing/fakeEutilsServer';
import { startFakeModel, type FakeModel } from '../../chat/src/testing/fakeModelServer';
import { dropPostgresDatabase, ensurePostgres } from '../../../tools/split/ensurePostgres';
import { prepareDatabase } from '../../../tools/split/prepareDatabase';
import { startRedis, type RedisTarget } from '../../../tools/split/startRedis';
import { startSplitStack, type SplitStack } from '../../../tools/split/startSplitStack';

/** A browser-like client: keeps the session cookie and sends the CSRF token. */
class Client {
  /** The cookies it holds, by name (a test may put an old one back, as a thief would). */
  readonly cookies = new Map<string, string>();
  private token = '';

  constructor(private readonly base: string) {}

  async call(
    method: 'GET' | 'POST',
    path: string,
    form?: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'X-CSRF-Token': this.token,
        ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [name, value] = line.split(';')[0].split('=');
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    const body = (await response.json()) as Record<string, unknown>;
    if (typeof body.token === 'string') this.token = body.token;
    return { status: response.status, body };
  }
}

/** This run's own database (worktrees of one machine share Debian's cluster), dropped at the end. */
const database = `canal_split_test_${process.pid}`;

describe('split mode: gateway and services as separate processes over PostgreSQL and Redis', () => {
  let stack: SplitStack;
  let redis: RedisTarget;
  let gateway: string;
  let databaseUrl: string;
  let model: FakeModel;
  let eutils: FakeEutils;

  beforeAll(async () => {
    const postgres = ensurePostgres(database, true);
    databaseUrl = postgres.url;
    redis = await startRedis();
    await prepareDatabase(postgres.url, true);
    // GPTPubMed's model and NCBI: small real servers on 127.0.0.1, the chat process talks to them.
    model = await startFakeModel(0, { tokensPerSecond: 50 });
    eutils = await startFakeEutils();
    const chatEnv = { OPENAI_BASE_URL: model.url, CHAT_MODEL: 'fake-gpt-4o', NCBI_BASE_URL: eutils.url };
    const env = { ...process.env, DATABASE_URL: postgres.url, REDIS_URL: redis.url, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...chatEnv };
    stack = await startSplitStack({ env, ports: 'free' });
    gateway = `http://127.0.0.1:${stack.gatewayPort}`;
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    redis?.stop();
    await model?.close();
    await eutils?.close();
    dropPostgresDatabase(database);
  });

  it('logs in and reads the home data through the proxy', async () => {
    const client = new Client(gateway);
    const ping = await client.call('GET', '/api/ping');
    expect(ping.body.pong).toBe('complete');

    const login = await client.call('POST', '/api/auth/login', { email: 'dr.martin@exemple.fr', password: 'Pneumo2026', authChallenge: 'true' });
    expect(login.body.auth).toBe('ok');

    const home = await client.call('GET', '/api/home?api=3');
    const data = home.body.data as { myfutureevents: Array<{ eventTitle: string }> };
    expect(data.myfutureevents.map((event) => event.eventTitle)).toContain('Asthme sévère : place des biothérapies');
  });

  it('answers a refused call from the right service, through the proxy', async () => {
    const client = new Client(gateway);
    await client.call('GET', '/api/ping');
    const replays = await client.call('POST', '/api/replays/list', {});
    expect(replays.status).toBe(401);
    expect(replays.body.log).toBe('Merci de vous connecter pour accéder à ce contenu');
  });

  it("carries an event published by one service's process to the others (the bus over Redis)", async () => {
    const listener: Bus = await redisBus(redis.url, createLogger('silent'));
    const revoked: Array<BusTopics['sessions.changed']> = [];
    listener.subscribe('sessions.changed', (payload) => revoked.push(payload));
    try {
      const client = new Client(gateway);
      await client.call('GET', '/api/ping');
      expect((await client.call('POST', '/api/auth/login', { email: 'dr.martin@exemple.fr', password: 'Pneumo2026', authChallenge: 'true' })).body.auth).toBe(
        'ok',
      );
      await client.call('GET', '/api/ping');
      // The staff service's process knows the session (and keeps it in its cache)...
      expect((await client.call('GET', '/api/account/me')).status).toBe(200);
      // ...the public service's process ends it and publishes the revocation...
      const stolen = client.cookies.get('cp_sid') ?? '';
      expect((await client.call('POST', '/api/auth/logout', { logout: 'true' })).body).toEqual({ logout: 'complete' });
      client.cookies.set('cp_sid', stolen);
      await eventually(
        () => revoked.length,
        (count) => count > 0,
        5000,
      );
      expect(revoked.length).toBeGreaterThan(0);
      // ...and the staff process refuses it at once, not when its cache would have expired.
      expect((await client.call('GET', '/api/account/me')).status).toBe(401);
    } finally {
      await listener.close();
    }
  });

  describe('the client address, behind the gateway and on the private network', () => {
    const rotating = (index: number) => ({ 'X-Forwarded-For': `198.51.100.${index}` });

    it('locks out a peer that rotates X-Forwarded-For: the services see one address', async () => {
      const client = new Client(gateway);
      await client.call('GET', '/api/ping');
      const statuses: number[] = [];
      // LOGIN_MAX_FAILURES (5) wrong passwords lock the address out of the account: believing the
      // header, each attempt would come from a new address and never be locked.
      for (let index = 0; index < 7; index += 1) {
        const login = { email: 'rotation@exemple.fr', password: `Faux${index}`, authChallenge: 'true' };
        statuses.push((await client.call('POST', '/api/auth/login', login, rotating(index))).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429]);
    });

    it('passes the connection’s own address to the services, whatever forwarding or signed header the client sends', async () => {
      const client = new Client(gateway);
      const forged = { [CLIENT_ADDRESS_HEADER]: signClientAddress('f'.repeat(64), '198.51.100.77', Date.now()) };
      const seen = await client.call('GET', '/api/speedtest/getIP', undefined, { ...rotating(99), ...forged });
      expect(seen.body.processedString).toMatch(/127\.0\.0\.1|::1/);
    });

    it('does not believe a peer that calls a service directly with a forged header, but believes the gateway’s signature', async () => {
      const peer = new Client(`http://127.0.0.1:${stack.servicePorts.public}`);
      const forgedHeader = { [CLIENT_ADDRESS_HEADER]: `198.51.100.5;${Date.now()};bm9uLXNpZ25lZQ` };
      const forged = await peer.call('GET', '/api/speedtest/getIP', undefined, { ...rotating(5), ...forgedHeader });
      expect(forged.body.processedString).toMatch(/127\.0\.0\.1|::1/);
      const gatewaySigned = { [CLIENT_ADDRESS_HEADER]: signClientAddress(stack.clientAddressSecret, '203.0.113.8', Date.now()) };
      const signed = await peer.call('GET', '/api/speedtest/getIP', undefined, gatewaySigned);
      expect(signed.body.processedString).toBe('203.0.113.8');
    });
  });

  it('names in the pages’ form-action an external room a staff change adds, read by the gateway from the database and refreshed by the bus', async () => {
    const formAction = async () => {
      // A page's policy (a JSON answer's allows nothing, forms included).
      const policy = (await fetch(`${gateway}/live/1`)).headers.get('content-security-policy') ?? '';
      return (
        policy
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .find(([name]) => name === 'form-action')
          ?.slice(1) ?? []
      );
    };
    expect(await formAction()).not.toContain('https://salle-repartie.exemple.fr');
    const pool = new Pool({ connectionString: databaseUrl, max: 1 });
    const publisher: Bus = await redisBus(redis.url, createLogger('silent'));
    try {
      await pool.query(`update events set link_external = 'https://salle-repartie.exemple.fr/salle?k=1' where id = (select min(id) from events)`);
      // What the staff process publishes after its save.
      await publisher.publish('public.changed', { what: 'events' });
      await eventually(formAction, (origins) => origins.includes('https://salle-repartie.exemple.fr'), 5000);
      expect(await formAction()).toContain('https://salle-repartie.exemple.fr');
      expect(await formAction()).not.toContain('https:');
    } finally {
      await publisher.close();
      await pool.end();
    }
  });

  it('streams a GPTPubMed answer to its owner through the gateway, to the chat process’s own socket path, by websocket and by polling', async () => {
    const client = new Client(`${gateway}`);
    await client.call('GET', '/api/ping');
    expect((await client.call('POST', '/api/auth/login', { email: 'dr.martin@exemple.fr', password: 'Pneumo2026', authChallenge: 'true' })).body.auth).toBe(
      'ok',
    );
    await client.call('GET', '/api/ping');
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const sockets: Socket[] = [];
    const open = (transport: 'websocket' | 'polling') => {
      const socket = connectSocket(`${gateway}${CHAT_NAMESPACE}`, {
        path: CHAT_SOCKET_PATH,
        transports: [transport],
        extraHeaders: { Cookie: cookie },
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      const events: ChatSocketEvent[] = [];
      socket.on(CHAT_SOCKET_EVENT, (raw: unknown) => events.push(chatSocketEventSchema.parse(raw)));
      const connected = new Promise<string>((resolve) => {
        socket.on('connect', () => resolve('connected'));
        socket.on('connect_error', (error) => resolve(error.message));
      });
      return { events, connected };
    };
    try {
      const byWebsocket = open('websocket');
      const byPolling = open('polling');
      expect([await byWebsocket.connected, await byPolling.connected]).toEqual(['connected', 'connected']);
      const thread = ((await client.call('POST', '/api/gpt/api.php?action=create_thread', {})).body.thread as { id: string }).id;
      expect((await client.call('POST', '/api/gpt/api.php?action=add_message', { thread, message: 'Biothérapies et asthme sévère ?' })).status).toBe(200);
      const view = async () =>
        (await client.call('POST', '/api/gpt/api.php?action=view_thread', { id: thread })).body as {
          messages: { content: { text: { value: string } }[] }[];
          last_run: { status: string };
        };
      const completed = await eventually(view, (thread) => thread.last_run.status === 'completed', 30_000);
      const answer = completed.messages.at(-1)?.content[0].text.value ?? '';
      expect(answer).toContain('[[1]](https://pubmed.ncbi.nlm.nih.gov/36000001/)');
      // The completion's 'changed' leaves after the last words: once it is in, every word is.
      const finished = (events: ChatSocketEvent[]) =>
        events.findLastIndex((event) => event.kind === 'changed') > events.findLastIndex((event) => event.kind === 'text');
      await eventually(
        () => [byWebsocket, byPolling].every(({ events }) => finished(events)),
        (done) => done,
        30_000,
      );
      for (const { events } of [byWebsocket, byPolling]) {
        const texts = events.filter((event) => event.kind === 'text');
        expect(texts.length).toBeGreaterThan(10);
        let grown = '';
        for (const event of texts) if (event.offset <= grown.length) grown = grown.slice(0, event.offset) + event.text;
        expect(grown).toBe(answer);
      }
    } finally {
      sockets.forEach((socket) => socket.close());
    }
  });

  it('passes the live room’s websocket to the live process, after API calls went through the other services’ proxies', async () => {
    await fetch(`${gateway}/api/ping`);
    await fetch(`${gateway}/api/gpt/api.php?action=list_thread`, { method: 'POST' });
    const socket = connectSocket(`${gateway}/participant`, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true });
    // The live process's own refusal (no session, no room): the websocket reached it, and only it.
    const refusal = await new Promise<string>((resolve) => socket.on('connect_error', (error) => resolve(error.message)));
    socket.close();
    expect(refusal).toBe("Identifiants de l'émission ou de l'utilisateur manquants.");
  });
});
