/**
 * @jest-environment ./tools/jest/browserEnvironment.cjs
 */
import { eq } from 'drizzle-orm';
import { screen, waitFor, within } from '@testing-library/react';
import { schema } from '@canal/service-core';
import { makeEvent, makeQuizAnswer, makeQuizQuestion, makeUser, type UserRow } from '@canal/service-core/testing';
import { makeAccount } from '@canal/service-staff/src/testSupport';
import { liveServiceInBrowser, pageUser, renderPage } from '@canal/kit/testing';
import { QuizManager } from './QuizManager';

/** The card of the question that reads this text. */
function card(question: string): HTMLElement {
  const found = screen.getByText(question).closest<HTMLElement>('[data-testid="quiz-question"]');
  if (!found) throw new Error(`no question « ${question} »`);
  return found;
}

const FIRST = 'Quel traitement de fond en première intention ?';
const SECOND = 'Combien de patients suivez-vous pour une BPCO ?';

const bed = liveServiceInBrowser();
let admin: UserRow;
let eventId: number;
let firstId: number;
beforeAll(async () => {
  admin = await makeAccount(bed.t.ctx, 'admin');
  const event = await makeEvent(bed.t.ctx, { startsInMin: -10 });
  eventId = event.id;
  firstId = (await makeQuizQuestion(bed.t.ctx, eventId, { question: FIRST })).id;
  await makeQuizQuestion(bed.t.ctx, eventId, { quizType: 'poll', question: SECOND, answers: ['Moins de 10', 'Plus de 10'] });
  const [doctor, nurse] = [await makeUser(bed.t.ctx), await makeUser(bed.t.ctx)];
  await makeQuizAnswer(bed.t.ctx, firstId, doctor.id, [1]);
  await makeQuizAnswer(bed.t.ctx, firstId, nurse.id, [2]);
});
beforeEach(() => bed.signIn(admin));

describe('the quiz manager of the control room', () => {
  it('shows each question with its kind and its count of answers, and puts one on screen, then takes it off', async () => {
    const user = pageUser();
    renderPage(<QuizManager eventId={eventId} />, `/staff/orchestrator/${eventId}/control`);
    await screen.findByText(FIRST);
    expect(within(card(FIRST)).getByText('Quiz')).toBeTruthy();
    expect(within(card(FIRST)).getByTestId('quiz-voters').textContent).toBe('2 réponses');
    expect(within(card(SECOND)).getByText('Sondage')).toBeTruthy();
    expect(within(card(SECOND)).getByTestId('quiz-voters').textContent).toBe('0 réponse');

    await user.click(within(card(SECOND)).getByRole('button', { name: 'Activer' }));
    // The list is read again after the change: the card shows it is on screen, and loses its reset and delete.
    expect(await within(card(SECOND)).findByText('Activé !')).toBeTruthy();
    expect(within(card(SECOND)).getByRole('button', { name: 'Désactiver' })).toBeTruthy();
    expect(within(card(SECOND)).queryByRole('button', { name: 'Supprimer' })).toBeNull();
    expect(within(card(FIRST)).getByRole('button', { name: 'Activer' })).toBeTruthy();

    await user.click(within(card(SECOND)).getByRole('button', { name: 'Afficher les résultats' }));
    expect(await within(card(SECOND)).findByRole('button', { name: 'Masquer les résultats' })).toBeTruthy();

    await user.click(within(card(SECOND)).getByRole('button', { name: 'Désactiver' }));
    await waitFor(() => expect(within(card(SECOND)).queryByText('Activé !')).toBeNull());
    expect(within(card(SECOND)).getByRole('button', { name: 'Supprimer' })).toBeTruthy();
  });

  it('erases a question’s answers after « Remise à zéro » is confirmed', async () => {
    const user = pageUser();
    renderPage(<QuizManager eventId={eventId} />, `/staff/orchestrator/${eventId}/control`);
    await screen.findByText(FIRST);
    await user.click(within(card(FIRST)).getByRole('button', { name: 'Remise à zéro' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Toutes les réponses des participants à cette question seront effacées. Continuer ?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));

    await waitFor(() => expect(within(card(FIRST)).getByTestId('quiz-voters').textContent).toBe('0 réponse'));
    expect(await bed.t.ctx.db.select().from(schema.quizAnswers).where(eq(schema.quizAnswers.questionId, firstId))).toEqual([]);
  });

  it('deletes a question once « Confirmer » is pressed, and not when the dialog is cancelled', async () => {
    const user = pageUser();
    renderPage(<QuizManager eventId={eventId} />, `/staff/orchestrator/${eventId}/control`);
    await screen.findByText(SECOND);
    await user.click(within(card(SECOND)).getByRole('button', { name: 'Supprimer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    expect(screen.getByText(SECOND)).toBeTruthy();

    await user.click(within(card(SECOND)).getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation de suppression' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(screen.queryByText(SECOND)).toBeNull());
    const left = await bed.t.ctx.db.select().from(schema.quizQuestions).where(eq(schema.quizQuestions.eventId, eventId));
    expect(left.map((row) => row.quizQuestion)).toEqual([FIRST]);
  });
});
