import { loadConfig } from '../config/loadConfig';
import { createContext, type OpenedContext } from '../createContext';
import { createLogger } from '../log/createLogger';

/** A real, migrated PGlite database in memory, with a silent logger: one per test file. */
export async function createTestContext(env: Record<string, string> = {}): Promise<OpenedContext> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_SEED: 'false', ...env });
  return createContext({ config, logger: createLogger('silent'), pgliteDir: 'memory://' });
}
