import { ensurePostgres } from '../../../tools/split/ensurePostgres';
import { prepareDatabase } from '../../../tools/split/prepareDatabase';
import { startRedis, type RedisTarget } from '../../../tools/split/startRedis';
import { startSplitStack, type SplitStack } from '../../../tools/split/startSplitStack';

const GATEWAY_PORT = 8290;

/** A browser-like client: keeps the session cookie and sends the CSRF token. */
class Client {
  private cookie = '';
  private token = '';

  constructor(private readonly base: string) {}

  async call(method: 'GET' | 'POST', path: string, form?: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        Cookie: this.cookie,
        'X-CSRF-Token': this.token,
        ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const body = (await response.json()) as Record<string, unknown>;
    if (typeof body.token === 'string') this.token = body.token;
    return { status: response.status, body };
  }
}

describe('split mode: gateway and services as separate processes over PostgreSQL and Redis', () => {
  let stack: SplitStack;
  let redis: RedisTarget;

  beforeAll(async () => {
    const postgres = ensurePostgres('canal_split_test', true);
    redis = await startRedis(6390);
    await prepareDatabase(postgres.url, true);
    stack = await startSplitStack({
      env: { ...process.env, DATABASE_URL: postgres.url, REDIS_URL: redis.url, LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
      gatewayPort: GATEWAY_PORT,
      portOffset: 100,
    });
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    redis?.stop();
  });

  it('logs in and reads the home data through the proxy', async () => {
    const client = new Client(`http://127.0.0.1:${GATEWAY_PORT}`);
    const ping = await client.call('GET', '/api/ping');
    expect(ping.body.pong).toBe('complete');

    const login = await client.call('POST', '/api/auth/login', { email: 'dr.martin@exemple.fr', password: 'Pneumo2026', authChallenge: 'true' });
    expect(login.body.auth).toBe('ok');

    const home = await client.call('GET', '/api/home?api=3');
    const data = home.body.data as { myfutureevents: Array<{ eventTitle: string }> };
    expect(data.myfutureevents.map((event) => event.eventTitle)).toContain('Asthme sévère : place des biothérapies');
  });

  it('answers a refused call from the right service, through the proxy', async () => {
    const client = new Client(`http://127.0.0.1:${GATEWAY_PORT}`);
    await client.call('GET', '/api/ping');
    const replays = await client.call('POST', '/api/replays/list', {});
    expect(replays.status).toBe(401);
    expect(replays.body.log).toBe('Merci de vous connecter pour accéder à ce contenu');
  });
});
