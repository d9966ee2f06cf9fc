import { expect, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './demo';
import { API_CALLER_PAGE, apiAs } from './liveApiAs';

/**
 * The operator's browser of its own, logged in through the API as the first admin (the account
 * a fresh install starts with), so that a journey's page stays the user's: how factories create
 * what a journey needs (a session, an activated member) as staff would.
 */
export async function asAdmin(browser: Browser): Promise<{ admin: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const admin = await context.newPage();
  await admin.goto(API_CALLER_PAGE);
  expect((await apiAs(admin, '/api/auth/login', { email: ACCOUNTS.admin, password: PASSWORD, authChallenge: 'true' })).status).toBe(200);
  return { admin, close: () => context.close() };
}

/** The account's id, as the accounts list finds it by its address (`admin` is an asAdmin page). */
export async function accountId(admin: Page, email: string): Promise<number> {
  const list = await apiAs(admin, `/api/account/list?q=${encodeURIComponent(email)}`);
  const rows = (list.body.data as { rows: Array<{ id: number | string }> }).rows;
  expect(rows).toHaveLength(1);
  return Number(rows[0].id);
}
