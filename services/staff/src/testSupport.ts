import type { Express } from 'express';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { schema, seedDemo, type DatabaseHandle, type ServiceContext } from '@canal/service-core';
import { createTestContext, sessionFor, type TestSession } from '@canal/service-core/testing';
import { createApp } from './index';

export interface TestApp {
  ctx: ServiceContext;
  app: Express;
  database: DatabaseHandle;
  seededAt: Date;
}

/** A real in-memory database with the French demo, and the staff service on it. */
export async function openTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { ctx, database } = await createTestContext(env);
  const seededAt = new Date('2026-11-20T10:00:00Z');
  ctx.now = () => seededAt;
  await seedDemo(ctx.db, seededAt);
  return { ctx, app: createApp(ctx), database, seededAt };
}

export const ADMIN = 'admin@canal-pneumo.fr';
export const BUADM = 'buadm@canal-pneumo.fr';
export const BUADM_CTR = 'buadmctr@canal-pneumo.fr';
export const MOD = 'moderateur@canal-pneumo.fr';
export const INVIT = 'invit@canal-pneumo.fr';
export const MEMBER = 'dr.martin@exemple.fr';
export const OPTINS_MEMBER = 'nouveau.optins@exemple.fr';

/** A user's session, for supertest: `call(app, session).get(url)`. */
export async function login(ctx: ServiceContext, email: string | null): Promise<TestSession> {
  return sessionFor(ctx, email);
}

export function getAs(app: Express, session: TestSession, url: string) {
  return request(app).get(url).set('Cookie', session.cookie);
}

export function postAs(app: Express, session: TestSession, url: string, body: Record<string, unknown> | string) {
  return request(app).post(url).set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).type('form').send(body);
}

export async function userByEmail(ctx: ServiceContext, email: string) {
  const [row] = await ctx.db.select().from(schema.users).where(eq(schema.users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}
