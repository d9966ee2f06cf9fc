import type { Express } from 'express';
import { ConfigError } from './config/loadConfig';
import { createContext } from './createContext';
import type { ServiceContext } from './ServiceContext';

/** The `main.ts` of every service in split mode: one process, one service, same createApp. */
export async function runService(name: string, defaultPort: number, createApp: (ctx: ServiceContext) => Express): Promise<void> {
  try {
    const { ctx } = await createContext();
    const port = ctx.config.SERVICE_PORT ?? defaultPort;
    createApp(ctx).listen(port, '127.0.0.1', () => ctx.logger.info('service started', { service: name, port }));
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
}
