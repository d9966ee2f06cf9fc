/**
 * @jest-environment ./tools/jest/browserEnvironment.cjs
 */
import { eq } from 'drizzle-orm';
import { screen, waitFor, within } from '@testing-library/react';
import { schema } from '@canal/service-core';
import { makeEvent, makeLiveMessage, makeUser, type UserRow } from '@canal/service-core/testing';
import { makeAccount } from '@canal/service-staff/src/testSupport';
import { useRoutes } from '@canal/kit/router';
import { liveServiceInBrowser, pageUser, renderPage } from '@canal/kit/testing';
import MessageModerationPage from './MessageModerationPage';

/** The moderation page at the address the site gives it. */
function ModerationPages() {
  return useRoutes([{ path: '/staff/message/list/:eventId', element: <MessageModerationPage /> }]);
}

/** The card of the question that reads this text. */
function card(content: string): HTMLElement {
  const found = screen.getByText(content).closest<HTMLElement>('[data-testid="moderated-message"]');
  if (!found) throw new Error(`no question « ${content} »`);
  return found;
}

const shownQuestions = () => screen.queryAllByTestId('moderated-message').map((found) => found.querySelector('.ant-card-body .ant-typography')?.textContent);

const OLDER = 'Quelle place pour les biothérapies dans l’asthme sévère ?';
const NEWER = 'Faut-il arrêter les corticoïdes inhalés chez un patient stable ?';

const bed = liveServiceInBrowser();
let admin: UserRow;
let eventId: number;
beforeAll(async () => {
  admin = await makeAccount(bed.t.ctx, 'admin');
  eventId = (await makeEvent(bed.t.ctx, { title: 'Asthme sévère : les nouveautés', startsInMin: -10 })).id;
  const doctor = await makeUser(bed.t.ctx, { firstname: 'Claire', lastname: 'Martin' });
  await makeLiveMessage(bed.t.ctx, eventId, doctor.id, { content: OLDER, createdAt: new Date('2026-11-20T09:50:00Z') });
  await makeLiveMessage(bed.t.ctx, eventId, doctor.id, { content: NEWER, createdAt: new Date('2026-11-20T09:55:00Z') });
});
beforeEach(() => bed.signIn(admin));

const openPage = () => renderPage(<ModerationPages />, `/staff/message/list/${eventId}`);
const messageRow = async (content: string) => (await bed.t.ctx.db.select().from(schema.liveMessages).where(eq(schema.liveMessages.content, content)))[0];

describe('the moderation of a session’s questions', () => {
  it('shows the session’s title and its questions, newest first, with their author', async () => {
    openPage();
    expect(await screen.findByRole('heading', { name: 'Asthme sévère : les nouveautés' })).toBeTruthy();
    await screen.findByText(OLDER);
    expect(shownQuestions()).toEqual([NEWER, OLDER]);
    expect(within(card(OLDER)).getByText('Claire Martin', { exact: false })).toBeTruthy();
  });

  it('approves a question and marks it answered, each shown on its card and saved', async () => {
    const user = pageUser();
    openPage();
    await screen.findByText(OLDER);
    await user.click(within(card(OLDER)).getByRole('button', { name: 'Approuver' }));
    expect(await within(card(OLDER)).findByText('Approuvé !')).toBeTruthy();
    expect(within(card(OLDER)).getByRole('button', { name: 'Retirer l’approbation' })).toBeTruthy();
    expect((await messageRow(OLDER))?.approved).toBe(true);

    await user.click(within(card(OLDER)).getByRole('button', { name: 'Marquer comme répondue' }));
    expect(await within(card(OLDER)).findByText('Répondue')).toBeTruthy();
    expect(within(card(NEWER)).queryByText('Répondue')).toBeNull();
  });

  it('shows a question a participant sends without the page being reloaded', async () => {
    openPage();
    await screen.findByText(OLDER);
    const participant = await makeUser(bed.t.ctx, { firstname: 'Paul', lastname: 'Durand' });
    const fresh = 'Quel suivi après une exacerbation sévère ?';
    await makeLiveMessage(bed.t.ctx, eventId, participant.id, { content: fresh, createdAt: new Date('2026-11-20T09:59:00Z') });
    expect(await screen.findByText(fresh)).toBeTruthy();
    expect(shownQuestions()[0]).toBe(fresh);
  });

  it('deletes a question once « Confirmer » is pressed', async () => {
    const user = pageUser();
    openPage();
    await screen.findByText(NEWER);
    await user.click(within(card(NEWER)).getByRole('button', { name: 'Supprimer' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirmation de suppression' })).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(screen.queryByText(NEWER)).toBeNull());
    expect(await messageRow(NEWER)).toBeUndefined();
  });
});
