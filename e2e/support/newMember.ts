import { expect, type Browser, type Page } from '@playwright/test';
import { PASSWORD } from './demo';
import { accountId, asAdmin } from './asAdmin';
import { API_CALLER_PAGE, apiAs } from './liveApiAs';

export interface NewMemberOptions {
  /** False leaves the consents unanswered: the blocking consent dialog opens at the member's first login. */
  consents?: boolean;
}

/** A doctor registers with an RPPS number through the public registration call, in `page` (a visitor's): the account waits for validation. */
export async function registerDoctor(page: Page, email: string, firstname: string, lastname: string): Promise<void> {
  await page.goto(API_CALLER_PAGE);
  const registered = await apiAs(page, '/api/registration?view=rpps', {
    fsubmit: 'registration_form',
    accountKind: 'rpps',
    accountFirstname: firstname,
    accountLastname: lastname,
    accountEmail: email,
    accountJobPrecision: '10101010105',
    accountPassword: PASSWORD,
    accountPasswordConf: PASSWORD,
    accountConsent: 'on',
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
}

/**
 * A member of one's own for a journey, with the demo's password and no subscription: registered
 * through the public registration call and activated by the demo admin, as staff would, in a
 * browser context of its own (the journey's page stays a visitor's), its consents given. Journeys share one server:
 * a fresh member keeps each journey's counts (its sessions, its badge) its own.
 */
export async function newMember(browser: Browser, email: string, firstname = 'Camille', lastname = 'Roussel', options: NewMemberOptions = {}): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await registerDoctor(page, email, firstname, lastname);

    const { admin, close } = await asAdmin(browser);
    try {
      expect((await apiAs(admin, '/api/account/activate', { account: String(await accountId(admin, email)) })).status).toBe(200);
    } finally {
      await close();
    }
    if (options.consents === false) return;

    // The member's consents, filled once as at a first login, so that the blocking dialog does not open.
    expect((await apiAs(page, '/api/auth/login', { email, password: PASSWORD, authChallenge: 'true' })).status).toBe(200);
    const consents = await apiAs(page, '/api/account/editOptins', { fsubmit: 'optins_form', accountOptin1: 'on' });
    expect(consents.status, JSON.stringify(consents.body)).toBe(200);
  } finally {
    await context.close();
  }
}
