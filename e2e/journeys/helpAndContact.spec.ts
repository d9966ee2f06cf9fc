import { expect, test, type Page } from '../support/test';
import { ACCOUNTS, acceptCookies, logIn } from '../support/demo';
import { apiAs } from '../support/liveApiAs';
import { newFaqQuestion } from '../support/newFaqQuestion';
import { newMember } from '../support/newMember';
import { newStaff } from '../support/newStaff';

test('the speed test runs to the end against the server and shows the IP, download, upload and ping', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/help');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { name: /Qui peut s’inscrire sur Canal Pneumo/ })).toBeVisible();
  await page.getByRole('button', { name: 'Lancer le test' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Relancer le test' })).toBeVisible({ timeout: 70_000 });

  const figure = (title: string) => page.locator(`[data-figure="${title}"] > div`);
  /** A French figure ('4 600,33 Mbit/s', '0,4 ms') as a number, after checking its unit. */
  const figureValue = async (title: string, unit: string) => {
    // fr-FR groups thousands with a (narrow) no-break space: every space is the same here.
    const text = ((await figure(title).textContent()) ?? '').replace(/\s/g, ' ').trim();
    expect(text.endsWith(` ${unit}`), `${title}: ${text}`).toBe(true);
    const digits = text.slice(0, -unit.length - 1).replace(/ /g, '');
    expect(digits, `${title}: ${text}`).toMatch(/^\d+(,\d+)?$/);
    return Number(digits.replace(',', '.'));
  };
  await expect(figure('Adresse IP')).toHaveText(/127\.0\.0\.1|::1|::ffff:127\.0\.0\.1/);
  expect(await figureValue('Débit descendant', 'Mbit/s')).toBeGreaterThan(0);
  expect(await figureValue('Débit montant', 'Mbit/s')).toBeGreaterThan(0);
  expect(await figureValue('Ping', 'ms')).toBeGreaterThan(0);
  await expect(page.getByText('Impossible de se connecter au serveur')).toHaveCount(0);
});

test('a member sends a question to the laboratory from the contact page; support receives it', async ({ page, browser }) => {
  // A member made first, then two browsers on a machine other journeys share.
  test.setTimeout(120_000);
  const email = 'question.laboratoire@exemple.fr';
  await newMember(browser, email, 'Paul', 'Martin');
  await logIn(page, email, '/contact');
  await page.goto('/contact?s=3');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  // ?s=3 chose the laboratory; the member is not asked who they are, the account says it.
  await expect(page.locator('.ant-select').filter({ hasText: 'Question au laboratoire' })).toBeVisible();
  await expect(page.getByText(`Votre message, au nom de Paul Martin (${email})`)).toBeVisible();
  expect(await contactFields(page)).toEqual(['Téléphone portable', 'Sujet', 'Message']);
  await expect(page.getByText(/Pharmacovigilance/)).toBeVisible();

  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Le formulaire est incomplet. Veuillez corriger les erreurs et recommencer.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Message' }).fill('Les diapositives de la session sur le sevrage seront-elles disponibles ?');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Votre message a bien été envoyé. Notre équipe vous répondra dans les meilleurs délais.')).toBeVisible();

  const admin = await browser.newPage();
  await logIn(admin, ACCOUNTS.admin);
  const outbox = await apiAs(admin, '/api/_cron/mail');
  const mail = (outbox.body.data as { to: string; subject: string; text: string }[]).find(
    (row) => row.subject === 'Contact Canal Pneumo : Question au laboratoire',
  );
  expect(mail?.to).toBe('support@canal-pneumo.fr');
  expect(mail?.text).toContain('Les diapositives de la session sur le sevrage seront-elles disponibles ?');
  expect(mail?.text).toContain(`De : Paul Martin\nAdresse e-mail : ${email}`);

  // The outbox page shows it, with its preview.
  await admin.goto('/staff/tools/mail');
  await expect(admin.getByRole('heading', { level: 1, name: 'E-mails' })).toBeVisible();
  await expect(admin.getByText('Contact Canal Pneumo : Question au laboratoire').first()).toBeVisible();
  // Latest first: the message just sent is the first one.
  await admin.getByRole('button', { name: 'Aperçu' }).first().click();
  await expect(admin.getByRole('dialog').getByText('Les diapositives de la session sur le sevrage seront-elles disponibles ?')).toBeVisible();
});

