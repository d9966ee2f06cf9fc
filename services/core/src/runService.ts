import { ConfigError, loadConfig } from './config/loadConfig';
import type { ServiceDefinition } from './host/defineService';
import { startHost, stopOnSignals } from './host/startHost';

/** The `main.ts` of every service in split mode: one process, one service, the same host as all-in-one. */
export async function runService(service: ServiceDefinition, defaultPort: number): Promise<void> {
  try {
    const config = loadConfig();
    // The shared database is never migrated here: `npm run migrate` (the migrations Job) does, once,
    // and the process waits for it. Without DATABASE_URL the process has its own embedded one, and migrates it.
    const migrations = config.DATABASE_URL ? 'await' : 'apply';
    const host = await startHost({ services: [service], port: config.SERVICE_PORT ?? defaultPort, host: config.SERVICE_HOST, migrations });
    stopOnSignals(host);
    host.ctx.logger.info('service started', { service: service.name, port: host.port });
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(error instanceof ConfigError ? 78 : 1);
  }
}
