import { expect, test } from '../support/test';
import jsQR from 'jsqr';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { acceptCookies, followProfileMenu, logIn } from '../support/demo';
import { API_CALLER_PAGE, apiAs } from '../support/liveApiAs';
import { newMember } from '../support/newMember';
import { newSession } from '../support/newSession';

/** Reads a certificate's QR code as a phone would: the PDF's embedded picture, decoded by jsQR. */
async function qrTextOf(pdf: Uint8Array): Promise<string | undefined> {
  const [image] = await extractImages(await getDocumentProxy(pdf.slice()), 1);
  if (!image) return undefined;
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  for (let pixel = 0; pixel < image.width * image.height; pixel += 1) {
    for (let channel = 0; channel < 3; channel += 1) rgba[pixel * 4 + channel] = image.data[pixel * image.channels + (image.channels >= 3 ? channel : 0)] ?? 0;
    rgba[pixel * 4 + 3] = 255;
  }
  return jsQR(rgba, image.width, image.height)?.data;
}

test('a member downloads the certificate of a session they followed, and a visitor checks it from its QR code', async ({ page, browser }) => {
  // The session ends one to two minutes after it is made (its start is saved to the minute), late enough for
  // the member to log in and report 25 minutes while it is live; the test then waits for its end.
  test.setTimeout(240_000);
  const unique = Date.now() % 1_000_000;
  const email = `attestation.${unique}@exemple.fr`;
  const title = `Attestation : BPCO et réhabilitation ${unique}`;
  await newMember(browser, email, 'Hélène', 'Carpentier');
  const eventId = await newSession(browser, title, { startsInMinutes: -30, durationMin: 32, subscribers: [email] });
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, email);

  // The member's player reports the 25 minutes they watched (as the room's player does).
  await page.goto(API_CALLER_PAGE);
  const nowSeconds = Math.floor(Date.now() / 1000);
  const tracked = await apiAs(page, `/api/live/track/${eventId}`, { viewStart: String(nowSeconds - 25 * 60), viewLast: String(nowSeconds) });
  expect(tracked.status, JSON.stringify(tracked.body)).toBe(200);
  await expect
    .poll(async () => ((await apiAs(page, '/api/attendance/mine')).body.data as unknown[] | undefined)?.length ?? 0, { timeout: 200_000, intervals: [5000] })
    .toBe(1);

  await page.goto('/');
  await followProfileMenu(page, 'Mes attestations', /\/certificates$/);
  const row = page.locator('.cp-certificate-list li').filter({ hasText: title });
  await expect(row).toContainText('25 minutes');
  await expect(page.getByRole('link', { name: 'Tout télécharger (ZIP)' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `/tmp/certs-shots/certificates-list-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `/tmp/certs-shots/certificates-list-1366.png`, fullPage: true });

  const pdfLink = await row.getByRole('link', { name: 'Télécharger (PDF)' }).getAttribute('href');
  const pdf = new Uint8Array(await (await page.request.get(pdfLink ?? '')).body());
  const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
  expect(text.replace(/\s+/g, ' ')).toContain('ATTESTATION DE PARTICIPATION — HORS DPC');
  expect(text).toContain('RPPS 10101010105');
  const qr = await qrTextOf(pdf);
  expect(qr).toMatch(/\/attestation\/[0-9A-Z]{10}$/);
  const zip = await page.request.get('/api/attendance/certificates.zip');
  expect(zip.headers()['content-type']).toBe('application/zip');

  // A visitor (no session) scans the code: the page confirms the name, the session and its date, nothing more.
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto(new URL(qr ?? '').pathname);
  await expect(visitor.getByText('Attestation valide')).toBeVisible();
  await expect(visitor.getByText('Hélène Carpentier')).toBeVisible();
  await expect(visitor.getByText(title)).toBeVisible();
  await expect(visitor.getByText('Attestation de participation — hors DPC')).toBeVisible();
  await expect(visitor.getByText(email)).toHaveCount(0);
  await expect(visitor.getByText('10101010105')).toHaveCount(0);
  await visitor.screenshot({ path: `/tmp/certs-shots/certificate-check-390.png`, fullPage: true });
  await visitor.setViewportSize({ width: 1366, height: 768 });
  await visitor.screenshot({ path: `/tmp/certs-shots/certificate-check-1366.png`, fullPage: true });
  await visitor.goto('/attestation/0000000000');
  await expect(visitor.getByText('Attestation introuvable')).toBeVisible();
  await expect(visitor.getByText('Aucune attestation ne porte ce numéro.', { exact: false })).toBeVisible();
  await visitor.screenshot({ path: `/tmp/certs-shots/certificate-unknown-1366.png` });
  await visitor.close();
});
