import { expect, test, type Page } from '@playwright/test';

/**
 * Spec 001 'Application shell': "At every application load a popup dialog opens ... A session flag is
 * set, but the popup opens regardless." The server announces a closure (CLOSING_POPUP_URL) through
 * /api/site; the journeys' server has none, so the answer is given one here, as a configured site would.
 */
async function siteAnnouncingClosure(page: Page): Promise<void> {
  await page.route('**/api/site', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { site: string; data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, closingPopup: { url: 'https://nouveau-site.exemple.fr', image: null } } } });
  });
}

test('the closing announcement opens at every load of the site, even after « Fermer » in the same session', async ({ page }) => {
  await siteAnnouncingClosure(page);
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Canal Pneumo évolue' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'https://nouveau-site.exemple.fr' })).toBeVisible();
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('cp-closing-popup-seen'))).toBe('1');

  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Canal Pneumo évolue' })).toBeVisible();
});
