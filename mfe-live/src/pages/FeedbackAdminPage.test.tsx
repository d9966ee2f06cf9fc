/**
 * @jest-environment ./tools/jest/browserEnvironment.cjs
 */
import { eq } from 'drizzle-orm';
import { screen, waitFor, within } from '@testing-library/react';
import { schema } from '@canal/service-core';
import { makeEvent, makeFeedbackItems, type UserRow } from '@canal/service-core/testing';
import { makeAccount } from '@canal/service-staff/src/testSupport';
import { useRoutes } from '@canal/kit/router';
import { liveServiceInBrowser, pageUser, renderPage } from '@canal/kit/testing';
import FeedbackAdminPage from './FeedbackAdminPage';

/** The feedback questions' page at the address the site gives it. */
function FeedbackPages() {
  return useRoutes([{ path: '/staff/feedback/:eventId/list', element: <FeedbackAdminPage /> }]);
}

const shownItems = () => screen.queryAllByTestId('feedback-item').map((item) => item.textContent);

const bed = liveServiceInBrowser();
let admin: UserRow;
let eventId: number;
beforeAll(async () => {
  admin = await makeAccount(bed.t.ctx, 'admin');
  eventId = (await makeEvent(bed.t.ctx, { startsInMin: -90 })).id;
  await makeFeedbackItems(bed.t.ctx, eventId, [
    { type: 'stars', question: 'Comment évaluez-vous cette session ?' },
    { type: 'free', question: 'Quels sujets aimeriez-vous voir traités ?' },
  ]);
});
beforeEach(() => bed.signIn(admin));

describe('the feedback questions of a session', () => {
  it('lists the questions in their order with their kind, and deletes one once « Confirmer » is pressed', async () => {
    const user = pageUser();
    renderPage(<FeedbackPages />, `/staff/feedback/${eventId}/list`);
    await screen.findByText('Quels sujets aimeriez-vous voir traités ?');
    expect(shownItems()).toEqual([
      expect.stringMatching(/^1\.Étoiles\s*Comment évaluez-vous cette session \?/),
      expect.stringMatching(/^2\.Texte libre\s*Quels sujets aimeriez-vous voir traités \?/),
    ]);
    expect(screen.getByText(`http://127.0.0.1/feedback/${eventId}`, { exact: false })).toBeTruthy();

    const first = screen.getAllByTestId('feedback-item')[0];
    await user.click(within(first).getByRole('button', { name: 'Supprimer' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirmation de suppression' })).getByRole('button', { name: 'Confirmer' }));
    // The list is read again: the other question moves up.
    await waitFor(() => expect(shownItems()).toEqual([expect.stringMatching(/^1\.Texte libre\s*Quels sujets aimeriez-vous voir traités \?/)]));
    const left = await bed.t.ctx.db.select().from(schema.feedbackItems).where(eq(schema.feedbackItems.eventId, eventId));
    expect(left.map((item) => item.feedbackQuestion)).toEqual(['Quels sujets aimeriez-vous voir traités ?']);
  });
});
