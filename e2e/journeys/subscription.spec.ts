import { expect, test, type Page } from '../support/test';
import { ACCOUNTS, acceptCookies, logIn, PASSWORD } from '../support/demo';
import { apiAs } from '../support/liveApiAs';
import { newMember } from '../support/newMember';
import { newSession, newTheme } from '../support/newSession';

const SESSION = 'Le parcours du patient BPCO : deux dates';
const DAY_MINUTES = 24 * 60;

interface OutboxRow {
  to: string;
  subject: string;
}

async function mailsTo(admin: Page, email: string): Promise<string[]> {
  const outbox = await apiAs(admin, '/api/_cron/mail');
  return (outbox.body.data as OutboxRow[]).filter((mail) => mail.to === email).map((mail) => mail.subject);
}

test('a visitor picks two dates of a session, registers, and once activated is subscribed to both with their confirmations', async ({ page, browser }) => {
  // One theme, two dates: the session's page offers both.
  const themeId = await newTheme(browser, 'Parcours BPCO en deux dates');
  await newSession(browser, SESSION, { themeId, startsInMinutes: 5 * DAY_MINUTES });
  await newSession(browser, SESSION, { themeId, startsInMinutes: 12 * DAY_MINUTES });
  await page.goto('/');
  await acceptCookies(page);
  const card = page.getByRole('article').filter({ hasText: SESSION }).first();
  await card.getByRole('link', { name: "Je m'inscris" }).click();
  await expect(page).toHaveURL(/\/event\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: SESSION })).toBeVisible();

  // The page's own date is ticked; the theme's second date is added.
  const dates = page.getByRole('group', { name: 'Dates de la session' }).getByRole('checkbox');
  await expect(dates).toHaveCount(2);
  await expect(dates.nth(0)).toBeChecked();
  await dates.nth(1).check();
  await page.getByRole('button', { name: 'Étape suivante' }).click();

  await expect(page).toHaveURL(/\/login\?action=register/);
  await page.getByRole('link', { name: /Créer un compte/ }).click();
  await expect(page).toHaveURL(/\/registration\?.*fromEvents=\d+%2C\d+|\/registration\?.*fromEvents=\d+,\d+/);
  await page.getByText('J’ai un numéro RPPS', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Hugo');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Lemaire');
  await page.getByRole('textbox', { name: 'Email' }).fill('hugo.lemaire@exemple.fr');
  await page.getByRole('textbox', { name: 'Numéro RPPS' }).fill('12345678903');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Poumon2026');
  await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill('Poumon2026');
  await page.getByRole('checkbox', { name: /conditions d.utilisation/ }).check();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Votre inscription a bien été enregistrée.')).toBeVisible();
  await expect(page.getByText('Votre compte est en attente de validation')).toBeVisible();
  await expect(page.getByText('Vous serez inscrit(e) aux 2 sessions choisies dès l’activation de votre compte.')).toBeVisible();
  // Back where the visitor came from (_pn): the session's page.
  await page.getByRole('button', { name: 'Revenir à la session' }).click();
  await expect(page).toHaveURL(/\/event\/\d+$/);

  // Staff activate the account: the two chosen sessions become subscriptions, each confirmed by e-mail.
  const staff = await browser.newPage();
  await logIn(staff, ACCOUNTS.admin);
  const list = await apiAs(staff, '/api/account/list?q=hugo.lemaire');
  const rows = (list.body.data as { rows: Array<{ id: number | string }> }).rows;
  expect(rows).toHaveLength(1);
  expect((await apiAs(staff, '/api/account/activate', { account: String(rows[0].id) })).status).toBe(200);
  await expect.poll(() => mailsTo(staff, 'hugo.lemaire@exemple.fr')).toEqual(expect.arrayContaining([`Inscription confirmée : ${SESSION}`]));
  expect((await mailsTo(staff, 'hugo.lemaire@exemple.fr')).filter((subject) => subject === `Inscription confirmée : ${SESSION}`)).toHaveLength(2);

  // The new member finds both sessions under 'your events'.
  await page.goto('/login?action=login');
  await page.getByLabel('Adresse e-mail').first().fill('hugo.lemaire@exemple.fr');
  await page.getByLabel('Mot de passe').first().fill('Poumon2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('account-menu')).toContainText('hugo.lemaire@exemple.fr');
  await page.goto('/');
  await expect(page.getByRole('tab', { name: /Mes événements|Vos événements|Mes sessions/ })).toContainText('2');
});

