import { expect, test, type Browser, type Page } from '../support/test';
import { acceptCookies, logIn, PASSWORD } from '../support/demo';
import { liveSessionId } from '../support/liveApiAs';
import { newMember } from '../support/newMember';

/** The demo's RPPS directory (the sample extraction) lists this doctor: her registration is verified at once. */
const LISTED_DOCTOR = { firstname: 'Camille', lastname: 'Martin', rpps: '10003456786' };

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;

/** A tap as the journey counts them: buttons and links that move the member on (typing into the form's fields is not counted). */
async function tap(page: Page, taps: { count: number }, name: string | RegExp) {
  taps.count += 1;
  await page.getByRole('button', { name }).or(page.getByRole('link', { name })).first().click();
}

for (const size of SIZES) {
  test(`a new doctor with a real-format RPPS registers from a live session's page and is in the room within three taps (${size.name})`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/');
    await acceptCookies(page);
    const eventId = await liveSessionId(page);
    await page.goto(`/event/${eventId}`);
    const taps = { count: 0 };

    await tap(page, taps, 'Je m’inscris et je rejoins le direct');
    await expect(page).toHaveURL(/\/registration\?/);
    // The session chosen is recalled on the registration step.
    await expect(page.getByText(/Vous serez inscrit\(e\) à : BPCO : prévenir et traiter les exacerbations/)).toBeVisible();
    await page.screenshot({ path: `.tmp/join-registration-${size.name}.png` });

    await tap(page, taps, 'J’ai un numéro RPPS');
    await page.getByRole('textbox', { name: 'Prénom' }).fill(LISTED_DOCTOR.firstname);
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(LISTED_DOCTOR.lastname.toUpperCase());
    await page.getByRole('textbox', { name: 'Email' }).fill(`camille.martin.${size.name}@exemple.fr`);
    await page.getByRole('textbox', { name: 'Numéro RPPS' }).fill(LISTED_DOCTOR.rpps);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Poumon2026');
    await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill('Poumon2026');
    // The consents of the optins form are asked here, none ticked in advance (consent is an act): the room will not ask them again.
    await expect(page.getByRole('checkbox', { name: /invitations aux émissions/ })).not.toBeChecked();
    await page.getByRole('checkbox', { name: /invitations aux émissions/ }).check();
    await page.getByRole('checkbox', { name: /conditions d.utilisation/ }).check();
    await page.screenshot({ path: `.tmp/join-registration-form-${size.name}.png`, fullPage: true });
    await tap(page, taps, 'Envoyer');

    // Verified by the directory, logged in, subscribed: the live room.
    await expect(page).toHaveURL(new RegExp(`/live/${eventId}$`));
    await expect(page.getByTestId('account-menu')).toContainText(`camille.martin.${size.name}@exemple.fr`);
    await expect(page.getByText('Posez votre question ici :')).toBeVisible();
    // The session user is known (the account menu above): no consent dialog covers the room, nothing is made inert behind one.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('[inert]')).toHaveCount(0);
    expect(taps.count).toBe(3);
    await page.screenshot({ path: `.tmp/join-room-${size.name}.png` });
  });
}

/** A new member of the journey's own, not subscribed, on a phone at the home page; answers the live session's id. */
async function newMemberOnPhone(page: Page, browser: Browser, email: string, firstname: string, lastname: string): Promise<number> {
  await newMember(browser, email, firstname, lastname);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await acceptCookies(page);
  return liveSessionId(page);
}

test('a member not subscribed to a live session subscribes and enters in one tap', async ({ page, browser }) => {
  const email = 'un.geste@exemple.fr';
  const eventId = await newMemberOnPhone(page, browser, email, 'Jeanne', 'Tapie');
  await page.goto('/login?action=login');
  await page.getByLabel('Adresse e-mail').first().fill(email);
  await page.getByLabel('Mot de passe').first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('account-menu')).toContainText(email);
  await page.goto(`/event/${eventId}`);
  await page.getByRole('button', { name: 'Je m’inscris et je rejoins le direct' }).click();
  await expect(page).toHaveURL(new RegExp(`/live/${eventId}$`));
  await expect(page.getByText('Posez votre question ici :')).toBeVisible();
});

test('a visitor with an account logs in from the registration step and lands in the room subscribed', async ({ page, browser }) => {
  const email = 'deja.un.compte@exemple.fr';
  await newMember(browser, email, 'Paul', 'Anciens');
  await page.goto('/');
  await acceptCookies(page);
  const eventId = await liveSessionId(page);
  await page.goto(`/event/${eventId}`);
  await page.getByRole('button', { name: 'Je m’inscris et je rejoins le direct' }).click();
  await page.getByRole('link', { name: 'Connectez-vous' }).click();
  await expect(page.getByText(/Vous serez inscrit\(e\) à : BPCO/)).toBeVisible();
  await page.screenshot({ path: '.tmp/join-login-desktop.png' });
  await page.getByLabel('Adresse e-mail').first().fill(email);
  await page.getByLabel('Mot de passe').first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(new RegExp(`/live/${eventId}$`));
  await expect(page.getByText('Posez votre question ici :')).toBeVisible();
});

test.describe('seen from another time zone', () => {
  test.use({ timezoneId: 'America/Montreal' });
  test('the session’s page says its time is Paris’s', async ({ page }) => {
    await page.goto('/');
    await acceptCookies(page);
    const eventId = await liveSessionId(page);
    await page.goto(`/event/${eventId}`);
    await expect(page.getByText('(heure de Paris)')).toBeVisible();
  });
});

test('a member not subscribed who opens the room is offered to subscribe and enter there, in one tap', async ({ page, browser }) => {
  const email = 'depuis.la.salle@exemple.fr';
  const eventId = await newMemberOnPhone(page, browser, email, 'Inès', 'Salle');
  await logIn(page, email, `/live/${eventId}`);
  await expect(page.getByText("Vous n'êtes pas inscrit(e) à cette webconférence :(")).toBeVisible();
  await page.screenshot({ path: '.tmp/room-not-registered-390.png' });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: '.tmp/room-not-registered-1366.png' });
  await page.getByRole('button', { name: 'Je m’inscris et je rejoins le direct' }).click();
  await expect(page).toHaveURL(new RegExp(`/live/${eventId}$`));
  await expect(page.getByText('Posez votre question ici :')).toBeVisible();
});
