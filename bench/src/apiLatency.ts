import request from 'supertest';
import { seedDemo } from '@canal/service-core';
import { createTestContext, sessionFor } from '@canal/service-core/testing';
import { inProcessGateway } from '../../services/gateway/src/inProcessGateway';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Home data and profile reads through the all-in-one gateway over PGlite: p50 / p95 in ms. */
export async function apiLatency(iterations = 200): Promise<string[]> {
  const { ctx, database } = await createTestContext();
  await seedDemo(ctx.db, ctx.now());
  const app = inProcessGateway(ctx);
  const member = await sessionFor(ctx, 'dr.martin@exemple.fr');
  const lines = [`API latency, in-process over PGlite (${iterations} sequential calls each):`];
  for (const path of ['/api/home?api=3', '/api/profil/get?api=3']) {
    const times: number[] = [];
    for (let i = 0; i < iterations; i += 1) {
      const started = process.hrtime.bigint();
      await request(app).get(path).set('Cookie', member.cookie).expect(200);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((a, b) => a - b);
    lines.push(`  GET ${path.padEnd(24)} p50 ${percentile(times, 50).toFixed(2)} ms  p95 ${percentile(times, 95).toFixed(2)} ms`);
  }
  await database.close();
  return lines;
}
