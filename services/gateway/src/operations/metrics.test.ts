import crypto from 'node:crypto';
import { io as connectSocket } from 'socket.io-client';
import { CHAT_NAMESPACE, CHAT_SOCKET_PATH } from '@canal/contracts';
import { schema, STATIC_ROUTE, startHost, UNMATCHED_ROUTE, type RunningHost } from '@canal/service-core';
import { externalRoomOriginsSource } from '@canal/domain';
import { createTestContext, makeChatThread, makeUser, sessionFor } from '@canal/service-core/testing';
import { createGateway } from '../createGateway';
import { ALL_SERVICES } from '../routing/allServices';
import { buildRouteTable } from '../routing/routeTable';
import { GATEWAY_ROUTES } from './gatewayRoutes';

const TOKEN = 'jeton-de-test-des-metriques-0123456789';

/** One line of the Prometheus text format: its name, its labels, its value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`ligne illisible : ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/([a-zA-Z_]+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]));
      return { name: match[1], labels, value: Number(match[3]) };
    });
}

const seriesKey = (sample: Sample) => `${sample.name}${JSON.stringify(sample.labels)}`;

describe('/metrics of the all-in-one process', () => {
  let host: RunningHost;
  let base: string;

  beforeAll(async () => {
    const opened = await createTestContext({ METRICS_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '100000' });
    const table = buildRouteTable(ALL_SERVICES);
    host = await startHost({
      services: ALL_SERVICES,
      port: 0,
      host: '127.0.0.1',
      opened,
      frontDoorRoutes: GATEWAY_ROUTES,
      frontDoor: (apps, ctx) =>
        createGateway(ctx.config, ctx.logger, { kind: 'in-process', table, apps }, { formOrigins: externalRoomOriginsSource(ctx.db, ctx.bus) }),
    });
    base = `http://127.0.0.1:${host.port}`;
  });
  afterAll(() => host.stop());

  const scrape = async () => {
    const response = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return samplesOf(await response.text());
  };

  it('is not reachable through the public door without the token', async () => {
    for (const headers of [{}, { Authorization: 'Bearer mauvais-jeton-0123456789' }, { Authorization: TOKEN }]) {
      const response = await fetch(`${base}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('nodejs_');
    }
  });

  it('holds the default, HTTP, socket, queue, outbox, chat and lockout series after a few requests', async () => {
    const { ctx } = host;
    const member = await makeUser(ctx);
    const thread = await makeChatThread(ctx, member.id);
    await ctx.db.insert(schema.chatRuns).values({ id: 'run_metrics', threadId: thread.id, status: 'completed', model: 'test' });
    await ctx.db
      .insert(schema.chatUsage)
      .values({ runId: 'run_metrics', model: 'test', status: 'completed', createdAt: new Date(), promptTokens: 1200, completionTokens: 340 });
    await ctx.db
      .insert(schema.loginFailures)
      .values({ account: member.email, address: '203.0.113.9', failures: 5, lockedUntil: new Date(Date.now() + 60_000) });
    await ctx.outbox.send({ to: 'medecin@exemple.fr', subject: 'Rappel', text: 'Bonjour' });
    await ctx.jobs.add('mail:deliver', { id: 0 }, { runAt: new Date(Date.now() + 3_600_000) });
    const socket = connectSocket(`${base}/participant`, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()).once('connect_error', () => resolve()));

    await fetch(`${base}/api/site`);
    await fetch(`${base}/api/ping`);
    await fetch(`${base}/api/ping`);
    await fetch(`${base}/api/live/12`, { method: 'POST' });
    await fetch(`${base}/api/nulle-part`);
    await fetch(`${base}/replays/3`);
    const samples = await scrape();
    socket.close();

    const names = new Set(samples.map((sample) => sample.name));
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'process_cpu_user_seconds_total',
      'canal_outbox_backlog',
      'canal_outbox_oldest_unsent_seconds',
      'canal_login_lockouts',
    ]) {
      expect(names).toContain(name);
    }
    const count = (route: string, statusClass: string) =>
      samples.find(
        (sample) => sample.name === 'http_request_duration_seconds_count' && sample.labels.route === route && sample.labels.status_class === statusClass,
      )?.value;
    expect(count('/api/ping', '2xx')).toBe(2);
    expect(count('/api/site', '2xx')).toBe(1);
    // The declared path, never the address asked.
    expect(count('/api/live/:id', '4xx')).toBe(1);
    expect(samples.some((sample) => sample.labels.route === '/api/live/12')).toBe(false);
    expect(count(UNMATCHED_ROUTE, '4xx')).toBe(1);

    const value = (name: string, labels: Record<string, string> = {}) =>
      samples.find((sample) => sample.name === name && Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted))?.value;
    expect(value('canal_outbox_backlog')).toBe(1);
    expect(value('canal_login_lockouts')).toBe(1);
    expect(value('canal_chat_runs', { status: 'completed' })).toBe(1);
    expect([value('canal_chat_tokens', { kind: 'prompt' }), value('canal_chat_tokens', { kind: 'completion' })]).toEqual([1200, 340]);
    expect(value('canal_jobs', { task: 'mail:deliver', state: 'scheduled' })).toBe(1);
    expect(value('canal_jobs', { task: 'mail:deliver', state: 'failed' })).toBe(0);
    expect(value('socketio_connections', { namespace: '/participant' })).toBeDefined();
    expect(value('socketio_connections', { namespace: '/presenter' })).toBeDefined();
  });

  it('counts the members’ GPTPubMed sockets (the chat’s own socket path), never their rooms one by one', async () => {
    const member = await makeUser(host.ctx);
    const { cookie } = await sessionFor(host.ctx, member.email);
    const socket = connectSocket(`${base}${CHAT_NAMESPACE}`, {
      path: CHAT_SOCKET_PATH,
      transports: ['websocket'],
      extraHeaders: { Cookie: cookie },
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
      const samples = await scrape();
      expect(samples.find((sample) => sample.name === 'socketio_connections' && sample.labels.namespace === CHAT_NAMESPACE)?.value).toBe(1);
      expect(samples.filter((sample) => sample.name === 'socketio_room_sockets' && sample.labels.namespace === CHAT_NAMESPACE)).toEqual([]);
    } finally {
      socket.close();
    }
  });

  it('answers the same figures as JSON for the operations page', async () => {
    const response = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}`, Accept: 'application/json' } });
    const metrics = (await response.json()) as Array<{ name: string }>;
    expect(metrics.map((metric) => metric.name)).toEqual(
      expect.arrayContaining(['nodejs_eventloop_lag_p99_seconds', 'http_request_duration_seconds', 'canal_jobs']),
    );
  });

  it('keeps its label sets bounded: 1,000 random addresses add no series', async () => {
    for (const method of ['GET', 'POST']) for (const path of ['/api/zz-avant', '/page-avant']) await fetch(`${base}${path}`, { method });
    // The series a request could add (the runtime's own, such as the kinds of GC seen so far, come and go by themselves).
    const fromRequests = (samples: Sample[]) => samples.filter((sample) => /^(http_|canal_|socketio_)/.test(sample.name));
    const before = new Set(fromRequests(await scrape()).map(seriesKey));

    const random = () => crypto.randomBytes(1 + crypto.randomInt(12)).toString('base64url');
    for (let i = 0; i < 1000; i += 1) {
      const path = i % 2 === 0 ? `/api/zz-${random()}/${random()}?${random()}=${random()}` : `/${random()}/${random()}.${random()}`;
      await fetch(`${base}${path}`, { method: i % 3 === 0 ? 'POST' : 'GET' });
    }

    const after = await scrape();
    const added = fromRequests(after)
      .map(seriesKey)
      .filter((key) => !before.has(key));
    expect(added).toEqual([]);
    const declared = new Set([
      ...ALL_SERVICES.flatMap((service) => service.routes.map((route) => route.path)),
      ...GATEWAY_ROUTES.map((route) => route.path),
      '/healthz',
      '/readyz',
      '/metrics',
      UNMATCHED_ROUTE,
      STATIC_ROUTE,
    ]);
    for (const sample of after.filter((entry) => entry.name.startsWith('http_request_duration_seconds'))) expect(declared).toContain(sample.labels.route);
  });
});
