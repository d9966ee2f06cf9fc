import { expect, test } from '@playwright/test';
import { ACCOUNTS, acceptCookies, logIn } from '../support/demo';
import { apiAs } from '../support/liveApiAs';

test('the speed test runs to the end against the server and shows the IP, download, upload and ping', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/help');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { name: /Qui peut s’inscrire sur Canal Pneumo/ })).toBeVisible();
  await page.getByRole('button', { name: 'Lancer le test' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Relancer le test' })).toBeVisible({ timeout: 70_000 });

  const figure = (title: string) => page.locator(`[data-figure="${title}"] > div`);
  await expect(figure('Adresse IP')).toHaveText(/127\.0\.0\.1|::1|::ffff:127\.0\.0\.1/);
  for (const title of ['Débit descendant', 'Débit montant']) {
    const text = (await figure(title).textContent()) ?? '';
    // French figures: '4 600,33 Mbit/s'.
    expect(Number(text.replace(/[^\d,]/g, '').replace(',', '.'))).toBeGreaterThan(0);
  }
  const ping = (await figure('Ping').textContent()) ?? '';
  expect(ping).toMatch(/\d+\s*ms/);
  await expect(page.getByText('Impossible de se connecter au serveur')).toHaveCount(0);
});

test('a member sends a question to the laboratory from the contact page; support receives it', async ({ page, browser }) => {
  await logIn(page, ACCOUNTS.member, '/contact');
  await page.goto('/contact?s=3');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  // ?s=3 chose the laboratory; the member's address is already there.
  await expect(page.locator('.ant-select').filter({ hasText: 'Question au laboratoire' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Adresse e-mail', exact: true })).toHaveValue(ACCOUNTS.member);
  await expect(page.getByText(/Pharmacovigilance/)).toBeVisible();

  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Le formulaire est incomplet. Veuillez corriger les erreurs et recommencer.')).toBeVisible();

  await page.getByRole('textbox', { name: /Confirmation de l’adresse e-mail/ }).fill(ACCOUNTS.member);
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Paul');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await page.getByRole('textbox', { name: 'Ville' }).fill('Lyon');
  await page.getByRole('textbox', { name: 'Message' }).fill('Les diapositives de la session sur le sevrage seront-elles disponibles ?');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Votre message a bien été envoyé. Notre équipe vous répondra dans les meilleurs délais.')).toBeVisible();

  const admin = await browser.newPage();
  await logIn(admin, ACCOUNTS.admin);
  const outbox = await apiAs(admin, '/api/_cron/mail');
  const mail = (outbox.body.data as { to: string; subject: string; text: string }[]).find((row) => row.subject === 'Contact Canal Pneumo : Question au laboratoire');
  expect(mail?.to).toBe('support@canal-pneumo.fr');
  expect(mail?.text).toContain('Les diapositives de la session sur le sevrage seront-elles disponibles ?');

  // The outbox page shows it, with its preview.
  await admin.goto('/staff/tools/mail');
  await expect(admin.getByRole('heading', { level: 1, name: 'E-mails' })).toBeVisible();
  await expect(admin.getByText('Contact Canal Pneumo : Question au laboratoire').first()).toBeVisible();
  // Latest first: the message just sent is the first one.
  await admin.getByRole('button', { name: 'Aperçu' }).first().click();
  await expect(admin.getByRole('dialog').getByText('Les diapositives de la session sur le sevrage seront-elles disponibles ?')).toBeVisible();
});

test('a visitor sees the leaflets and is asked to log in to download; a member downloads one and finds the session slides in Mes fichiers', async ({ page }) => {
  await page.goto('/documents');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Nos fiches patients' })).toBeVisible();
  await expect(page.getByText('Bien utiliser son inhalateur')).toBeVisible();
  await expect(page.getByRole('link', { name: /Télécharger/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/loginSimple\?_pn=%2Fdocuments/);

  await logIn(page, ACCOUNTS.member, '/documents');
  const download = page.getByRole('link', { name: 'Télécharger « Bien utiliser son inhalateur »' });
  const response = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto('/files');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes fichiers' })).toBeVisible();
  const card = page.locator('.ant-card').filter({ hasText: 'Sevrage tabagique en pratique' });
  await expect(card.getByRole('link', { name: /diapositives-sevrage-tabagique\.pdf/ })).toBeVisible();
  await expect(card).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(card).toContainText(/< 0,1 Mo|\d+,\d Mo/);
});
