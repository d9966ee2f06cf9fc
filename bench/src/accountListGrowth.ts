import { Client } from 'pg';
import { hashPassword } from '@canal/service-core';
import { logIn, startAllInOne } from './allInOneServer';
import { judge } from './targets';

const CALLS = 50;
const SIZES = [10_000, 100_000];
const QUERIES = [
  { what: 'page 1', query: 'pp=1' },
  { what: 'page 1, default sort named', query: 'pp=1&sf=dateCreated&sw=d' },
  { what: 'search q=mart', query: 'pp=1&q=mart' },
];

const LASTNAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefebvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'Andre',
  'Lefevre',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'Francois',
  'Legrand',
];
const FIRSTNAMES = ['Camille', 'Claire', 'Louis', 'Hugo', 'Inès', 'Paul', 'Léa', 'Jules', 'Chloé', 'Nathan', 'Emma', 'Lucas'];

/**
 * Accounts added in one statement: varied names (Martin is one family name in 30, as `q=mart` would
 * meet it in a real directory), jobs, statuses, one a minute backwards, so the default sort has work.
 */
async function growTo(client: Client, target: number, passwordHash: string): Promise<void> {
  const { rows } = await client.query<{ count: string; top: number | null }>('select count(*) as count, max(id) as top from users');
  const missing = target - Number(rows[0].count);
  if (missing <= 0) return;
  const first = (rows[0].top ?? 0) + 1;
  await client.query(
    `insert into users (email, password_hash, role, job, firstname, lastname, status, has_updated_optins, created_at, updated_at)
     select 'bench.' || g || '@exemple.fr', $1, 'member',
            (array['md','ph','in','int','x1','st'])[1 + g % 6],
            ($4::text[])[1 + g % cardinality($4::text[])],
            ($5::text[])[1 + (g / 7) % cardinality($5::text[])],
            (array['active','active','active','pending','inactive','blocked'])[1 + g % 6],
            1, now() - make_interval(mins => g), now()
     from generate_series($2::int, $3::int) g`,
    [passwordHash, first, first + missing - 1, FIRSTNAMES, LASTNAMES],
  );
  await client.query('analyze users');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timeCalls(url: string, cookie: string): Promise<{ p50: number; p99: number }> {
  const call = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { Cookie: cookie } });
    const body = (await response.json()) as { list?: string };
    if (body.list !== 'complete') throw new Error(`${url}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < CALLS; i += 1) times.push(await call());
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/**
 * GET /api/account/list as the admin, through the real all-in-one server over `databaseUrl` (a
 * PostgreSQL the bench started, so that it can add the accounts directly), at each size.
 */
export async function accountListGrowth(databaseUrl: string): Promise<string[]> {
  const server = await startAllInOne({ DATABASE_URL: databaseUrl });
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const cookie = await logIn(server.url, 'admin@canal-pneumo.fr', 'Pneumo2026');
    const passwordHash = await hashPassword('Pneumo2026');
    const lines = [
      `GET /api/account/list as the admin, ${CALLS} sequential calls each (after 5), accounts added by SQL:`,
      `  ${'accounts'.padStart(8)} | ${'query'.padEnd(27)} | ${'p50 ms'.padStart(6)} | ${'p99 ms'.padStart(6)} | insert s`,
    ];
    let pageOneAtLargest = Number.NaN;
    for (const size of SIZES) {
      const started = performance.now();
      await growTo(client, size, passwordHash);
      const inserted = ((performance.now() - started) / 1000).toFixed(1);
      for (const [index, { what, query }] of QUERIES.entries()) {
        const { p50, p99 } = await timeCalls(`${server.url}/api/account/list?${query}`, cookie);
        if (size === SIZES[SIZES.length - 1] && index === 0) pageOneAtLargest = p50;
        lines.push(
          `  ${size.toLocaleString('en-US').padStart(8)} | ${what.padEnd(27)} | ${p50.toFixed(1).padStart(6)} | ${p99.toFixed(1).padStart(6)} | ${index === 0 ? inserted : ''}`,
        );
      }
    }
    lines.push(judge('/api/account/list page 1 at 100,000 accounts', `p50 ${pageOneAtLargest.toFixed(1)} ms`, '< 30 ms', pageOneAtLargest < 30));
    return lines;
  } finally {
    await client.end();
    await server.stop();
  }
}
