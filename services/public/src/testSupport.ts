import type { Express } from 'express';
import request, { type Response } from 'supertest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createCaptchaChallenge, CSRF_COOKIE, runDueJobs, SESSION_COOKIE } from '@canal/service-core';
import { openService, type SeededService } from '@canal/service-core/testing';
import { createApp } from './index';
import { passwordResetJob } from './auth/passwordResetJob';

export type TestApp = SeededService;

/** A lock after three failures for a quarter of an hour: small enough for the lockout tests to reach. */
const TEST_ENV = { LOGIN_MAX_FAILURES: '3', LOGIN_LOCK_MINUTES: '15' };

/** The public service with the same settings on an empty database: the test makes its rows with the factories. */
export function openEmptyTestApp(env: Record<string, string> = {}, now?: Date): Promise<TestApp> {
  return openService(createApp, { ...TEST_ENV, ...env }, now);
}

/** The `name=value` pair of a cookie a response set (not a clearing one), or null. */
export function cookieOf(response: Response, name: string): string | null {
  const header = response.headers['set-cookie'] as unknown;
  const list = Array.isArray(header) ? (header as string[]) : typeof header === 'string' ? [header] : [];
  const found = list.find((cookie) => cookie.startsWith(`${name}=`) && !cookie.startsWith(`${name}=;`));
  return found ? found.split(';')[0] : null;
}

/** The `cp_sid=...` pair a response set, or null. */
export const sessionCookieOf = (response: Response) => cookieOf(response, SESSION_COOKIE);

/** What a browser holds after its first GET /api/ping: the CSRF nonce cookie (no session) and the token. */
export async function browserSession(app: Express): Promise<{ cookie: string; csrf: string }> {
  const response = await request(app).get('/api/ping').expect(200);
  const cookie = cookieOf(response, CSRF_COOKIE);
  if (!cookie) throw new Error('ping did not set the CSRF cookie');
  return { cookie, csrf: (response.body as { token: string }).token };
}

/** A form post from a new browser (its nonce cookie and token), as a visitor's page would send it. */
export async function postAsNewBrowser(app: Express, path: string, fields: Record<string, string>) {
  const session = await browserSession(app);
  return request(app).post(path).set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).type('form').send(fields);
}

/** The browser's cookies after a login: the new session and the new CSRF nonce (a login replaces it; `before` when none was set). */
export const loggedInCookie = (before: string, response: Response) =>
  [cookieOf(response, CSRF_COOKIE) ?? before, sessionCookieOf(response)].filter(Boolean).join('; ');

/** Runs the reset-request jobs that are due, as the worker would: /api/auth/rpwd only queues them. */
export const runResetJobs = (t: TestApp) => runDueJobs(t.ctx, t.database.pool, [passwordResetJob]);

/** The registration's 'Je ne suis pas un robot', solved as the page does (a cheap challenge: the tests do not wait on it). */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const challenge = await createCaptchaChallenge(t.ctx, { cost: 10, counterMin: 5, counterMax: 20 });
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
