import { expect, test } from '@playwright/test';
import { ACCOUNTS, acceptCookies, logIn } from '../support/demo';

test('a member asks GPTPubMed a question, follows the run and its PubMed search, reads an answer with numbered PubMed citations, then deletes the discussion', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, ACCOUNTS.member, '/GPTPubMed');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { name: 'GPTPubMed beta' })).toBeVisible();
  await page.getByRole('button', { name: 'Nouvelle discussion' }).click();
  const composer = page.getByRole('textbox', { name: 'Message' });
  await expect(composer).toBeVisible();

  await composer.fill('Quelle place pour les biothérapies dans l’asthme sévère ?');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(composer).toHaveValue('');
  await expect(page.getByText('Quelle place pour les biothérapies dans l’asthme sévère ?').first()).toBeVisible();
  await expect(page.getByText('Requête GPT en cours...')).toBeVisible({ timeout: 15_000 });

  const pubmedLine = page.locator('[data-tool-call]').filter({ hasText: 'Recherche PubMed' });
  await expect(pubmedLine).toHaveAttribute('data-tool-call', 'pending', { timeout: 15_000 });
  await expect(page.locator('[data-tool-call]').filter({ hasText: 'Recherche MeSH' })).toBeVisible();
  await expect(pubmedLine).toHaveAttribute('data-tool-call', 'done', { timeout: 20_000 });

  const answer = page.getByLabel("Réponse de l'assistant");
  await expect(answer).toContainText('réduisent les exacerbations', { timeout: 20_000 });
  const citation = answer.getByRole('link', { name: '[1]' });
  await expect(citation).toHaveAttribute('href', 'https://pubmed.ncbi.nlm.nih.gov/36000001/');
  await expect(answer).toContainText('Références');
  await expect(answer.getByRole('link', { name: 'PMID 36000001' })).toBeVisible();
  await expect(page.getByText('Modèle du dernier message : gpt-4o-mini')).toBeVisible();
  await expect(page.getByText('Requête GPT en cours...')).toHaveCount(0);

  // The discussion is named after its question; delete it.
  const row = page.getByText('Quelle place pour les biothérapies dans l’asthme sévère ?', { exact: true }).first();
  await row.hover();
  await page.getByTitle('Supprimer la discussion').first().click();
  await expect(page.getByText('Aucune discussion')).toBeVisible({ timeout: 15_000 });
});
