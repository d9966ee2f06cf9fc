import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/test';
import { ACCOUNTS, acceptCookies, logIn } from '../support/demo';
import { watchCspViolations } from '../support/cspViolations';
import { apiAs, createQuestion } from '../support/liveApiAs';
import { newMember } from '../support/newMember';
import { newSession } from '../support/newSession';

test('the home page and the live room, socket included, run without anything blocked by the Content-Security-Policy', async ({ browser }) => {
  const email = 'salle.sans.blocage@exemple.fr';
  await newMember(browser, email, 'Hugo', 'Fabre');
  const eventId = await newSession(browser, 'CSP : la salle en direct', { subscribers: [email] });
  const visitor = await (await browser.newContext()).newPage();
  const visitorViolations = watchCspViolations(visitor);
  await visitor.goto('/');
  await acceptCookies(visitor);
  await expect(visitor.getByRole('region', { name: 'Actualités' })).toBeVisible();
  await expect(visitor.getByRole('article').first()).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, ACCOUNTS.admin);
  const member = await (await browser.newContext()).newPage();
  const memberViolations = watchCspViolations(member);
  await logIn(member, email);
  await acceptCookies(member);
  await expect(member.getByRole('article').first()).toBeVisible();
  const questionId = await createQuestion(admin, eventId, 'poll', 'Quel traitement de fond en première intention ?', ['CSI', 'LABA']);
  await member.goto(`/live/${eventId}`);
  await expect(member.getByText('Posez votre question ici :')).toBeVisible();
  // The socket reaches the page at once: the poll shows within a second, well before the 5 s polling would.
  expect((await apiAs(admin, `/api/state/set/${eventId}`, { contentType: 'poll', contentId: String(questionId) })).status).toBe(200);
  await expect(member.getByRole('dialog').getByText('Sondage :')).toBeVisible({ timeout: 1000 });
  await apiAs(admin, `/api/state/set/${eventId}`, { contentType: 'none' });

  expect(visitorViolations).toEqual([]);
  expect(memberViolations).toEqual([]);
});

test('the room key is posted to the external room configured on a session, and to no other site', async ({ page, browser }) => {
  // The broadcaster's room: a small real server on a free port of this machine.
  const posted: Array<{ path: string; body: string }> = [];
  const room = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST') posted.push({ path: req.url ?? '', body });
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Salle externe</title><h1>Salle externe</h1>');
    });
  });
  await new Promise<void>((resolve) => room.listen(0, '127.0.0.1', resolve));
  const roomUrl = `http://127.0.0.1:${(room.address() as AddressInfo).port}/salle`;
  try {
    const violations = watchCspViolations(page);
    await logIn(page, ACCOUNTS.admin);
    await acceptCookies(page);
    // An admin adds a session whose room is that server, with the organiser's key (the form the back office posts).
    const eventId = await newSession(browser, 'Session en salle externe', { externalRoom: { url: roomUrl, ownerKey: 'cle-organisateur' } });

    await page.goto(`/live/${eventId}`);
    await page.getByRole('button', { name: 'Accéder à la salle administrateur' }).click();
    await expect(page).toHaveURL(roomUrl);
    await expect(page.getByRole('heading', { name: 'Salle externe', exact: true })).toBeVisible();
    expect(posted).toHaveLength(1);
    expect(new URLSearchParams(posted[0].body).get('key')).toBe('cle-organisateur');
    expect(violations).toEqual([]);
  } finally {
    room.closeAllConnections();
    await new Promise((resolve) => room.close(resolve));
  }
});
