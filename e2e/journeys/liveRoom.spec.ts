import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, acceptCookies, logIn } from '../support/demo';
import { apiAs, createQuestion, liveSessionId } from '../support/liveApiAs';

/** Two people: an admin driving the room through its calls, and a member in the room. */
async function adminAndMember(browser: Browser): Promise<{ admin: Page; member: Page; eventId: number }> {
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, ACCOUNTS.admin);
  const member = await (await browser.newContext()).newPage();
  await logIn(member, ACCOUNTS.member);
  await acceptCookies(member);
  return { admin, member, eventId: await liveSessionId(admin) };
}

test('a member sees a quiz within a second of its activation, answers it once and sees the results when shown', async ({ browser }) => {
  const { admin, member, eventId } = await adminAndMember(browser);
  const questionId = await createQuestion(admin, eventId, 'quiz', 'Quel examen confirme une BPCO ?', ['La spirométrie', 'La radiographie']);
  await member.goto(`/live/${eventId}`);
  await expect(member.getByText('Posez votre question ici :')).toBeVisible();

  const activated = Date.now();
  expect((await apiAs(admin, `/api/state/set/${eventId}`, { contentType: 'quiz', contentId: String(questionId) })).status).toBe(200);
  await expect(member.getByRole('dialog').getByText('Quel examen confirme une BPCO ?')).toBeVisible({ timeout: 1000 });
  expect(Date.now() - activated).toBeLessThan(1500);
  await expect(member.getByRole('dialog').getByText('Quizz :')).toBeVisible();

  await member.getByRole('button', { name: 'La spirométrie' }).click();
  await member.getByRole('button', { name: 'Valider' }).click();
  await expect(member.getByText('Votre réponse a bien été enregistrée.')).toBeVisible();
  // Answered: the choices are locked, and a second sending through the API keeps the first answer.
  await expect(member.getByRole('button', { name: 'La radiographie' })).toBeDisabled();
  const again = await apiAs(member, `/api/quiz/store/${eventId}?q=${questionId}`, { choiceData: '2' });
  expect((again.body.data as { answered: number[] }).answered).toEqual([1]);

  expect((await apiAs(admin, `/api/quiz/setOptions/${eventId}?q=${questionId}`, { name: 'showResults', value: 'true' })).status).toBe(200);
  await expect(member.getByText('Bonne réponse')).toBeVisible({ timeout: 2000 });
  await expect(member.getByLabel('La spirométrie : 100 %')).toBeVisible();
});

test('with the socket blocked, the member still sees the next content within 6 s by polling', async ({ browser }) => {
  const { admin, member, eventId } = await adminAndMember(browser);
  await member.route('**/socket.io/**', (route) => route.abort());
  const questionId = await createQuestion(admin, eventId, 'poll', 'Quel est votre mode d’exercice ?', ['Hôpital', 'Libéral']);
  await member.goto(`/live/${eventId}`);
  await expect(member.getByText('Posez votre question ici :')).toBeVisible();
  await member.waitForTimeout(500);
  expect((await apiAs(admin, `/api/state/set/${eventId}`, { contentType: 'poll', contentId: String(questionId) })).status).toBe(200);
  await expect(member.getByRole('dialog').getByText('Sondage :')).toBeVisible({ timeout: 6000 });
  await expect(member.getByText('Quel est votre mode d’exercice ?')).toBeVisible();

  await apiAs(admin, `/api/state/set/${eventId}`, { contentType: 'none' });
  await expect(member.getByRole('dialog')).toHaveCount(0, { timeout: 6000 });
});

test('a question sent from the room is stored for moderation, unapproved', async ({ browser }) => {
  const { admin, member, eventId } = await adminAndMember(browser);
  await member.goto(`/live/${eventId}`);
  const question = `Quelle place pour la réhabilitation après exacerbation ? (${Date.now()})`;
  const field = member.getByLabel('Posez votre question ici :');
  await field.press('Enter');
  await expect(member.getByText('Question envoyée !')).toHaveCount(0);
  await field.fill(question);
  await field.press('Enter');
  await expect(member.getByText('Question envoyée !')).toBeVisible();
  await expect(field).toHaveValue('');

  const listed = await apiAs(admin, `/api/message/list/${eventId}`, {});
  const stored = (listed.body.data as Array<{ messageContent: string; messageApproved: string }>).filter((row) => row.messageContent === question);
  expect(stored).toEqual([expect.objectContaining({ messageApproved: '' })]);
});

test('the feedback form of a session is answered once', async ({ browser }) => {
  const { member, eventId } = await adminAndMember(browser);
  await member.goto(`/feedback/${eventId}`);
  await expect(member.getByRole('heading', { name: 'Votre avis nous intéresse !' })).toBeVisible();
  await member.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(member.getByText('Vous devez répondre à toutes les questions notées par des étoiles.')).toBeVisible();
  for (const question of ['Clarté des intervenants', 'Utilité pour votre pratique']) {
    await member.getByRole('list', { name: question }).getByRole('radio').nth(3).click();
  }
  await expect(member.getByText('Très satisfait', { exact: true }).first()).toBeVisible();
  await member.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(member.getByText('Merci pour votre avis !')).toBeVisible();
  await member.reload();
  await expect(member.getByText('Vous avez déjà donné votre avis sur cette session.')).toBeVisible();
});
