import type { Express } from 'express';
import type { ServiceContext } from '../ServiceContext';
import { createTestContext } from './createTestContext';
import type { DatabaseHandle } from '../db/openDatabase';

export interface SeededService {
  ctx: ServiceContext;
  app: Express;
  database: DatabaseHandle;
  /** The moment the test stands at: `ctx.now` stays there unless the test moves it. */
  seededAt: Date;
}

/** One service on an empty migrated database of its own: the test makes its rows with the factories. */
export async function openService(createApp: (ctx: ServiceContext) => Express, env: Record<string, string> = {}, now = new Date()): Promise<SeededService> {
  const { ctx, database } = await createTestContext(env);
  ctx.now = () => now;
  return { ctx, app: createApp(ctx), database, seededAt: now };
}
