import type { Express } from 'express';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { schema, type ServiceContext } from '@canal/service-core';
import { openSeededService, sessionFor, type SeededService, type TestSession } from '@canal/service-core/testing';
import { createApp } from './index';

export type TestApp = SeededService;

/** A real in-memory database with the French demo, and the staff service on it. */
export function openTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return openSeededService(createApp, env, new Date('2026-11-20T10:00:00Z'));
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
