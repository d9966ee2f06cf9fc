import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';

export type Row = Record<string, unknown>;

/** What the comparison's HTTP server needs of a database: a query and a close. */
export interface QueryClient {
  query(sql: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export interface WorkerQuestion {
  id: number;
  sql: string;
  params?: unknown[];
}

export type WorkerAnswer = { id: number; rows: Row[] } | { id: number; error: string };

/** (a) PGlite in the HTTP server's thread, as the first all-in-one mode had it. */
export async function pgliteInThread(): Promise<QueryClient> {
  const db = new PGlite();
  await db.waitReady;
  return {
    query: async (sql, params) => (await db.query<Row>(sql, params)).rows,
    close: () => db.close(),
  };
}

/** (b) PGlite in a worker thread, behind a small request/answer protocol. */
export async function pgliteInWorker(): Promise<QueryClient> {
  // The worker inherits tsx's loader through execArgv, so it can be TypeScript too.
  const worker = new Worker(path.join(__dirname, 'pgliteWorker.ts'));
  const pending = new Map<number, { resolve: (rows: Row[]) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  worker.on('message', (answer: WorkerAnswer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (!waiting) return;
    if ('error' in answer) waiting.reject(new Error(answer.error));
    else waiting.resolve(answer.rows);
  });
  worker.on('error', (error: unknown) => {
    for (const waiting of pending.values()) waiting.reject(error instanceof Error ? error : new Error(String(error)));
    pending.clear();
  });
  const client: QueryClient = {
    query: (sql, params) =>
      new Promise<Row[]>((resolve, reject) => {
        nextId += 1;
        pending.set(nextId, { resolve, reject });
        worker.postMessage({ id: nextId, sql, params } satisfies WorkerQuestion);
      }),
    close: async () => {
      await worker.terminate();
    },
  };
  await client.query('select 1');
  return client;
}

/** (c) The embedded PostgreSQL through node-postgres, as the all-in-one server reads it now. */
export function postgresPool(url: string): Promise<QueryClient> {
  const pool = new Pool({ connectionString: url, max: 10 });
  return Promise.resolve({
    query: async (sql, params) => (await pool.query<Row>(sql, params)).rows,
    close: () => pool.end(),
  });
}
