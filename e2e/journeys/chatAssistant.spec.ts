import { expect, test, type Page } from '../support/test';
import { ACCOUNTS, acceptCookies, logIn } from '../support/demo';

const QUESTION = 'Quelle place pour les biothérapies ? Cite aussi l’essai rétracté, et invente une référence.';

interface Seen {
  lengths: number[];
  said: string[];
}
type RecordingWindow = Window & { journeyAnswer?: Seen };

/**
 * Records in the page, at each change of the DOM, the lengths of the answer's text while it is
 * written and what the status boxes say meanwhile: read in the page, not by round trips that a
 * busy machine slows down to a few a second.
 */
async function recordAnswerGrowth(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Seen = { lengths: [], said: [] };
    (window as RecordingWindow).journeyAnswer = seen;
    new MutationObserver(() => {
      const answer = document.querySelector<HTMLElement>('[aria-label="Réponse de l\'assistant"]');
      if (answer?.dataset.status !== 'in_progress') return;
      const length = answer.innerText.length;
      if (length !== seen.lengths.at(-1)) seen.lengths.push(length);
      for (const box of document.querySelectorAll('[role="status"]')) {
        const text = box.textContent?.trim() ?? '';
        if (text && !seen.said.includes(text)) seen.said.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

test('a member asks GPTPubMed, sees the answer grow word by word, then its references: a link for the fetched article, none for the unfetched one, the retraction in red', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await logIn(page, ACCOUNTS.member, '/GPTPubMed');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { name: 'GPTPubMed beta' })).toBeVisible();
  const newDiscussion = page.getByRole('button', { name: /Nouvelle discussion$/ });
  await newDiscussion.click();
  const composer = page.getByRole('textbox', { name: 'Message' });
  await expect(composer).toBeVisible();
  // Clicked again, it reuses the empty discussion instead of adding another.
  await newDiscussion.click();
  await expect(page.getByRole('navigation', { name: 'Discussions' }).getByText('Nouvelle discussion...')).toHaveCount(1);
  // A second tab of the same member, open on the same discussion, will follow the same run.
  const secondTab = await context.newPage();
  await secondTab.goto('/GPTPubMed');
  await secondTab.getByRole('navigation', { name: 'Discussions' }).getByText('Nouvelle discussion...').click();
  await expect(secondTab.getByText("Pas de message pour l'instant")).toBeVisible();

  // Patient data: the composer says not to enter any, and shows what the server will mask before sending.
  await expect(page.getByText('N’entrez aucune donnée permettant d’identifier un patient.')).toBeVisible();
  await composer.fill('Mme Durand, née le 12/03/1954, joignable au 06 12 34 56 78 : quel traitement ?');
  const masked = page.getByRole('list', { name: 'Données masquées : message' }).getByRole('listitem');
  await expect(masked).toHaveText(['nom : Durand', 'date de naissance : 12/03/1954', 'numéro de téléphone : 06 12 34 56 78']);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: test.info().outputPath('composer-masking-1366.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('composer-masking-390.png') });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole('button', { name: 'Masquer dans mon message' }).click();
  await expect(composer).toHaveValue('Mme [NOM], née le [DATE DE NAISSANCE], joignable au [TÉLÉPHONE] : quel traitement ?');
  await expect(masked).toHaveCount(0);

  await composer.fill(QUESTION);
  await recordAnswerGrowth(page);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(composer).toHaveValue('');
  await expect(page.getByText(QUESTION).first()).toBeVisible();

  const pubmedLine = page.locator('[data-tool-call]').filter({ hasText: 'Recherche PubMed' });
  await expect(pubmedLine).toHaveAttribute('data-tool-call', 'pending', { timeout: 20_000 });
  await expect(page.getByText('Requête API en cours...')).toBeVisible();
  await expect(pubmedLine).toHaveAttribute('data-tool-call', 'done', { timeout: 20_000 });
  const answer = page.getByLabel("Réponse de l'assistant");
  await expect(answer).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  const { lengths, said } = await page.evaluate(() => (window as RecordingWindow).journeyAnswer ?? { lengths: [], said: [] });
  // Between the searches and while the words come, the status box keeps the spec's texts.
  expect(said).toContain('Requête GPT en cours...');
  expect(lengths.length).toBeGreaterThanOrEqual(3);
  for (let at = 1; at < lengths.length; at += 1) expect(lengths[at]).toBeGreaterThan(lengths[at - 1]);

  await expect(answer).toContainText('réduisent les exacerbations');
  await expect(answer.getByRole('link', { name: '[1]' })).toHaveAttribute('href', 'https://pubmed.ncbi.nlm.nih.gov/36000001/');
  const references = answer.getByRole('region', { name: 'Références' });
  await expect(references.getByRole('link', { name: 'PMID 36000001' })).toBeVisible();
  // Links are told apart from the text by more than their colour (WCAG 1.4.1): underlined.
  await expect(answer.getByRole('link', { name: '[1]' })).toHaveCSS('text-decoration-line', 'underline');
  await expect(references.getByRole('link', { name: 'PMID 36000001' })).toHaveCSS('text-decoration-line', 'underline');
  // The PMID no search returned: text, never a link.
  const unverified = references.locator('[data-reference="unverified"]');
  await expect(unverified).toContainText('PMID 99999999 — Référence non vérifiée : introuvable dans les recherches de cette réponse');
  await expect(answer.locator('a[href*="99999999"]')).toHaveCount(0);
  // The retracted article: marked in red, its notice linked.
  const retracted = references.locator('[data-reference="retracted"]');
  const mark = retracted.getByText('Article rétracté');
  await expect(mark).toBeVisible();
  const [red, green] = await mark.evaluate((element) => getComputedStyle(element).color.match(/\d+/g)?.map(Number) ?? []);
  expect(red).toBeGreaterThan(180);
  expect(green).toBeLessThan(100);
  await expect(retracted.getByRole('link', { name: 'PMID 38000003' })).toHaveAttribute('href', 'https://pubmed.ncbi.nlm.nih.gov/38000003/');
  // Each reference's design from PubMed's data, and the level of evidence computed from them (the retracted trial counts for nothing).
  await expect(references.locator('[data-reference="verified"] [data-design]')).toHaveText('Revue systématique');
  await expect(retracted.locator('[data-design]')).toHaveText('Essai randomisé');
  await expect(references.locator('.cp-chat-evidence')).toHaveText(
    'Niveau de preuve : repose au mieux sur une revue systématique (1 étude citée) ; moins de 3 études.',
  );
  await answer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('references-evidence-1366.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await references.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('references-evidence-390.png') });
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(page.getByText('Modèle du dernier message : gpt-4o-mini')).toBeVisible();
  await expect(page.getByText('Requête GPT en cours...')).toHaveCount(0);
  await expect(secondTab.getByLabel("Réponse de l'assistant").getByText('Article rétracté', { exact: true })).toBeVisible();
  await secondTab.close();

  // The discussion is named after its question; the list finds it, renames it, and deletes it.
  const list = page.getByRole('navigation', { name: 'Discussions' });
  await list.getByRole('searchbox', { name: 'Rechercher une discussion' }).fill('biotherapies');
  const row = list.getByRole('listitem').filter({ hasText: 'Quelle place pour les biothérapies ?' });
  await expect(row).toHaveCount(1);
  await row.hover();
  await row.getByRole('button', { name: 'Renommer la discussion' }).click();
  const newName = list.getByRole('textbox', { name: 'Nouveau nom de la discussion' });
  await expect(newName).toHaveValue(/^Quelle place pour les biothérapies \? Cite aussi/);
  await newName.fill('Biothérapies et asthme sévère');
  await newName.press('Enter');
  await list.getByRole('searchbox', { name: 'Rechercher une discussion' }).fill('');
  const renamed = list.getByRole('listitem').filter({ hasText: 'Biothérapies et asthme sévère' });
  await expect(renamed).toBeVisible();
  await renamed.hover();
  await renamed.getByTitle('Supprimer la discussion').click();
  await expect(page.getByText('Aucune discussion')).toBeVisible({ timeout: 15_000 });
});

// After the journey above: its question counts, though its discussion was deleted.
test('an admin reads GPTPubMed’s use and cost per day, the slowest answers with their steps, and tests the model', async ({ page }) => {
  await logIn(page, ACCOUNTS.admin, '/staff/tools/chat');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { name: 'GPTPubMed : usage et coût' })).toBeVisible();
  // The member's question of the journey above counts, with its tokens and a cost from the configured prices.
  const today = page.getByRole('table').getByRole('row').nth(1);
  await expect(today.getByRole('cell').nth(1)).not.toHaveText('0');
  await expect(today.getByRole('cell').last()).toContainText('$US');
  await expect(page.getByRole('img', { name: /Questions par jour/ })).toBeVisible();
  await expect(page.getByText('Les réponses les plus lentes')).toBeVisible();
  await expect(page.getByText(/Recherche PubMed : [\d,]+ (s|ms)/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Tester le modèle' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Le modèle gpt-4o-mini répond' })).toContainText('sait appeler des fonctions');
});

test('a member types a question on GPTPubMed’s empty screen at once: the discussion starts with it', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, ACCOUNTS.member, '/GPTPubMed');
  await acceptCookies(page);
  const composer = page.getByRole('region', { name: 'Nouvelle question' }).getByRole('textbox', { name: 'Message' });
  await expect(composer).toBeVisible();
  await composer.fill('La réhabilitation respiratoire après une exacerbation ?');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  const discussion = page.getByRole('region', { name: 'Discussion' });
  await expect(discussion.getByText('La réhabilitation respiratoire après une exacerbation ?').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nouvelle question' })).toHaveCount(0);
  await expect(page.getByLabel("Réponse de l'assistant")).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
});
