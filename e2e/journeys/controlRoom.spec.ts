import { expect, test, type Browser, type Page } from '../support/test';
import { ACCOUNTS, acceptCookies, logIn } from '../support/demo';
import { apiAs, liveSessionId } from '../support/liveApiAs';
import { newStaff } from '../support/newStaff';

async function pageAs(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email);
  await acceptCookies(page);
  return page;
}

test('an admin creates a poll in the orchestrator, a member answers it live, the admin sees the count and shows the results, then exports them', async ({
  browser,
}) => {
  const admin = await pageAs(browser, ACCOUNTS.admin);
  const member = await pageAs(browser, ACCOUNTS.member);
  const eventId = await liveSessionId(admin);
  const question = `Quel est votre mode d’exercice ? (${Date.now()})`;

  // The admin opens the orchestrator from the moderation home.
  await admin.goto('/staff/orchestrator/list');
  await expect(admin.getByRole('heading', { name: 'Veuillez choisir la session à modérer' })).toBeVisible();
  await admin.locator(`a[href="/staff/orchestrator/${eventId}/control"]`).click();
  await expect(admin.getByRole('link', { name: 'Voir le Live' })).toBeVisible();
  await admin.getByRole('tab', { name: 'Quiz' }).click();
  await expect(admin).toHaveURL(/t=quiz/);

  // Creates a poll in the editor and comes back to the quiz tab.
  await admin.getByRole('link', { name: 'Ajouter une question' }).click();
  await expect(admin.getByRole('heading', { name: 'Nouvel élément de quiz' })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Question', exact: true }).fill(question);
  await admin.getByLabel('Réponse 1').fill('Hôpital');
  await admin.getByLabel('Réponse 2').fill('Libéral');
  await admin.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(admin).toHaveURL(new RegExp(`/staff/orchestrator/${eventId}/control\\?t=quiz`));
  const card = admin.getByTestId('quiz-question').filter({ hasText: question });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('quiz-voters')).toHaveText('0 réponse');

  // The member is in the room; the admin activates the poll.
  await member.goto(`/live/${eventId}`);
  await expect(member.getByText('Posez votre question ici :')).toBeVisible();
  await card.getByRole('button', { name: 'Activer' }).click();
  await expect(member.getByRole('dialog').getByText(question)).toBeVisible({ timeout: 1500 });
  await expect(member.getByRole('dialog').getByText('Sondage :')).toBeVisible();
  // The active question can be neither reset nor deleted.
  await expect(card.getByRole('button', { name: 'Remise à zéro' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);

  await member.getByRole('button', { name: 'Hôpital' }).click();
  await member.getByRole('button', { name: 'Valider' }).click();
  await expect(member.getByText('Votre réponse a bien été enregistrée.')).toBeVisible();

  await expect(card.getByTestId('quiz-voters')).toHaveText('1 réponse', { timeout: 5000 });
  await expect(card.locator('.cp-bar-value', { hasText: '1 · 100 %' })).toBeVisible();
  // A poll has no right answer: no bar is green.
  await expect(card.locator('.ct-bar.cp-bar-correct')).toHaveCount(0);
  await card.getByRole('button', { name: 'Afficher les résultats' }).click();
  await expect(member.getByRole('dialog').locator('.cp-bar-value', { hasText: '1 · 100 %' })).toBeVisible({ timeout: 3000 });

  await card.getByRole('button', { name: 'Désactiver' }).click();
  await expect(member.getByRole('dialog')).toHaveCount(0, { timeout: 3000 });

  // The report: the member's answer is in the quiz export.
  await admin.goto(`/staff/report/${eventId}`);
  await expect(admin.getByText(question)).toBeVisible();
  const download = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'CSV' }).nth(3).click();
  const file = await download;
  const path = await file.path();
  const { readFileSync } = await import('node:fs');
  const csv = readFileSync(path, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const line = csv.split('\r\n').find((row) => row.includes(question));
  expect(line).toContain(ACCOUNTS.member);
  expect(line?.split(';')[6]).toBe('Hôpital');
});

test('an admin writes an announcement and a feedback question in their editors, corrects the announcement and reads its history', async ({ browser }) => {
  const admin = await pageAs(browser, ACCOUNTS.admin);
  const eventId = await liveSessionId(admin);
  const title = `Pause (${Date.now()})`;

  // The announcement: added from the Annonce tab, back to it once saved.
  await admin.goto(`/staff/orchestrator/${eventId}/control?t=announce`);
  const panel = admin.getByTestId('announce-panel');
  await panel.getByRole('link', { name: 'Ajouter' }).click();
  await expect(admin.getByRole('heading', { name: 'Nouvelle annonce' })).toBeVisible();
  await admin.getByLabel('Titre').fill(title);
  await admin.getByLabel('Texte').fill('Reprise à 20h45.');
  await admin.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(admin).toHaveURL(new RegExp(`/staff/orchestrator/${eventId}/control\\?t=announce`));
  await panel.getByRole('menuitem', { name: title }).click();
  await expect(admin.getByTestId('announce-preview')).toContainText('Reprise à 20h45.');

  // Corrected in its editor, which then shows who created and changed it.
  await admin.getByTestId('announce-preview').getByRole('link', { name: 'Editer' }).click();
  await expect(admin.getByRole('heading', { name: 'Edition' })).toBeVisible();
  await expect(admin.getByLabel('Titre')).toHaveValue(title);
  await admin.getByLabel('Texte').fill('Reprise à 21 h.');
  await admin.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(admin).toHaveURL(new RegExp(`t=announce`));
  await panel.getByRole('menuitem', { name: title }).click();
  await expect(admin.getByTestId('announce-preview')).toContainText('Reprise à 21 h.');
  await admin.getByTestId('announce-preview').getByRole('link', { name: 'Editer' }).click();
  await admin.getByRole('button', { name: 'Afficher' }).click();
  const history = admin.getByRole('list', { name: 'Historique' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('Modification');
  await expect(history.first()).toContainText(`par ${ACCOUNTS.admin}`);
  await expect(history.first().getByRole('row', { name: /Texte/ })).toContainText('Reprise à 20h45.');
  await expect(history.last()).toContainText('Création');
  await admin.getByRole('button', { name: 'Annuler' }).click();
  await expect(admin).toHaveURL(new RegExp(`t=announce`));

  // A free-text feedback question, from the feedback list and back to it; then deleted there.
  const question = `Vos remarques (${Date.now()})`;
  await admin.goto(`/staff/feedback/${eventId}/list`);
  await admin.getByRole('link', { name: 'Ajouter' }).click();
  await expect(admin.getByRole('heading', { name: 'Nouvelle question' })).toBeVisible();
  await admin.getByRole('radio', { name: 'Texte libre' }).click();
  await admin.getByRole('textbox', { name: 'Question', exact: true }).fill(question);
  await admin.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(admin).toHaveURL(new RegExp(`/staff/feedback/${eventId}/list$`));
  const card = admin.getByTestId('feedback-item').filter({ hasText: question });
  await expect(card.getByText('Texte libre')).toBeVisible();
  await card.getByRole('button', { name: 'Supprimer' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  await expect(admin.getByText(question)).toHaveCount(0);
});

test('a moderator approves a member’s question in the moderation list', async ({ browser }) => {
  const member = await pageAs(browser, ACCOUNTS.member);
  const eventId = await liveSessionId(member);
  const question = `Quelle place pour la réhabilitation respiratoire ? (${Date.now()})`;
  const mod = await pageAs(browser, ACCOUNTS.mod);
  await mod.goto('/staff/message/list');
  await mod.locator(`a[href="/staff/message/list/${eventId}"]`).click();
  await expect(mod.getByRole('link', { name: 'Retour à la liste' })).toBeVisible();
  await expect(mod.getByRole('link', { name: 'Ouvrir le live dans une autre fenêtre' })).toBeVisible();
  await expect(mod.getByTestId('messages-panel')).toBeVisible();

  // The moderator's list is open when the member sends: the question shows within a second.
  await member.goto(`/live/${eventId}`);
  const field = member.getByLabel('Posez votre question ici :');
  await field.fill(question);
  await field.press('Enter');
  await expect(member.getByText('Question envoyée !')).toBeVisible();
  const row = mod.getByTestId('moderated-message').filter({ hasText: question });
  await expect(row).toBeVisible({ timeout: 1500 });
  await expect(row.getByText('Approuvé !')).toHaveCount(0);
  await row.getByRole('button', { name: 'Approuver' }).click();
  await expect(row.getByText('Approuvé !')).toBeVisible();
  const listed = await apiAs(mod, `/api/message/list/${eventId}`, {});
  expect((listed.body.data as Array<{ messageContent: string; messageApproved: string }>).find((m) => m.messageContent === question)?.messageApproved).toBe(
    'on',
  );
});

test('a moderator (mod) sees only the live-view button on the orchestrator panel', async ({ browser }) => {
  const mod = await pageAs(browser, ACCOUNTS.mod);
  const eventId = await liveSessionId(mod);
  await mod.goto(`/staff/orchestrator/${eventId}/control?t=quiz`);
  await expect(mod.getByRole('link', { name: 'Voir le Live' })).toBeVisible();
  await expect(mod.getByRole('tab')).toHaveCount(0);
  await expect(mod.getByTestId('quiz-manager')).toHaveCount(0);
  // The server refuses the admin's editor calls too.
  expect((await apiAs(mod, `/api/quiz/list/${eventId}`, {})).status).toBe(403);
});

test('staff who may not moderate (buadmCtr, invit) see the sessions without a button that leads to a refusal', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const subRole of ['buadmCtr', 'invit'] as const) {
    const email = `${subRole.toLowerCase()}.${Date.now()}@exemple.fr`;
    await newStaff(browser, email, subRole);
    const page = await pageAs(browser, email);
    for (const path of ['/staff/orchestrator/list', '/staff/message/list']) {
      await page.goto(path);
      await expect(page.getByText('Votre compte ne permet pas de modérer les sessions.')).toBeVisible();
      await expect(page.getByTestId('moderation-event').first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Modérer' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Voir les messages' })).toHaveCount(0);
    }
    await page.context().close();
  }
});
