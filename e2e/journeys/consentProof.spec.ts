import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { accountId, asAdmin } from '../support/asAdmin';
import { newMember } from '../support/newMember';

/** Screenshots of the screens this journey crosses, looked at by the engineer who changes them. */
const SHOTS = path.resolve(__dirname, '../../.tmp');

test('the DPO downloads a member’s proof of consent from the account’s card, and staff see the retention counts', async ({ browser }) => {
  test.setTimeout(90_000);
  const email = `preuve.${Date.now()}@exemple.fr`;
  await newMember(browser, email, 'Lucie', 'Fabre');
  const { admin, close } = await asAdmin(browser);
  try {
    fs.mkdirSync(SHOTS, { recursive: true });
    await admin.goto(`/staff/account/preview/${await accountId(admin, email)}`);
    const card = admin.locator('.ant-card').filter({ has: admin.getByText('Consentements', { exact: true }) });
    // The history says how each choice was made.
    await expect(card.getByRole('list', { name: 'Historique des choix' }).getByRole('listitem').first()).toContainText(/Fenêtre de consentement|Inscription/);
    await expect(card.getByText('Preuve de consentement (DPO)')).toBeVisible();
    const downloading = admin.waitForEvent('download');
    await card.getByRole('link', { name: /CSV/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^preuve-consentement-compte-\d+\.csv$/);
    const text = fs.readFileSync((await download.path()) ?? '', 'utf8');
    expect(text.startsWith('\uFEFFDate (heure de Paris);Date (ISO 8601);Consentement;Libellé;Choix;Source\r\n')).toBe(true);
    expect(text).toContain('accountOptin1');
    await card.screenshot({ path: `${SHOTS}/consent-proof-card-1366x768.png` });

    await admin.goto('/staff/dashboard');
    const retention = admin.locator('.ant-card').filter({ has: admin.getByText('Durée de conservation', { exact: true }) });
    await expect(retention.getByRole('listitem')).toHaveCount(6);
    await expect(retention.getByRole('listitem').first()).toContainText('compte anonymisé');
    await retention.screenshot({ path: `${SHOTS}/dashboard-retention-1366x768.png` });
    await admin.setViewportSize({ width: 390, height: 844 });
    await retention.screenshot({ path: `${SHOTS}/dashboard-retention-390x844.png` });
    await admin.goto(`/staff/account/preview/${await accountId(admin, email)}`);
    await card.getByText('Preuve de consentement (DPO)').scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS}/consent-proof-card-390x844.png` });
  } finally {
    await close();
  }
});
