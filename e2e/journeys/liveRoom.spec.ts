import { expect, test, type Browser, type Page } from '../support/test';
import { ACCOUNTS, acceptCookies, logIn, PASSWORD } from '../support/demo';
import { API_CALLER_PAGE, apiAs, createQuestion, liveSessionId } from '../support/liveApiAs';
import { newMember } from '../support/newMember';

/** Two people: an admin driving the room through its calls, and a member in the room. */
async function adminAndMember(browser: Browser): Promise<{ admin: Page; member: Page; eventId: number }> {
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, ACCOUNTS.admin);
  const member = await (await browser.newContext()).newPage();
  await logIn(member, ACCOUNTS.member);
  await acceptCookies(member);
  return { admin, member, eventId: await liveSessionId(admin) };
}

// How fast a quiz reaches the room is a figure of `npm run bench:live`, not of a journey on shared cores.
test('a member sees a quiz pushed on its activation, answers it once and sees the results when shown', async ({ browser }) => {
  const { admin, member, eventId } = await adminAndMember(browser);
  const questionId = await createQuestion(admin, eventId, 'quiz', 'Quel examen confirme une BPCO ?', ['La spirométrie', 'La radiographie']);
  await member.goto(`/live/${eventId}`);
  await expect(member.getByText('Posez votre question ici :')).toBeVisible();

  expect((await apiAs(admin, `/api/state/set/${eventId}`, { contentType: 'quiz', contentId: String(questionId) })).status).toBe(200);
  await expect(member.getByRole('dialog').getByText('Quel examen confirme une BPCO ?')).toBeVisible();
  await expect(member.getByRole('dialog').getByText('Quiz :')).toBeVisible();

  await member.getByRole('button', { name: 'La spirométrie' }).click();
  await member.getByRole('button', { name: 'Valider' }).click();
  await expect(member.getByText('Votre réponse a bien été enregistrée.')).toBeVisible();
  // Answered: the choices are locked, and a second sending through the API keeps the first answer.
  await expect(member.getByRole('button', { name: 'La radiographie' })).toBeDisabled();
  const again = await apiAs(member, `/api/quiz/store/${eventId}?q=${questionId}`, { choiceData: '2' });
  expect((again.body.data as { answered: number[] }).answered).toEqual([1]);

  // Another member, of the journey's own, answers wrong.
  const email = `quiz.${Date.now()}@exemple.fr`;
  await newMember(browser, email, 'Lucie', 'Fabre');
  const wrong = await (await browser.newContext()).newPage();
  await logIn(wrong, email);
  await acceptCookies(wrong);
  expect((await apiAs(wrong, '/api/events/subscribe', { rid: String(eventId) })).body.registration).toBe('complete');
  await wrong.goto(`/live/${eventId}`);
  await wrong.getByRole('dialog').getByRole('button', { name: 'La radiographie' }).click();
  await wrong.getByRole('button', { name: 'Valider' }).click();
  await expect(wrong.getByText('Votre réponse a bien été enregistrée.')).toBeVisible();

  expect((await apiAs(admin, `/api/quiz/setOptions/${eventId}?q=${questionId}`, { name: 'showResults', value: 'true' })).status).toBe(200);
  // Read at a glance: right or what the right answer was, and the chart (counts and shares of voters).
  await expect(member.getByTestId('quiz-verdict')).toHaveText('Bonne réponse');
  await expect(wrong.getByTestId('quiz-verdict')).toHaveText('La bonne réponse était : La spirométrie');
  for (const page of [member, wrong]) {
    const chart = page.getByRole('dialog').locator('.cp-result-bars');
    await expect(chart.locator('.ct-bar')).toHaveCount(2);
    await expect(chart.locator('.cp-bar-value').first()).toHaveText(/^\d+ · \d+ %$/);
    // The right answer's bar is green, the wrong one's never.
    await expect(chart.locator('.ct-bar.cp-bar-correct')).toHaveCount(1);
  }
  await expect(wrong.getByRole('dialog').locator('.ct-label', { hasText: 'La radiographie (votre réponse)' })).toBeVisible();
  await member.setViewportSize({ width: 390, height: 844 });
  await member.screenshot({ path: '.tmp/room-results-390.png' });
  await member.setViewportSize({ width: 1366, height: 768 });
  await member.screenshot({ path: '.tmp/room-results-1366.png' });
});

test('with the socket blocked, the member still sees the next content within 6 s by polling', async ({ browser }) => {
  const { admin, member, eventId } = await adminAndMember(browser);
  await member.route('**/socket.io/**', (route) => route.abort());
  const questionId = await createQuestion(admin, eventId, 'poll', 'Quel est votre mode d’exercice ?', ['Hôpital', 'Libéral']);
  await member.goto(`/live/${eventId}`);
  await expect(member.getByText('Posez votre question ici :')).toBeVisible();
  expect((await apiAs(admin, `/api/state/set/${eventId}`, { contentType: 'poll', contentId: String(questionId) })).status).toBe(200);
  await expect(member.getByRole('dialog').getByText('Sondage :')).toBeVisible({ timeout: 20_000 });
  await expect(member.getByText('Quel est votre mode d’exercice ?')).toBeVisible();

  await apiAs(admin, `/api/state/set/${eventId}`, { contentType: 'none' });
  await expect(member.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });
});

