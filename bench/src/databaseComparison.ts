import { freePort } from '@canal/service-core';
import { formatLoad, loadTest, type Load } from './load';
import { startTsx, waitForHttp } from './processes';

const SECONDS = 6;
const MODES = [
  { mode: 'pglite-thread', label: '(a) PGlite in the main thread' },
  { mode: 'pglite-worker', label: '(b) PGlite in a worker thread' },
  { mode: 'postgres', label: '(c) embedded PostgreSQL, pg Pool' },
];

/**
 * Why the all-in-one server reads an embedded PostgreSQL (docs/architecture.md, "Database"): the
 * same Express app and home-like query (20 sessions joined to their themes) over each database,
 * each in its own process, under the same load.
 */
export async function databaseComparison(databaseUrl: string): Promise<string[]> {
  const lines = [`Database under the same load: GET /home (events join themes, 20 rows), 100 connections, ${SECONDS} s each:`];
  const results: Record<string, Load> = {};
  for (const { mode, label } of MODES) {
    const port = await freePort();
    const server = startTsx('bench/src/servers/databaseServer.ts', { MODE: mode, PORT: String(port), DATABASE_URL: databaseUrl });
    try {
      await waitForHttp(`http://127.0.0.1:${port}/home`, server, 60_000);
      results[mode] = await loadTest(`http://127.0.0.1:${port}/home`, { seconds: SECONDS });
      lines.push(`  ${label.padEnd(34)} ${formatLoad(results[mode])}`);
    } catch (error) {
      lines.push(`  ${label.padEnd(34)} not measured: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    } finally {
      await server.stop();
    }
  }
  const postgres = results.postgres;
  const worker = results['pglite-worker'];
  if (postgres && worker) lines.push(`  embedded PostgreSQL / PGlite worker: ${(postgres.rps / worker.rps).toFixed(1)}x the throughput`);
  return lines;
}
