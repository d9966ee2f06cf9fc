import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { Row, WorkerAnswer, WorkerQuestion } from './databaseClients';

/**
 * PGlite on a thread of its own: the HTTP server's thread sends { id, sql, params } and gets
 * { id, rows } or { id, error } back, so the WebAssembly database never runs on its event loop.
 */
const db = new PGlite();
const port = parentPort;
if (!port) throw new Error('pgliteWorker runs in a worker thread');
port.on('message', (question: WorkerQuestion) => {
  db.query<Row>(question.sql, question.params).then(
    (result) => port.postMessage({ id: question.id, rows: result.rows } satisfies WorkerAnswer),
    (error: unknown) => port.postMessage({ id: question.id, error: error instanceof Error ? error.message : String(error) } satisfies WorkerAnswer),
  );
});