test('an announcement opens without a title or a close icon; its button « Message important » closes and reopens it', async ({ browser }) => {
  const { admin, member, eventId } = await adminAndMember(browser);
  const text = `Reprise après la pause (${Date.now()})`;
  const saved = await apiAs(admin, `/api/announce/save/${eventId}`, { announceTitle: 'Pause', announceText: text, fsubmit: 'announce_form' });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const announceId = (saved.body.data as { id: number }).id;
  await member.goto(`/live/${eventId}`);
  await expect(member.getByText('Posez votre question ici :')).toBeVisible();
  expect((await apiAs(admin, `/api/state/set/${eventId}`, { contentType: 'announce', contentId: String(announceId) })).status).toBe(200);

  const dialog = member.getByRole('dialog');
  await expect(dialog.getByText(text)).toBeVisible();
  await expect(dialog.getByText('Message important')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /Fermer|Close/ })).toHaveCount(0);
  const button = member.getByRole('button', { name: 'Message important' });
  await button.click();
  await expect(member.getByText(text)).toBeHidden();
  await button.click();
  await expect(member.getByText(text)).toBeVisible();
  await apiAs(admin, `/api/state/set/${eventId}`, { contentType: 'none' });
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

/** A member of the journey's own, logged in through the API in a context of their own. */
async function memberPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(API_CALLER_PAGE);
  expect((await apiAs(page, '/api/auth/login', { email, password: PASSWORD, authChallenge: 'true' })).status).toBe(200);
  return page;
}

test('the personal link of the confirmation e-mail opens the room alone: the key leaves the address bar, questions wait past 10 a minute, the account asks to log in', async ({
  browser,
}) => {
  const email = `lien.personnel.${Date.now()}@exemple.fr`;
  await newMember(browser, email, 'Inès', 'Garnier');
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, ACCOUNTS.admin);
  const eventId = await liveSessionId(admin);
  const subscriber = await memberPage(browser, email);
  expect((await apiAs(subscriber, '/api/events/subscribe', { rid: String(eventId) })).body.registration).toBe('complete');
  const outbox = await apiAs(admin, '/api/_cron/mail');
  const mail = (outbox.body.data as Array<{ to: string; text: string }>).find((row) => row.to === email && row.text.includes(`/live/${eventId}?k=`));
  const link = /\/live\/\d+\?k=[A-Za-z0-9._-]+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error('no personal link in the confirmation');

  // Opened logged out, on a phone: the room, and the key gone from the address bar.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto(link);
  await acceptCookies(phone);
  await expect(phone.getByText('Posez votre question ici :')).toBeVisible();
  await expect.poll(() => new URL(phone.url()).search).toBe('');
  expect(new URL(phone.url()).pathname).toBe(`/live/${eventId}`);
  await expect(phone.getByText('Connexion')).toBeVisible();

  const field = phone.getByLabel('Posez votre question ici :');
  await field.fill('Par le lien personnel : quelle durée de traitement ?');
  await field.press('Enter');
  await expect(phone.getByText('Question envoyée !')).toBeVisible();
  for (let n = 2; n <= 10; n += 1) {
    expect((await apiAs(phone, '/api/message/send', { eid: String(eventId), message: `Question ${n}`, key: `journey-${Date.now()}-${n}` })).status).toBe(200);
  }
  await field.fill('Une onzième question dans la minute');
  await field.press('Enter');
  await expect(phone.getByText('Merci de patienter avant d’envoyer une autre question.')).toBeVisible();
  await expect(field).toHaveValue('Une onzième question dans la minute');
  await phone.screenshot({ path: '.tmp/live-room-pass-390.png', fullPage: true });

  // The pass holds on a reload, without the key; the rest of the site is a visitor's.
  await phone.reload();
  await expect(phone.getByText('Posez votre question ici :')).toBeVisible();
  expect((await apiAs(phone, '/api/account/me')).status).toBe(401);
  expect((await apiAs(phone, '/api/events/unsubscribe', { rid: String(eventId) })).status).toBe(401);
  // A visitor opening a member page is sent to the login page, which brings them back afterwards.
  await phone.goto('/account');
  await expect(phone).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('_pn') === '/account');
  await expect(phone.getByText('Connexion')).toBeVisible();
});

test('a member not subscribed to a session is told so on its feedback page, with the way to subscribe', async ({ browser }) => {
  const email = `avis.non.inscrit.${Date.now()}@exemple.fr`;
  await newMember(browser, email);
  const page = await memberPage(browser, email);
  const eventId = await liveSessionId(page);
  await page.goto(`/feedback/${eventId}`);
  await acceptCookies(page);
  await expect(page.getByText("Vous n'êtes pas inscrit(e) à cette webconférence :(")).toBeVisible();
  await expect(page.getByRole('link', { name: "Je m'inscris" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Envoyer mon avis' })).toHaveCount(0);
});
