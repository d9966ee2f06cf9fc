import { expect, test, type Browser, type Page } from '../support/test';
import { ACCOUNTS, acceptCookies, logIn } from '../support/demo';
import { apiAs, createQuestion } from '../support/liveApiAs';
import { newLiveSession } from '../support/newLiveSession';
import { newMember } from '../support/newMember';

async function pageAs(browser: Browser, email: string, viewport = { width: 1366, height: 768 }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await logIn(page, email);
  await acceptCookies(page);
  return page;
}

/** A member of the journey's own, logged in their own browser and subscribed to the session. */
async function subscribedMember(browser: Browser, eventId: number, firstname: string, viewport?: { width: number; height: number }): Promise<Page> {
  const email = `${firstname.toLowerCase()}.${Date.now()}@exemple.fr`;
  await newMember(browser, email, firstname, 'Lambert');
  const page = await pageAs(browser, email, viewport);
  expect((await apiAs(page, '/api/events/subscribe', { rid: String(eventId) })).body.registration).toBe('complete');
  return page;
}

test('two members vote for the same approved question at the same moment: it counts two, each once; the asker follows its state', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await pageAs(browser, ACCOUNTS.admin);
  const title = `Questions de la salle ${Date.now()}`;
  const eventId = await newLiveSession(admin, title);
  const asker = await subscribedMember(browser, eventId, 'Nadia', { width: 390, height: 844 });
  const other = await subscribedMember(browser, eventId, 'Hugo');
  const question = `Faut-il une spirométrie de contrôle après une exacerbation ? (${Date.now()})`;

  // The asker sends a question and sees it under the form, 'Envoyée'.
  await asker.goto(`/live/${eventId}`);
  await asker.getByLabel('Posez votre question ici :').fill(question);
  await asker.getByRole('button', { name: 'Envoyer' }).click();
  const own = asker.getByTestId('own-question').filter({ hasText: question });
  await expect(own.getByText('Envoyée')).toBeVisible();
  await other.goto(`/live/${eventId}`);
  await expect(other.getByTestId('questions-feed')).toHaveCount(0);

  // The moderator's list: the live session comes first, and its first action is the questions.
  const mod = await pageAs(browser, ACCOUNTS.mod);
  await mod.goto('/staff/orchestrator/list');
  const firstCard = mod.getByTestId('moderation-event').first();
  await expect(firstCard.getByText('En direct')).toBeVisible();
  const card = mod.getByTestId('moderation-event').filter({ hasText: title });
  await expect(card.getByRole('link').first()).toHaveText('Voir les messages');
  await card.getByRole('link', { name: 'Voir les messages' }).click();
  const row = mod.getByTestId('moderated-message').filter({ hasText: question });
  await row.getByRole('button', { name: 'Approuver' }).click();
  await expect(row.getByText('Approuvé !')).toBeVisible();
  await expect(own.getByText('Approuvée')).toBeVisible({ timeout: 15_000 });

  // The session's first approval opened the feed: the moderator's switch says so, both rooms show it with the question.
  await expect(mod.getByRole('switch')).toBeChecked();
  const feedItem = (page: Page) => page.getByTestId('feed-question').filter({ hasText: question });
  for (const page of [asker, other]) await expect(feedItem(page)).toBeVisible({ timeout: 3000 });

  // Both click '+1' at the same moment.
  await Promise.all([
    feedItem(asker)
      .getByRole('button', { name: /^\+1 pour cette question/ })
      .click(),
    feedItem(other)
      .getByRole('button', { name: /^\+1 pour cette question/ })
      .click(),
  ]);
  for (const page of [asker, other]) {
    const voted = feedItem(page).getByRole('button', { name: /^Vous avez voté pour cette question/ });
    await expect(voted).toBeDisabled();
    await expect(voted).toHaveText('+1 · 2', { timeout: 8000 });
  }
  // Counted once each, whatever the clicks: a second click through the API changes nothing.
  const messageId = ((await apiAs(asker, `/api/message/mine/${eventId}`)).body.data as Array<{ id: number }>)[0]?.id;
  expect((await apiAs(other, `/api/message/vote/${eventId}`, { id: String(messageId) })).body.data).toEqual({ id: messageId, votes: 2, voted: true });

  // The moderators sort by votes and mark it answered; the asker sees 'Répondue'.
  await mod.getByRole('button', { name: 'Plus votées' }).click();
  await expect(mod.getByTestId('moderated-message').first()).toContainText(question);
  await expect(row.getByTestId('message-votes')).toHaveText('+2');
  await row.getByRole('button', { name: 'Marquer comme répondue' }).click();
  await expect(row.getByText('Répondue', { exact: true })).toBeVisible();
  await expect(own.getByText('Répondue')).toBeVisible({ timeout: 15_000 });

  await asker.screenshot({ path: '.tmp/room-questions-390.png', fullPage: true });
  await other.screenshot({ path: '.tmp/room-questions-1366.png' });
  await mod.setViewportSize({ width: 390, height: 844 });
  await mod.screenshot({ path: '.tmp/moderation-questions-390.png', fullPage: true });
  await mod.setViewportSize({ width: 1366, height: 768 });
  await mod.screenshot({ path: '.tmp/moderation-questions-1366.png' });
});

test('in the orchestrator, a quiz’s right answer is marked and green, a wrong answer’s bar never', async ({ browser }) => {
  // Three browsers (admin, a new member's sign-up, the member): on shared cores the default 60 s was seen to run out.
  test.setTimeout(120_000);
  const admin = await pageAs(browser, ACCOUNTS.admin);
  const eventId = await newLiveSession(admin, `Quiz du direct ${Date.now()}`);
  await createQuestion(admin, eventId, 'quiz', 'Quel examen confirme une BPCO ?', ['La spirométrie', 'La radiographie', 'Le scanner']);
  const member = await subscribedMember(browser, eventId, 'Paul');
  await admin.goto(`/staff/orchestrator/${eventId}/control?t=quiz`);
  const card = admin.getByTestId('quiz-question').filter({ hasText: 'Quel examen confirme une BPCO ?' });
  await card.getByRole('button', { name: 'Activer' }).click();
  await member.goto(`/live/${eventId}`);
  await member.getByRole('dialog').getByRole('button', { name: 'La radiographie' }).click();
  await member.getByRole('button', { name: 'Valider' }).click();
  await expect(card.getByTestId('quiz-voters')).toHaveText('1 réponse', { timeout: 5000 });

  const chart = card.getByTestId('quiz-results');
  await expect(chart.locator('.ct-label', { hasText: 'La spirométrie (bonne réponse)' })).toBeVisible();
  await expect(chart.locator('.ct-bar')).toHaveCount(3);
  await expect(chart.locator('.ct-bar.cp-bar-correct')).toHaveCount(1);
  // The one vote went to a wrong answer: its bar is the longest, and blue.
  await expect(chart.locator('.cp-bar-value', { hasText: '1 · 100 %' })).toBeVisible();
  const colours = await chart.locator('.ct-bar').evaluateAll((bars) => bars.map((bar) => getComputedStyle(bar).stroke));
  expect(colours.filter((colour) => colour === 'rgb(56, 158, 13)')).toHaveLength(1);

  await card.getByRole('button', { name: 'Afficher les résultats' }).click();
  await expect(member.getByTestId('quiz-verdict')).toHaveText('La bonne réponse était : La spirométrie', { timeout: 3000 });
  await admin.screenshot({ path: '.tmp/orchestrator-quiz-1366.png' });
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: '.tmp/orchestrator-quiz-390.png', fullPage: true });
  await member.screenshot({ path: '.tmp/room-wrong-answer-1366.png' });
});
