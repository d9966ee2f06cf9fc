import { liveApi, type SessionUser } from '@canal/contracts';
import { badRequest, defineRoute, HttpError, type ServiceContext } from '@canal/service-core';
import { quizAnswerBatch } from '../../room/answerBatches';
import { setContentOption } from '../../room/contentState';
import { requireRoomDriver } from '../../room/driveRoom';
import { requireRoomEntry } from '../../room/enterRoom';
import { loadQuestion, questionOnScreen, quizViewFor, quizViewOf } from './quizView';

/** The question shown in the room as this participant sees it: quiz/get's answer, and quiz/state's. */
const participantQuestion = {
  access: 'member',
  roomPass: { eventIdField: 'eventId' },
  async handle({ ctx, input, user }: { ctx: ServiceContext; input: { eventId: number; q: number }; user: SessionUser }) {
    await requireRoomEntry(ctx, user, input.eventId);
    const question = await loadQuestion(ctx, input.eventId, input.q);
    return { quiz: 'complete' as const, data: await quizViewFor(ctx, question, user.id) };
  },
} as const;

/** POST /api/quiz/get/{eventId}/?q={questionId}: the question shown in the room, as this participant sees it. */
export const quizGetRoute = defineRoute(liveApi.quizGet)({ samplePath: '/api/quiz/get/1?q=1', ...participantQuestion });

/** POST /api/quiz/state/{eventId}/?q={questionId}: the spec's name of the same call (000 §7), answered by the same code. */
export const quizStateRoute = defineRoute(liveApi.quizState)({ samplePath: '/api/quiz/state/1?q=1', ...participantQuestion });

export const QUESTION_CLOSED = "Cette question n'est plus active : votre réponse n'a pas été enregistrée.";
export const RESULTS_SHOWN = "Les résultats sont affichés : votre réponse n'a pas été enregistrée.";

/**
 * POST /api/quiz/store/{eventId}/?q={questionId}: the participant's answer, stored once (the primary
 * key question + voter); a retry or a double click answers the same success with the first answer.
 * Quiz and poll answers take the same path (quiz_answers); the answer leaves once its row is committed.
 */
export const quizStoreRoute = defineRoute(liveApi.quizStore)({
  samplePath: '/api/quiz/store/1?q=1',
  access: 'member',
  roomPass: { eventIdField: 'eventId' },
  async handle({ ctx, input, user }) {
    await requireRoomEntry(ctx, user, input.eventId);
    const userId = user.id;
    const question = await loadQuestion(ctx, input.eventId, input.q);
    const rids = [...new Set(input.choiceData)];
    const known = new Set(question.quizAnswers.map((answer) => answer.rid));
    if (rids.some((rid) => !known.has(rid))) throw badRequest("Cette réponse n'existe pas pour cette question.");
    if (rids.length > question.quizMaxAnswers) throw badRequest(`Vous pouvez choisir ${question.quizMaxAnswers} réponse(s) au plus.`);
    const screen = await questionOnScreen(ctx, question);
    // No query of its own in the usual case: the answer joins the batch of the answers arriving with
    // it, and the batch's insert says, once committed, which answer of this voter holds the place.
    const held = screen.active && !screen.showResults && (await quizAnswerBatch(ctx).insert({ questionId: question.id, userId, rids, createdAt: ctx.now() }));
    // Stored, or taken by the first click of a double click in the same statement: the first answer stands.
    if (held) return { quiz: 'complete', data: quizViewOf(question, held.rids, screen.showResults) };
    // A retry, a double click, or an answer arriving late: the first answer stands, or the question is closed.
    const view = await quizViewFor(ctx, question, userId);
    if (view.answered !== false) return { quiz: 'complete', data: view };
    throw new HttpError(409, screen.showResults ? RESULTS_SHOWN : QUESTION_CLOSED, 'closed');
  },
});

const TRUE_VALUES = new Set<unknown>([true, 'true', '1', 'on']);

/** POST /api/quiz/setOptions/{eventId}?q={questionId}: one who drives this room shows (or hides) the results of the question on screen. */
export const quizSetOptionsRoute = defineRoute(liveApi.quizSetOptions)({
  samplePath: '/api/quiz/setOptions/1?q=1',
  access: 'roomDriver',
  async handle({ ctx, input, user, principal }) {
    await requireRoomDriver(ctx, principal, user, input.eventId);
    const question = await loadQuestion(ctx, input.eventId, input.q);
    const state = await setContentOption(ctx, input.eventId, String(question.id), input.name, TRUE_VALUES.has(input.value));
    if (!state) throw new HttpError(409, "Cette question n'est pas affichée dans le live.", 'closed');
    return { quiz: 'complete', data: state };
  },
});
