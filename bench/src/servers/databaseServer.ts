import express from 'express';
import { pgliteInThread, pgliteInWorker, postgresPool, type QueryClient } from './databaseClients';

/**
 * One HTTP server of the database comparison (its own process): GET /home answers 20 upcoming
 * sessions with their theme, like the home page, from the database named by MODE.
 */
const MODES: Record<string, () => Promise<QueryClient>> = {
  'pglite-thread': pgliteInThread,
  'pglite-worker': pgliteInWorker,
  postgres: () => postgresPool(String(process.env.DATABASE_URL)),
};

/** 20 themes and 2,000 sessions spread over two years, indexed on the date as the home's query needs. */
async function fill(db: QueryClient): Promise<void> {
  await db.query('drop table if exists bench_events');
  await db.query('drop table if exists bench_themes');
  await db.query('create table bench_themes (id serial primary key, name text not null, color text not null, category text not null)');
  await db.query(
    `create table bench_events (id serial primary key, theme_id integer references bench_themes(id), title text not null,
       short_description text not null, date timestamptz not null, duration_min integer not null, state text not null)`,
  );
  await db.query(
    `insert into bench_themes (name, color, category)
     select 'Thème ' || g, '#1d5fa8', (array['bpco','asthme','cancer','sommeil'])[1 + g % 4] from generate_series(1, 20) g`,
  );
  await db.query(
    `insert into bench_events (theme_id, title, short_description, date, duration_min, state)
     select 1 + g % 20, 'Émission ' || g, repeat('Cas cliniques commentés. ', 4),
            now() + make_interval(hours => g * 9 - 9000), 60, 'pending'
     from generate_series(1, 2000) g`,
  );
  await db.query('create index bench_events_date on bench_events (date)');
  await db.query('analyze');
}

const HOME_QUERY = `
  select e.id, e.title as "eventTitle", e.short_description as "eventShortDescription", e.date as "eventDate",
         e.duration_min as "durationMin", e.state, t.id as "themeId", t.name as "themeName", t.color as "themeColor"
  from bench_events e join bench_themes t on t.id = e.theme_id
  where e.date >= now() - interval '1 hour'
  order by e.date
  limit 20`;

async function main(): Promise<void> {
  const open = MODES[String(process.env.MODE)];
  if (!open) throw new Error(`MODE: one of ${Object.keys(MODES).join(', ')}`);
  const db = await open();
  await fill(db);
  const app = express();
  app.get('/home', async (_req, res) => {
    res.json({ home: 'complete', data: await db.query(HOME_QUERY) });
  });
  app.listen(Number(process.env.PORT), '127.0.0.1');
}

void main();