test('a member subscribes on a session page, sees the confirmation, then leaves it', async ({ page, browser }) => {
  const email = 'inscription.puis.depart@exemple.fr';
  const title = 'Télésuivi des patients BPCO : s’inscrire puis partir';
  await newMember(browser, email, 'Manon', 'Bernard');
  await newSession(browser, title, { startsInMinutes: 9 * DAY_MINUTES });
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, email);
  const card = page.getByRole('article').filter({ hasText: title }).first();
  await card.getByRole('link', { name: "Je m'inscris" }).click();
  await page.getByRole('button', { name: "Je m'inscris" }).click();
  await expect(page.getByText(title).last()).toBeVisible();
  await page.getByRole('button', { name: 'Je confirme mon inscription' }).click();
  await expect(page.getByText('Inscription confirmée')).toBeVisible();
  await page.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByText('Vous êtes déjà inscrit(e) à cette session.')).toBeVisible();
  await expect(page.getByText('La session commence dans')).toBeVisible();

  await page.getByRole('button', { name: 'Me désinscrire' }).click();
  await page.getByRole('button', { name: 'SE DESINSCRIRE' }).click();
  await expect(page.getByText('Désinscription confirmée')).toBeVisible();
  await page.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByText('Vous êtes déjà inscrit(e) à cette session.')).toHaveCount(0);
});

test('an admin registers someone else, meets an address without an account, and invites it', async ({ page, browser }) => {
  const colleague = 'inscrit.par.admin@exemple.fr';
  const theme = 'Coordination ville hopital en parcours';
  await newMember(browser, colleague, 'Bruno', 'Durand');
  await newSession(browser, 'Coordination ville-hôpital dans la BPCO', { themeId: await newTheme(browser, theme), startsInMinutes: 6 * DAY_MINUTES });
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, ACCOUNTS.admin);
  await page.goto('/subscribe');
  await page.locator('.ant-card').filter({ hasText: theme }).getByRole('link', { name: 'Choisir mes dates' }).click();
  await page.getByRole('button', { name: 'Inscrire un participant' }).click();
  await expect(page.getByText('Veuillez choisir au moins une date.')).toBeVisible();
  await page.getByRole('group', { name: 'Dates de la session' }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Inscrire un participant' }).click();
  await page.getByLabel('Adresse e-mail du participant').fill('confrere.inconnu@exemple.fr');
  await page.getByRole('button', { name: "Valider l'inscription" }).click();
  await expect(page.getByText('Aucun compte ne correspond à cette adresse email...')).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer une invitation' }).click();
  await expect(page.getByText("Une invitation a été envoyée à l'adresse confrere.inconnu@exemple.fr.")).toBeVisible();
  await page.getByRole('button', { name: 'Autre recherche' }).click();
  await page.getByLabel('Adresse e-mail du participant').fill(colleague);
  await page.getByRole('button', { name: "Valider l'inscription" }).click();
  await expect(page.getByText(/inscrit\.par\.admin@exemple\.fr est inscrit\(e\)|Déjà inscrit\(e\)/).first()).toBeVisible();
});

/** The home page's 'Mes événements' tab, whose name ends with its count badge. */
const myEventsTab = (page: Page) => page.getByRole('tab', { name: /Mes événements/ });

