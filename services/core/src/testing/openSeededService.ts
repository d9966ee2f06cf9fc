import type { Express } from 'express';
import type { DatabaseHandle } from '../db/openDatabase';
import { seedDemo } from '../seed/seedDemo';
import type { ServiceContext } from '../ServiceContext';
import { createTestContext } from './createTestContext';

export interface SeededService {
  ctx: ServiceContext;
  app: Express;
  database: DatabaseHandle;
  /** The moment the demo was seeded at; `ctx.now` stays there. */
  seededAt: Date;
}

/** A real in-memory database with the French demo seeded at a fixed moment, and one service on it. */
export async function openSeededService(
  createApp: (ctx: ServiceContext) => Express,
  env: Record<string, string> = {},
  seededAt = new Date(),
): Promise<SeededService> {
  const { ctx, database } = await createTestContext(env);
  ctx.now = () => seededAt;
  await seedDemo(ctx.db, seededAt);
  return { ctx, app: createApp(ctx), database, seededAt };
}