test('a visitor is asked to log in or register for the leaflets, which the server refuses them; a member downloads one and finds the session slides in Mes fichiers', async ({
  page,
  request,
}) => {
  await page.goto('/documents');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Nos fiches patients' })).toBeVisible();
  await expect(page.getByText('Merci de vous connecter pour accéder à ce contenu')).toBeVisible();
  await expect(page.getByText('Bien utiliser son inhalateur')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/registration?_pn=%2Fdocuments');
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/loginSimple\?_pn=%2Fdocuments/);

  await logIn(page, ACCOUNTS.member, '/documents');
  const download = page.getByRole('link', { name: 'Télécharger « Fiche 1 — Bien utiliser son inhalateur »' });
  const href = (await download.getAttribute('href')) ?? '';
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // The same address without a session (`request` carries no cookie of the page).
  const refused = await request.get(href);
  expect(refused.status()).toBe(401);
  expect((await refused.json()).log).toBe('Merci de vous connecter pour accéder à ce contenu');

  await page.goto('/files');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes fichiers' })).toBeVisible();
  const card = page.locator('.ant-card').filter({ hasText: 'Sevrage tabagique en pratique' });
  const slides = card.getByRole('link', { name: /diapositives-sevrage-tabagique\.pdf/ });
  await expect(slides).toBeVisible();
  await expect(card).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(card).toContainText(/\d+(,\d)? (o|Ko|Mo|Go)\b/);
  // The slides are given by their guarded route to the subscriber, and to no one without a session.
  const slidesHref = (await slides.getAttribute('href')) ?? '';
  expect(slidesHref).toMatch(/^\/api\/files\/event\/\d+\/diapositives-sevrage-tabagique\.pdf$/);
  const slidesResponse = await page.request.get(slidesHref);
  expect(slidesResponse.status()).toBe(200);
  expect((await slidesResponse.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect((await request.get(slidesHref)).status()).toBe(401);
  const eventId = slidesHref.split('/')[4];
  expect((await request.get(`/cache/eventPostFiles/${eventId}/diapositives-sevrage-tabagique.pdf`)).status()).toBe(404);
});

test('Mes fichiers asks a visitor to log in or create an account, then come back', async ({ page }) => {
  await page.goto('/files');
  await acceptCookies(page);
  await expect(page.getByText('Merci de vous connecter pour accéder à ce contenu')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login?action=login&_pn=%2Ffiles');
  await expect(page.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/login?action=register&_pn=%2Ffiles');
  await expect(page.getByRole('heading', { name: 'Mes fichiers' })).toHaveCount(0);
});

test('the help page highlights Aide in the menu; an admin may edit or delete each question, a member may not', async ({ page, browser }) => {
  // A question and a member made first, then two browsers on a machine other journeys share.
  test.setTimeout(120_000);
  const question = 'Comment retrouver le replay d’une session ?';
  await newFaqQuestion(browser, question, 'Depuis l’onglet Replays, dès le lendemain de la session.');
  await page.goto('/help');
  await acceptCookies(page);
  const menu = page.getByRole('menu', { name: 'Menu principal' });
  await expect(menu.getByRole('menuitem', { name: 'Aide' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('menuitem', { name: 'Contact' })).not.toHaveAttribute('aria-current', 'page');
  await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);

  const email = 'aide.sans.edition@exemple.fr';
  await newMember(browser, email, 'Sarah', 'Benali');
  await logIn(page, email, '/help');
  await expect(page.locator('.cp-faq-entry').getByRole('heading', { level: 2, name: question })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Modifier « / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Supprimer « / })).toHaveCount(0);

  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, ACCOUNTS.admin, '/help');
  await acceptCookies(admin);
  const adminQuestions = admin.locator('.cp-faq-entry').getByRole('heading', { level: 2 });
  await expect(adminQuestions.first()).toBeVisible();
  const count = await adminQuestions.count();
  await expect(admin.getByRole('link', { name: /^Modifier « / })).toHaveCount(count);
  await expect(admin.getByRole('button', { name: /^Supprimer « / })).toHaveCount(count);
  await expect(admin.getByRole('link', { name: `Modifier « ${question} »` })).toHaveAttribute('href', /^\/staff\/faq\/edit\/\d+$/);
  // Deleting asks first; cancelling keeps the question.
  await admin.getByRole('button', { name: `Supprimer « ${question} »` }).click();
  const confirm = admin.getByRole('dialog', { name: 'Confirmation de suppression' });
  await expect(confirm).toContainText('Souhaitez vous supprimer cet élément ?');
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(confirm).toBeHidden();
  await expect(adminQuestions).toHaveCount(count);
  await admin.context().close();
});

test('a failed load of the questions shows the error view with its text', async ({ page }) => {
  await page.route('**/api/faq/get/all', (route) => route.fulfill({ status: 500, json: { log: 'La base de données ne répond pas.' } }));
  await page.goto('/help');
  await acceptCookies(page);
  await expect(page.getByText('Une erreur est survenue')).toBeVisible();
  await expect(page.getByText('La base de données ne répond pas.')).toBeVisible();
  // The speed test below still works without the questions.
  await expect(page.getByRole('button', { name: 'Lancer le test' })).toBeVisible();
});

/** The contact form's fields by label. */
async function contactFields(page: Page): Promise<string[]> {
  await expect(page.getByRole('button', { name: 'Envoyer' })).toBeVisible();
  // The contact form's own labels: the header's search form has one too.
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Envoyer' }) });
  return form.locator('label').evaluateAll((labels) => labels.map((label) => (label.textContent ?? '').replace(/\s*\*\s*$/, '').trim()));
}

/** Opens the subject select and expects exactly these options (retried: the list may still be opening). */
async function expectSubjects(page: Page, subjects: string[]): Promise<void> {
  await page.getByRole('combobox', { name: /Sujet/ }).click();
  await expect(page.locator('.ant-select-dropdown .ant-select-item-option-content')).toHaveText(subjects);
  await page.keyboard.press('Escape');
}

test('contact: a visitor gets the full form without the laboratory subject nor a message; staff and speakers only the laboratory subject', async ({
  page,
  browser,
}) => {
  // Two staff accounts made first (each registered, activated and given its role), then three browsers.
  test.setTimeout(120_000);
  await page.goto('/contact');
  await acceptCookies(page);
  expect(await contactFields(page)).toEqual(['Adresse e-mail', 'Confirmation de l’adresse e-mail', 'Prénom', 'Nom', 'Ville', 'Téléphone portable', 'Sujet']);
  await expectSubjects(page, ['Inscription', 'Connexion']);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);

  const staffAccounts = [
    { email: 'contact.moderation@exemple.fr', role: 'mod' as const },
    { email: 'contact.orateur@exemple.fr', role: 'speaker' as const },
  ];
  for (const { email, role } of staffAccounts) await newStaff(browser, email, role);
  for (const { email } of staffAccounts) {
    const staff = await (await browser.newContext()).newPage();
    await logIn(staff, email, '/contact');
    await acceptCookies(staff);
    expect([email, await contactFields(staff)]).toEqual([email, ['Téléphone portable', 'Sujet', 'Message']]);
    await expectSubjects(staff, ['Question au laboratoire']);
    await staff.context().close();
  }
});

test('documentation: #news, #tools and #doc scroll to their sections; an external entry asks before leaving', async ({ page }) => {
  // A phone's height: every section is further down than the screen, so each anchor has to scroll.
  await page.setViewportSize({ width: 400, height: 640 });
  await page.goto('/documentation');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Documentation' })).toBeVisible();
  const topOf = (id: string) => page.locator(`#${id}`).evaluate((section) => section.getBoundingClientRect().top);
  const scrolled: number[] = [];
  for (const id of ['doc', 'tools', 'news']) {
    await page.goto(`/documentation#${id}`);
    // Smooth scrolling: the section ends just under the header (the page's scroll padding, 72 px, and its own 8 px).
    await expect.poll(() => topOf(id), { message: `#${id}` }).toBeGreaterThanOrEqual(0);
    await expect.poll(() => topOf(id), { message: `#${id}` }).toBeLessThan(120);
    await expect(page.locator(`#${id} h2`)).toBeInViewport();
    scrolled.push(await page.evaluate(() => window.scrollY));
  }
  // Each anchor moved the page: #doc is the furthest down, #news the nearest.
  expect(scrolled[0]).toBeGreaterThan(scrolled[1]);
  expect(scrolled[1]).toBeGreaterThan(scrolled[2]);

  // Back at the top, an external link stays a real link but a click asks first.
  await page.goto('/documentation#news');
  const gold = page.getByRole('link', { name: 'Recommandations GOLD 2026' });
  await expect(gold).toHaveAttribute('href', 'https://goldcopd.org');
  let opened = false;
  page.context().on('page', () => (opened = true));
  await gold.click();
  const leaving = page.getByRole('dialog', { name: 'Vous quittez Canal Pneumo' });
  await expect(leaving).toBeVisible();
  await leaving.getByRole('button', { name: 'Annuler' }).click();
  await expect(leaving).toHaveCount(0);
  expect(opened).toBe(false);
});
