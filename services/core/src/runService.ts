import { ConfigError, loadConfig } from './config/loadConfig';
import type { ServiceDefinition } from './host/defineService';
import { startHost, stopOnSignals } from './host/startHost';

/** The `main.ts` of every service in split mode: one process, one service, the same host as all-in-one. */
export async function runService(service: ServiceDefinition, defaultPort: number): Promise<void> {
  try {
    const config = loadConfig();
    // Never migrates: `npm run migrate` (the migrations Job) does, once; the process waits for it.
    const host = await startHost({ services: [service], port: config.SERVICE_PORT ?? defaultPort, host: config.SERVICE_HOST, migrations: 'await' });
    stopOnSignals(host);
    host.ctx.logger.info('service started', { service: service.name, port: host.port });
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(error instanceof ConfigError ? 78 : 1);
  }
}
