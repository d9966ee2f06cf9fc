import { freePort } from '@canal/service-core';
import { eventually } from '@canal/service-core/testing';
import { dropPostgresDatabase, ensurePostgres } from '../../../../tools/split/ensurePostgres';
import { prepareDatabase } from '../../../../tools/split/prepareDatabase';
import { startRedis, type RedisTarget } from '../../../../tools/split/startRedis';
import { SPLIT_SERVICES, startSplitStack, type SplitStack } from '../../../../tools/split/startSplitStack';

const TOKEN = 'jeton-des-metriques-en-mode-separe-0123';

interface Readiness {
  ready: boolean;
  process: string;
  checks: Array<{ name: string; ok: boolean; ms: number; error?: string }>;
}

async function readiness(port: number): Promise<{ status: number; body: Readiness }> {
  const response = await fetch(`http://127.0.0.1:${port}/readyz`);
  return { status: response.status, body: (await response.json()) as Readiness };
}

/** This run's own database (worktrees of one machine share Debian's cluster), dropped at the end. */
const database = `canal_ops_split_test_${process.pid}`;

describe('split mode: the readiness and metrics of every process', () => {
  let stack: SplitStack;
  let redis: RedisTarget;
  const ports: Record<string, number> = {};
  let gatewayPort = 0;

  beforeAll(async () => {
    const postgres = ensurePostgres(database, true);
    redis = await startRedis(await freePort());
    await prepareDatabase(postgres.url, true);
    stack = await startSplitStack({
      env: { ...process.env, DATABASE_URL: postgres.url, REDIS_URL: redis.url, LOG_LEVEL: 'silent', HOST: '127.0.0.1', METRICS_TOKEN: TOKEN },
      ports: 'free',
    });
    Object.assign(ports, stack.servicePorts);
    gatewayPort = stack.gatewayPort;
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    redis?.stop();
    dropPostgresDatabase(database);
  });

  it('says each service and the gateway are ready: database, migrations, Redis, job worker', async () => {
    for (const service of SPLIT_SERVICES) {
      const { status, body } = await readiness(ports[service.name]);
      expect(status).toBe(200);
      expect(body.process).toBe(service.name);
      expect(body.checks.map((check) => check.name)).toEqual(['base de données', 'migrations', 'redis', 'tâches de fond', 'arrêt']);
    }
    const gateway = await readiness(gatewayPort);
    expect(gateway.status).toBe(200);
    expect(gateway.body).toMatchObject({ ready: true, process: 'gateway' });
    expect(gateway.body.checks.map((check) => check.name)).toEqual(['base de données', 'migrations', 'redis', 'arrêt']);
  });

  it('keeps /metrics behind the token at the gateway, and gathers every service’s readiness for the operations page', async () => {
    expect((await fetch(`http://127.0.0.1:${gatewayPort}/metrics`)).status).toBe(404);
    const scrape = await fetch(`http://127.0.0.1:${gatewayPort}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(await scrape.text()).toContain('http_request_duration_seconds_count{route="/readyz",method="GET",status_class="2xx"}');

    const base = `http://127.0.0.1:${gatewayPort}`;
    const ping = await fetch(`${base}/api/ping`);
    const cookies = ping.headers.getSetCookie().map((line) => line.split(';')[0]);
    let token = ((await ping.json()) as { token: string }).token;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { Cookie: cookies.join('; '), 'X-CSRF-Token': token, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'admin@canal-pneumo.fr', password: 'Pneumo2026', authChallenge: 'true' }).toString(),
    });
    const session = [...cookies, ...login.headers.getSetCookie().map((line) => line.split(';')[0])];
    token = ((await login.json()) as { token: string }).token;
    const answer = await fetch(`${base}/api/_ops/health`, { headers: { Cookie: session.join('; '), 'X-CSRF-Token': token } });
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as {
      data: { mode: string; services: Array<{ service: string; ready: boolean; checks: Array<{ name: string }>; eventLoopLagMs: number | null }> };
    };
    expect(data.mode).toBe('split');
    expect(data.services.map((service) => [service.service, service.ready])).toEqual(SPLIT_SERVICES.map((service) => [service.name, true]));
    for (const service of data.services) {
      expect(service.checks.map((check) => check.name)).toContain('redis');
      expect(typeof service.eventLoopLagMs).toBe('number');
    }
  });

  it('stays ready when Redis stops answering, and says since when it fails in /readyz and /healthz', async () => {
    redis.stop();
    const live = await eventually(
      () => readiness(ports.live),
      (answer) => answer.body.checks.find((check) => check.name === 'redis')?.ok === false,
      20_000,
    );
    // Redis is every pod's: its failure must not take them all out of the balancer at once.
    expect(live.status).toBe(200);
    expect(live.body.checks.find((check) => check.name === 'redis')?.error).toContain('en échec depuis');
    expect(live.body.checks.find((check) => check.name === 'base de données')?.ok).toBe(true);
    const health = await fetch(`http://127.0.0.1:${ports.live}/healthz`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as Readiness).checks.find((check) => check.name === 'redis')?.ok).toBe(false);
  });
});
