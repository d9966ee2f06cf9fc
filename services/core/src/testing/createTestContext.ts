import { loadConfig } from '../config/loadConfig';
import { createContext, type OpenedContext } from '../createContext';
import { createLogger } from '../log/createLogger';
import { copyTemplateDatabase } from './testDatabases';

/** A real PostgreSQL database of its own (copied from the migrated template), with a silent logger: one per test file. */
export async function createTestContext(env: Record<string, string> = {}): Promise<OpenedContext> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_SEED: 'false', ...env });
  const copy = await copyTemplateDatabase();
  const opened = await createContext({ config, logger: createLogger('silent'), databaseUrl: copy.url });
  const close = async () => {
    await opened.close();
    await copy.drop();
  };
  return { ...opened, close, database: { ...opened.database, close } };
}
