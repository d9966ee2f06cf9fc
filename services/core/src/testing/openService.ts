import type { Express } from 'express';
import type { ServiceContext } from '../ServiceContext';
import { createTestContext } from './createTestContext';
import type { SeededService } from './openSeededService';

/** One service on an empty migrated database of its own: the test makes its rows with the factories. */
export async function openService(createApp: (ctx: ServiceContext) => Express, env: Record<string, string> = {}, now = new Date()): Promise<SeededService> {
  const { ctx, database } = await createTestContext(env);
  ctx.now = () => now;
  return { ctx, app: createApp(ctx), database, seededAt: now };
}
