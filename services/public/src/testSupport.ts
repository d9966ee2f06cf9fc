import type { Express } from 'express';
import request, { type Response } from 'supertest';
import { SESSION_COOKIE } from '@canal/service-core';
import { openSeededService, type SeededService } from '@canal/service-core/testing';
import { createApp } from './index';

export type TestApp = SeededService;

/** A real in-memory database with the French demo, and the public service on it. */
export function openTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return openSeededService(createApp, { LOGIN_MAX_FAILURES: '3', LOGIN_LOCK_MINUTES: '15', ...env });
}

/** The `cp_sid=...` pair a response set, or null. */
export function sessionCookieOf(response: Response): string | null {
  const header = response.headers['set-cookie'] as unknown;
  const list = Array.isArray(header) ? (header as string[]) : typeof header === 'string' ? [header] : [];
  const found = list.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`) && !cookie.startsWith(`${SESSION_COOKIE}=;`));
  return found ? found.split(';')[0] : null;
}

/** What a browser holds after its first GET /api/ping. */
export async function browserSession(app: Express): Promise<{ cookie: string; csrf: string }> {
  const response = await request(app).get('/api/ping').expect(200);
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error('ping did not set the session cookie');
  return { cookie, csrf: (response.body as { token: string }).token };
}

export const DEMO_MEMBER = 'dr.martin@exemple.fr';
