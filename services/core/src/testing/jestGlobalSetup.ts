import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embeddedPostgres';
import { migrateDatabase } from '../db/migrateDatabase';
import { openDatabase } from '../db/openDatabase';
import { createLogger } from '../log/createLogger';
import { databaseUrl, TEMPLATE_DATABASE, TEST_ADMIN_URL_VARIABLE } from './testDatabases';

declare global {
  var canalTestPostgres: { server: EmbeddedPostgres; dir: string } | undefined;
}

/**
 * One PostgreSQL for the whole test run (a throwaway cluster under the temp folder), with a
 * template database migrated once; each test file copies it (testing/createTestContext).
 */
export default async function jestGlobalSetup(): Promise<void> {
  const logger = createLogger('silent');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-test-pg-'));
  fs.chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres({ dir: path.join(dir, 'cluster'), logger, database: TEMPLATE_DATABASE });
  const template = await openDatabase({ url: databaseUrl(server.adminUrl, TEMPLATE_DATABASE), maxConnections: 2 });
  await migrateDatabase(template.pool, logger);
  await template.close();
  process.env[TEST_ADMIN_URL_VARIABLE] = server.adminUrl;
  globalThis.canalTestPostgres = { server, dir };
}
