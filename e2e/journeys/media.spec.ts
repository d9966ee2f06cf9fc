import { expect, test, type Page } from '../support/test';
import { ACCOUNTS, acceptCookies, followSidebar, logIn } from '../support/demo';
import { newMember } from '../support/newMember';
import { newPodcastTheme } from '../support/newPodcast';
import { newSeries, newSeriesWithEpisode } from '../support/newSeries';

const mediaTime = (page: Page, selector: string) => page.locator(selector).evaluate((element) => (element as HTMLMediaElement).currentTime);

test('a member plays an episode, leaves, and resumes it from Reprendre ma lecture where it stopped', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // A member of one's own: nothing watched before, so 'Reprendre ma lecture' holds only what this journey played.
  const unique = Date.now() % 1_000_000;
  const email = `reprise.lecture.${unique}@exemple.fr`;
  await newMember(browser, email, 'Louis', 'Girard');
  // A series and an episode of one's own (a real video): the newest of BPCO, so under 'Nouveautés'.
  const episode = `Poser le diagnostic ${unique}`;
  await newSeriesWithEpisode(browser, `BPCO : du diagnostic au suivi ${unique}`, episode);
  await logIn(page, email, '/MesReplays/BPCO');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes replays : BPCO' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Nouveautés' })
    .getByRole('link', { name: new RegExp(episode) })
    .click();
  await expect(page).toHaveURL(/\/MesReplays\/BPCO\/episode\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: episode })).toBeVisible();

  const video = page.locator('video');
  await video.evaluate((element) => {
    const player = element as HTMLVideoElement;
    player.muted = true;
    void player.play();
  });
  await expect.poll(() => mediaTime(page, 'video'), { timeout: 15_000 }).toBeGreaterThan(4);
  const reported = page.waitForResponse((answer) => /\/api\/episode\/onUpdate\/\d+$/.test(answer.url()) && answer.ok());
  await video.evaluate((element) => (element as HTMLVideoElement).pause());
  await reported;
  const stoppedAt = Math.floor(await mediaTime(page, 'video'));

  await page.getByRole('link', { name: 'BPCO' }).first().click();
  const resume = page.getByRole('region', { name: 'Reprendre ma lecture' });
  await expect(resume.getByRole('link', { name: new RegExp(episode) })).toBeVisible();
  // A phone's slow CPU: the page renders as a transition, and the video's metadata can arrive before React commits it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await resume.getByRole('link', { name: new RegExp(episode) }).click();
  await expect(page.getByRole('heading', { level: 1, name: episode })).toBeVisible();
  // The player starts where the member stopped (the stored position, read back from the server).
  await expect.poll(() => mediaTime(page, 'video'), { timeout: 10_000 }).toBeGreaterThanOrEqual(stoppedAt);
});

test('a member listens to a podcast (audio asked only on Écouter), seeks, rates it and shares it to two colleagues', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const unique = Date.now() % 1_000_000;
  const email = `ecoute.podcast.${unique}@exemple.fr`;
  await newMember(browser, email, 'Agathe', 'Lemoine');
  // A podcast theme of one's own: one podcast online (real audio, 20 s) and one to come.
  const podcast = {
    themeName: `BPCO au quotidien ${unique}`,
    online: `Spirométrie en cabinet : par où commencer ? ${unique}`,
    toCome: `Sevrage tabagique ${unique}`,
  };
  await newPodcastTheme(browser, podcast);
  const audioCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/podcastShow\/audio\//.test(request.url())) audioCalls.push(request.url());
  });
  await logIn(page, email, '/podcasts');
  await acceptCookies(page);
  await page
    .locator('.ant-card')
    .filter({ has: page.getByRole('heading', { level: 2, name: podcast.themeName }) })
    .getByRole('link', { name: 'Découvrir' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: podcast.themeName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'À venir' }).getByRole('button', { name: 'Bientôt disponible' })).toBeDisabled();
  await page.getByRole('region', { name: 'En ligne' }).getByRole('link', { name: 'Écouter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: podcast.online })).toBeVisible();
  expect(audioCalls).toEqual([]);

  await page.getByRole('button', { name: 'Écouter' }).click();
  const audio = page.getByLabel('Lecteur audio du podcast');
  await expect(audio).toBeVisible();
  expect(audioCalls.some((url) => /\/audio\/\d+$/.test(url))).toBe(true);
  await expect.poll(() => mediaTime(page, 'audio'), { timeout: 15_000 }).toBeGreaterThan(0.5);
  await audio.evaluate((element) => {
    (element as HTMLAudioElement).currentTime = 12;
  });
  await expect.poll(() => mediaTime(page, 'audio')).toBeGreaterThanOrEqual(12);

  await page.locator('.ant-rate-star').nth(3).click();
  await expect(page.getByText('Votre avis (4/5) a bien été pris en compte.')).toBeVisible();
  await expect(page.getByTestId('nps-average')).toHaveText(/^\d,\d\/5 \(\d+ avis\)$/);

  await page.getByLabel('Adresses e-mail des destinataires').fill('À écouter : Paul (paul.martin@chu-lyon.fr) et anne@cabinet.fr, merci !');
  await page.getByRole('button', { name: 'Partager' }).click();
  await expect(page.getByText('Partage réalisé vers :')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'paul.martin@chu-lyon.fr' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'anne@cabinet.fr' })).toBeVisible();
});

test('a visitor is asked to log in on /podcasts and on Mes podcasts', async ({ page }) => {
  await page.goto('/podcasts');
  await expect(page.getByText('Merci de vous connecter pour accéder à ce contenu')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/loginSimple?_pn=%2Fpodcasts');
  await page.goto('/MesPodcasts/Asthme');
  await expect(page.getByText('Merci de vous connecter pour accéder à ce contenu')).toBeVisible();
});

const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('an admin adds an episode with a thumbnail in the back office; a member finds it under Nouveautés', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const unique = Date.now() % 1_000_000;
  const title = `Oxygénothérapie à domicile ${unique}`;
  const serie = `BPCO : du diagnostic au suivi ${unique}`;
  await newSeries(browser, serie);
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, ACCOUNTS.admin, '/staff/dashboard');
  await followSidebar(page, 'Épisodes', /\/staff\/episode\/list/);
  await expect(page.getByRole('heading', { name: 'Épisodes' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page).toHaveURL(/\/staff\/episode\/edit$/);
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
  await page.getByRole('combobox', { name: 'Série' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: serie }).click();
  await page.locator('input#episodeThumb').setInputFiles({ name: 'vignette.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(page.getByText('vignette.png').first()).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/staff\/episode\/list/);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: title })).toHaveCount(1);

  const email = `nouvel.episode.${unique}@exemple.fr`;
  await newMember(browser, email, 'Jeanne', 'Colin');
  const member = await browser.newPage();
  await logIn(member, email, '/MesReplays/BPCO');
  const tile = member.getByRole('region', { name: 'Nouveautés' }).getByRole('link', { name: new RegExp(title) });
  await expect(tile).toBeVisible();
  await expect(tile.locator('img')).toHaveAttribute('src', /^\/cache\/episodeThumbs\/\d+\/vignette\.png$/);
  await tile.click();
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(member.getByText('Vidéo non disponible')).toBeVisible();
  await member.close();
});
