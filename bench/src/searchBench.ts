import { Client } from 'pg';
import { logIn, startAllInOne } from './allInOneServer';
import { judge } from './targets';

const ITEMS = 10_000;
const CALLS = 100;

/** Titles and sentences of a respiratory-medicine catalogue: one query word meets a fifth to a tenth of the rows, as a real one would. */
const TITLES = [
  'Bronchopneumopathie chronique obstructive',
  'Asthme sévère et biothérapies',
  'Les polynucléaires éosinophiles',
  'Fibrose pulmonaire idiopathique',
  'Apnées obstructives du sommeil',
  'Réhabilitation respiratoire',
  'Cancer bronchique non à petites cellules',
  'Oxygénothérapie de longue durée',
  'Exacerbations et infections respiratoires',
  'Hypertension artérielle pulmonaire',
];
const SENTENCES = [
  'Les recommandations françaises ont évolué cette année.',
  'Le rôle des éosinophiles sanguins guide le choix du traitement.',
  'La spirométrie reste l’examen de référence du diagnostic.',
  'Les exacerbations fréquentes aggravent le pronostic des patients.',
  'Un programme d’activité physique adaptée améliore la dyspnée.',
  'Les biothérapies ciblées réduisent le recours aux corticoïdes oraux.',
  'La polysomnographie confirme le diagnostic des apnées du sommeil.',
  'Le sevrage tabagique demeure la première mesure thérapeutique.',
];

const QUERIES = [
  { what: 'visitor, bronchopneumopathie', query: 'q=bronchopneumopathie', member: false },
  { what: 'visitor, eosinophile (accents folded)', query: 'q=eosinophile', member: false },
  { what: 'member, exacerbations traitement', query: 'q=exacerbations+traitement', member: true },
  { what: 'member, asthme, kind replay', query: 'q=asthme&kind=replay', member: true },
  { what: 'member, spirometrie, page 3', query: 'q=spirometrie&page=3', member: true },
];

/** Sessions (a third of them replays), news, FAQ and podcasts, 10,000 in all, added by SQL: the triggers index them as a staff save would. */
async function seed(client: Client): Promise<void> {
  const text = (g: string) => `($2::text[])[1 + (${g} * 7) % 8] || ' ' || ($2::text[])[1 + (${g} * 3) % 8] || ' ' || ($2::text[])[1 + ${g} % 8]`;
  const title = (g: string) => `($1::text[])[1 + ${g} % 10] || ' ' || ${g}`;
  const quarter = ITEMS / 4;
  await client.query(
    `insert into events (title, description, date, state)
     select ${title('g')}, ${text('g')}, now() - make_interval(days => g % 900), (array['pending','replay','finished'])[1 + g % 3]
     from generate_series(1, ${quarter * 2}) g`,
    [TITLES, SENTENCES],
  );
  await client.query(`insert into news (title, description, category) select ${title('g')}, ${text('g')}, 'other' from generate_series(1, ${quarter}) g`, [
    TITLES,
    SENTENCES,
  ]);
  await client.query(`insert into faq_items (question, answer) select ${title('g')} || ' ?', ${text('g')} from generate_series(1, ${quarter / 2}) g`, [
    TITLES,
    SENTENCES,
  ]);
  await client.query(`insert into podcasts (title, description, state) select ${title('g')}, ${text('g')}, 'live' from generate_series(1, ${quarter / 2}) g`, [
    TITLES,
    SENTENCES,
  ]);
  await client.query('analyze search_documents');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timeCalls(url: string, cookie: string | null): Promise<{ p50: number; p95: number; total: number }> {
  let total = 0;
  const call = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: cookie ? { Cookie: cookie } : {} });
    const body = (await response.json()) as { search?: string; total?: number };
    if (body.search !== 'complete') throw new Error(`${url}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    total = body.total ?? 0;
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < CALLS; i += 1) times.push(await call());
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), total };
}

/**
 * GET /api/search (issue 35 §4) through the all-in-one server over `databaseUrl`, after 10,000
 * items were added: sequential calls, p95 of each query, the worst judged against 50 ms.
 */
export async function searchBench(databaseUrl: string): Promise<string[]> {
  const server = await startAllInOne({ DATABASE_URL: databaseUrl });
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await seed(client);
    const seeded = ((performance.now() - started) / 1000).toFixed(1);
    const { rows } = await client.query<{ count: string }>('select count(*) as count from search_documents');
    const member = await logIn(server.url, 'dr.martin@exemple.fr', 'Pneumo2026');
    const lines = [
      `GET /api/search, ${CALLS} sequential calls each (after 5), ${Number(rows[0].count).toLocaleString('en-US')} rows indexed (${ITEMS.toLocaleString('en-US')} added by SQL in ${seeded} s):`,
      `  ${'query'.padEnd(38)} | ${'found'.padStart(5)} | ${'p50 ms'.padStart(6)} | ${'p95 ms'.padStart(6)}`,
    ];
    let worst = 0;
    for (const { what, query, member: asMember } of QUERIES) {
      const { p50, p95, total } = await timeCalls(`${server.url}/api/search?${query}`, asMember ? member : null);
      worst = Math.max(worst, p95);
      lines.push(`  ${what.padEnd(38)} | ${String(total).padStart(5)} | ${p50.toFixed(1).padStart(6)} | ${p95.toFixed(1).padStart(6)}`);
    }
    lines.push(judge('/api/search over 10,000 items', `worst p95 ${worst.toFixed(1)} ms`, '< 50 ms', worst < 50));
    return lines;
  } finally {
    await client.end();
    await server.stop();
  }
}