/** Marks this page's document: a reload would drop the mark. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { journeyDocument: true }));
}
const sameDocument = (page: Page) => page.evaluate(() => 'journeyDocument' in window);

test('a visitor picks a date, logs in instead of registering, and comes back to the session subscribed', async ({ page, browser }) => {
  const email = 'connexion.apres.choix@exemple.fr';
  const title = 'Télésuivi des patients BPCO : choisir puis se connecter';
  await newMember(browser, email, 'Léa', 'Fournier');
  await newSession(browser, title, { startsInMinutes: 9 * DAY_MINUTES });
  await page.goto('/');
  await acceptCookies(page);
  await page.getByRole('article').filter({ hasText: title }).first().getByRole('link', { name: "Je m'inscris" }).click();
  await expect(page).toHaveURL(/\/event\/\d+$/);
  const sessionPath = new URL(page.url()).pathname;
  await expect(page.getByRole('group', { name: 'Dates de la session' }).getByRole('checkbox').first()).toBeChecked();
  await page.getByRole('button', { name: 'Étape suivante' }).click();

  // The login page offers both; its return path is the session's page, not /subscribe.
  await expect(page).toHaveURL(/\/login\?action=register/);
  expect(new URL(page.url()).searchParams.get('_pn')).toBe(sessionPath);
  await page.getByLabel('Adresse e-mail').first().fill(email);
  await page.getByLabel('Mot de passe').first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();

  await expect(page).toHaveURL((url) => url.pathname === sessionPath);
  await expect(page.getByText('Inscription confirmée')).toBeVisible();
  await expect(page.getByText('Votre inscription est enregistrée. Une confirmation vous a été envoyée par e-mail.')).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(myEventsTab(page)).toHaveText(/Mes événements\s*1$/);
  await myEventsTab(page).click();
  await expect(page.getByRole('tabpanel').getByRole('article').filter({ hasText: title })).toBeVisible();

  // The choice was taken: coming back to the page later subscribes nothing again, nor fails.
  await page.goBack();
  await expect(page.getByText('Vous êtes déjà inscrit(e) à cette session.')).toBeVisible();
  await expect(page.getByText('Inscription confirmée')).toHaveCount(0);
});

test("the 'Mes événements' tab and its badge follow a subscription and an unsubscription without a reload", async ({ page, browser }) => {
  const email = 'onglet.sans.rechargement@exemple.fr';
  const title = 'Le badge de Mes événements, sans rechargement';
  await newMember(browser, email, 'Yanis', 'Mercier');
  await newSession(browser, title, { startsInMinutes: 7 * DAY_MINUTES });
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, email);
  await markDocument(page);
  await expect(page.getByRole('tab', { name: /Événements disponibles/ })).toBeVisible();
  await expect(myEventsTab(page)).toHaveCount(0);

  await page.getByRole('article').filter({ hasText: title }).first().getByRole('link', { name: "Je m'inscris" }).click();
  await page.getByRole('button', { name: "Je m'inscris" }).click();
  await page.getByRole('button', { name: 'Je confirme mon inscription' }).click();
  await expect(page.getByText('Inscription confirmée')).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(myEventsTab(page)).toHaveText(/Mes événements\s*1$/);

  // Back to the session's page (the browser's back button), to leave it.
  await page.goBack();
  await page.getByRole('button', { name: 'Me désinscrire' }).click();
  await page.getByRole('button', { name: 'SE DESINSCRIRE' }).click();
  await expect(page.getByText('Désinscription confirmée')).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page.getByRole('tab', { name: /Événements disponibles/ })).toBeVisible();
  await expect(myEventsTab(page)).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);
});

test('a visitor asks to be told when a postponed session gets its date, and is asked to log in to invite a colleague', async ({ page, browser }) => {
  const title = 'Asthme et grossesse : une session reportée';
  await newSession(browser, title, { state: 'delayed', startsInMinutes: 20 * DAY_MINUTES });
  await page.goto('/');
  await acceptCookies(page);
  await page.getByRole('article').filter({ hasText: title }).first().getByRole('link', { name: 'Me prévenir' }).click();
  await expect(page).toHaveURL(/\/event\/\d+$/);
  await expect(page.getByText('Soyez prévenu(e) dès que la date sera connue :')).toBeVisible();

  const address = page.getByRole('textbox', { name: 'Votre adresse e-mail' });
  await address.fill('pas-une-adresse');
  await page.getByRole('button', { name: 'Prévenez-moi' }).click();
  await expect(page.getByText('Le champs Email est invalide')).toBeVisible();
  await address.fill('attente.date@exemple.fr');
  await page.getByRole('button', { name: 'Prévenez-moi' }).click();
  await expect(page.getByText('C’est noté : nous vous écrirons dès que la date sera connue.')).toBeVisible();

  // 'J'invite' is on every session's page; a visitor is asked to log in first, and to come back here.
  const sessionPath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: "J'invite" }).click();
  await expect(page).toHaveURL(/\/login\?action=login&_pn=/);
  expect(new URL(page.url()).searchParams.get('_pn')).toBe(sessionPath);
});

test("staff see the two reminders a subscription plans in 'Envois programmés', and unsubscribing cancels them", async ({ page, browser }) => {
  const email = 'rappels.programmes@exemple.fr';
  const title = 'Télésurveillance et intelligence artificielle : les rappels';
  await newMember(browser, email, 'Inès', 'Lambert');
  await newSession(browser, title, { startsInMinutes: 9 * DAY_MINUTES });
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, email);
  // Nine days away: both reminders (the day before, one hour before) are planned.
  await page.getByRole('article').filter({ hasText: title }).first().getByRole('link', { name: "Je m'inscris" }).click();
  await expect(page).toHaveURL(/\/event\/\d+$/);
  await page.getByRole('button', { name: "Je m'inscris" }).click();
  await page.getByRole('button', { name: 'Je confirme mon inscription' }).click();
  await expect(page.getByText('Inscription confirmée')).toBeVisible();
  await page.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByText('Vous êtes déjà inscrit(e) à cette session.')).toBeVisible();

  const admin = await browser.newPage();
  await logIn(admin, ACCOUNTS.admin);
  await admin.goto('/staff/tools/mail');
  await admin.getByRole('tab', { name: 'Envois programmés' }).click();
  await admin.getByRole('searchbox', { name: 'Adresse e-mail du destinataire' }).fill(email.toUpperCase());
  await admin.getByRole('searchbox', { name: 'Adresse e-mail du destinataire' }).press('Enter');
  const planned = admin.getByRole('tabpanel', { name: 'Envois programmés' });
  // The unfiltered rows stay, marked busy, until the filtered ones come.
  await expect(planned.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(planned.getByText('2 envois programmés · page 1/1')).toBeVisible();
  await expect(planned.getByText(title)).toHaveCount(2);
  await expect(planned.getByText('La veille', { exact: true })).toHaveCount(1);
  await expect(planned.getByText('Une heure avant', { exact: true })).toHaveCount(1);
  await expect(planned.getByText(`Inès Lambert <${email}>`)).toHaveCount(2);
  // The session picker offers the sessions that have reminders, found by a word of their title.
  await admin.getByRole('combobox', { name: 'Session' }).fill('Télésurveillance');
  await admin
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} · ${title} \\(n° \\d+\\)$`) })
    .click();
  await expect(admin).toHaveURL(/[?&]session=\d+/);
  await expect(planned.getByText('2 envois programmés · page 1/1')).toBeVisible();

  await page.getByRole('button', { name: 'Me désinscrire' }).click();
  await page.getByRole('button', { name: 'SE DESINSCRIRE' }).click();
  await expect(page.getByText('Désinscription confirmée')).toBeVisible();

  // The tab and its filter are in the address: reloaded, it asks again for that address.
  await admin.reload();
  await expect(admin.getByRole('searchbox', { name: 'Adresse e-mail du destinataire' })).toHaveValue(email.toUpperCase());
  await expect(admin).toHaveURL(/[?&]session=\d+/);
  await expect(planned.getByText('Aucun envoi programmé')).toBeVisible();
  // (The session picker may still name the session: other members can have reminders for it.)
  await expect(planned.getByText(`Inès Lambert <${email}>`)).toHaveCount(0);

  // The outbox holds the member's cancellation, with its withdrawn invitation.
  await admin.getByRole('tab', { name: 'Boîte d’envoi' }).click();
  const outbox = admin.getByRole('tabpanel', { name: 'Boîte d’envoi' });
  const cancellation = outbox.getByText(`Désinscription confirmée : ${title}`).first();
  await expect(cancellation).toBeVisible();
  await expect(outbox.getByText(new RegExp(`${email.replace(/[.]/g, '\\.')} · 1 pièce jointe`)).first()).toBeVisible();
  await admin.close();
});
