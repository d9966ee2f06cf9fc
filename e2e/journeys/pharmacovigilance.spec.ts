import { expect, test } from '../support/test';
import { ACCOUNTS, acceptCookies, logIn } from '../support/demo';
import { apiAs, liveSessionId } from '../support/liveApiAs';

const NOTICE = /Pharmacovigilance : pour déclarer un effet indésirable/;

test('a side effect mentioned in a live question, a chat message and a contact message opens three cases in the pharmacovigilance queue', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A product of the journey's own, added by an admin to the detector's list.
  const product = `Pneumoxil${Date.now().toString(36)}`;
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, ACCOUNTS.admin);
  expect((await apiAs(admin, '/api/pvProduct/edit', { fsubmit: 'pvProduct_form', pvProductName: product })).status).toBe(200);
  const eventId = await liveSessionId(admin);

  const member = await (await browser.newContext()).newPage();
  await logIn(member, ACCOUNTS.member);
  await acceptCookies(member);

  // The live room's question field.
  await member.goto(`/live/${eventId}`);
  const question = member.getByRole('textbox', { name: 'Posez votre question ici :' });
  await expect(question).toBeVisible();
  await expect(member.getByText(NOTICE)).toBeVisible();
  await member.setViewportSize({ width: 390, height: 844 });
  await question.scrollIntoViewIfNeeded();
  await member.screenshot({ path: '.tmp/pv-room-390.png' });
  await member.setViewportSize({ width: 1366, height: 768 });
  await member.screenshot({ path: '.tmp/pv-room-1366.png' });
  await question.fill(`Un patient sous ${product} a eu des palpitations : est-ce décrit ?`);
  await member.getByRole('button', { name: 'Envoyer' }).click();
  await expect(member.getByText('Question envoyée !')).toBeVisible();

  // GPTPubMed.
  await member.goto('/GPTPubMed');
  await member.getByRole('button', { name: /Nouvelle discussion$/ }).click();
  const composer = member.getByRole('textbox', { name: 'Message' });
  await expect(composer).toBeVisible();
  await expect(member.getByText(NOTICE)).toBeVisible();
  await member.setViewportSize({ width: 390, height: 844 });
  await member.screenshot({ path: '.tmp/pv-chat-390.png' });
  await member.setViewportSize({ width: 1366, height: 768 });
  await member.screenshot({ path: '.tmp/pv-chat-1366.png' });
  await composer.fill(`Nausées et vertiges sous ${product} : que dit la littérature ?`);
  await member.getByRole('button', { name: 'Envoyer' }).click();
  await expect(composer).toHaveValue('');

  // The contact form, to the laboratory.
  await member.goto('/contact?s=3');
  await expect(member.getByText(NOTICE)).toBeVisible();
  await member.getByRole('textbox', { name: 'Message' }).fill(`Bonjour, une de mes patientes a fait un œdème après le ${product}.`);
  await member.getByRole('button', { name: 'Envoyer' }).click();
  await expect(member.getByText('Votre message a bien été envoyé.', { exact: false })).toBeVisible();

  // The queue: three open cases, due in 24 hours.
  await admin.goto('/staff/pharmacovigilance/cases/list');
  await expect(admin.getByRole('heading', { level: 1, name: 'Pharmacovigilance' })).toBeVisible();
  const rows = admin.getByRole('row').filter({ hasText: product });
  await expect(rows).toHaveCount(3);
  for (const source of ['Question en direct', 'GPTPubMed', 'Contact']) await expect(rows.filter({ hasText: source })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'dans 24 h' })).toHaveCount(3);
  await expect(rows.filter({ hasText: ACCOUNTS.member })).toHaveCount(3);
  await admin.setViewportSize({ width: 1366, height: 768 });
  await admin.screenshot({ path: '.tmp/pv-cases-1366.png' });
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.screenshot({ path: '.tmp/pv-cases-390.png' });
});
