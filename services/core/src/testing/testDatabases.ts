import crypto from 'node:crypto';
import { Client } from 'pg';

/** Set by the Jest global set-up: the embedded server of this test run, and its migrated template. */
export const TEST_ADMIN_URL_VARIABLE = 'CANAL_TEST_PG_ADMIN_URL';
export const TEMPLATE_DATABASE = 'canal_template';

export function testAdminUrl(): string {
  const url = process.env[TEST_ADMIN_URL_VARIABLE];
  if (!url) throw new Error(`${TEST_ADMIN_URL_VARIABLE} is not set: run the tests through jest.config.cjs (its global set-up starts PostgreSQL)`);
  return url;
}

export const databaseUrl = (adminUrl: string, name: string) => adminUrl.replace(/\/[^/]*$/, `/${name}`);

async function withAdmin<T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database copied from the migrated template: a file copy, far faster than migrating. */
export async function copyTemplateDatabase(adminUrl = testAdminUrl()): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, async (client) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
        return;
      } catch (error) {
        // Two workers copying at the same instant: PostgreSQL lets one through at a time.
        if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
      }
    }
  });
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => withAdmin(adminUrl, async (client) => void (await client.query(`drop database if exists ${name} with (force)`))),
  };
}
