import { expect, test } from '../support/test';
import { acceptCookies } from '../support/demo';

test('the editor test page: the COPD article is editable, Preview shows its HTML below a Preview heading', async ({ page }) => {
  await page.goto('/EditorTest');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Test éditeur' })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Article' });
  await expect(editor.getByRole('heading', { name: 'La BPCO en 2026 : ce qu’il faut retenir' })).toBeVisible();
  expect((await editor.boundingBox())?.height).toBeGreaterThan(400);

  await editor.getByText('Pour aller plus loin').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Gras' }).click();
  await page.keyboard.type('Nouveau paragraphe en gras');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Preview' })).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'Nouveau paragraphe en gras' })).toBeVisible();
  await expect(preview.getByRole('listitem').filter({ hasText: 'Arrêter le tabac' })).toBeVisible();

  const logged = page.waitForEvent('console', (message) => message.text().includes('Nouveau paragraphe en gras'));
  await page.getByRole('button', { name: 'Log editor content' }).click();
  await logged;
});
