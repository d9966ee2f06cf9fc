import request from 'supertest';
import { and, asc, eq } from 'drizzle-orm';
import { formFetchResponseSchema, liveControlApi } from '@canal/contracts';
import { createServiceApp, schema } from '@canal/service-core';
import {
  makeAnnouncement,
  makeEvent,
  makeQuizAnswer,
  makeQuizQuestion,
  makeUser,
  openService,
  sessionFor,
  type SeededService,
  type TestSession,
} from '@canal/service-core/testing';
import { createApp } from '../../index';
import { defineSessionItems } from './defineSessionItems';

let t: SeededService;

beforeAll(async () => {
  t = await openService(createApp, {}, new Date('2026-11-24T19:30:00Z'));
});
afterAll(() => t.database.close());

async function room() {
  const event = await makeEvent(t.ctx, { startsInMin: -10, durationMin: 60 });
  const admin = await makeUser(t.ctx, { role: 'admin' });
  return { event, admin, session: await sessionFor(t.ctx, admin.email) };
}

const post = (path: string, session: TestSession, body: Record<string, unknown>, json = false) => {
  const call = request(t.app).post(path).set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf);
  return json ? call.send(body) : call.type('form').send(body);
};
const get = (path: string, session: TestSession) => request(t.app).get(path).set('Cookie', session.cookie);

/** The history rows of one item, oldest first, as the 'Historique' reads them. */
const historyOf = (module: string, id: number) =>
  t.ctx.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.module, module), eq(schema.auditLog.itemId, String(id))))
    .orderBy(asc(schema.auditLog.id));

describe('the items of a session, audited like the back-office modules', () => {
  it('writes who created, changed and deleted an announcement, and what its form showed', async () => {
    const { event, admin, session } = await room();
    const created = await post(`/api/announce/save/${event.id}`, session, { announceTitle: 'Pause', announceText: 'Reprise à 20h45.' });
    expect(created.body).toMatchObject({ form: 'saved', data: { announceTitle: 'Pause', announcePosition: 1 }, log: 'Annonce enregistrée.' });
    const id: number = created.body.data.id;
    await post(`/api/announce/save/${event.id}`, session, { id, announceTitle: 'Pause', announceText: 'Reprise à 21h.' }).expect(200);
    // Saved again unchanged: no history row for nothing.
    await post(`/api/announce/save/${event.id}`, session, { id, announceTitle: 'Pause', announceText: 'Reprise à 21h.' }).expect(200);
    await post('/api/announce/delete', session, { id }).expect(200);

    const rows = await historyOf('announce', id);
    expect(rows.map((row) => [row.action, row.userId, row.userEmail])).toEqual([
      ['create', admin.id, admin.email],
      ['update', admin.id, admin.email],
      ['delete', admin.id, admin.email],
    ]);
    expect(rows[0]?.changes).toEqual({
      announceTitle: { label: 'Titre', old: null, new: 'Pause' },
      announceText: { label: 'Texte', old: null, new: 'Reprise à 20h45.' },
    });
    expect(rows[1]?.changes).toEqual({ announceText: { label: 'Texte', old: 'Reprise à 20h45.', new: 'Reprise à 21h.' } });
    expect(rows[2]?.changes).toEqual({
      announceTitle: { label: 'Titre', old: 'Pause', new: null },
      announceText: { label: 'Texte', old: 'Reprise à 21h.', new: null },
    });
  });

  it('writes no history row for a refused change: the announcement on screen, another session’s, a bad input', async () => {
    const { event, session } = await room();
    const shown = await makeAnnouncement(t.ctx, event.id, { title: 'À l’écran' });
    await post(`/api/state/set/${event.id}`, session, { contentType: 'announce', contentId: String(shown.id) }).expect(200);
    const refused = await post(`/api/announce/save/${event.id}`, session, { id: shown.id, announceTitle: 'Changé', announceText: 'x' });
    expect(refused.status).toBe(409);
    expect(refused.body.log).toBe('Impossible de modifier l’annonce active : désactivez-la d’abord.');
    expect((await post('/api/announce/delete', session, { id: shown.id })).status).toBe(409);
    const other = await makeEvent(t.ctx, { startsInMin: 100 });
    const foreign = await makeAnnouncement(t.ctx, other.id);
    expect((await post(`/api/announce/save/${event.id}`, session, { id: foreign.id, announceTitle: 'Volée', announceText: 'x' })).status).toBe(404);
    expect((await post(`/api/announce/save/${event.id}`, session, { announceTitle: '', announceText: 'x' })).status).toBe(400);
    expect(await historyOf('announce', shown.id)).toEqual([]);
    expect(await historyOf('announce', foreign.id)).toEqual([]);
    const [kept] = await t.ctx.db.select().from(schema.announcements).where(eq(schema.announcements.id, shown.id));
    expect(kept?.announceTitle).toBe('À l’écran');
  });

  it('writes the item and its history row in one transaction: a save that fails after writing leaves neither', async () => {
    const { event, session } = await room();
    // The announcements' own declaration, whose answer fails once the row and its history are written.
    const failing = defineSessionItems(schema.announcements, { list: liveControlApi.announceList, save: liveControlApi.announceSave })({
      kind: 'announce',
      position: schema.announcements.announcePosition,
      missing: 'Annonce introuvable.',
      fields: [
        { id: 'announceTitle', label: 'Titre', type: 'text', validators: ['notEmpty'] },
        { id: 'announceText', label: 'Texte', type: 'text', validators: ['notEmpty'] },
      ],
      initial: {},
      listed: ({ state }) => ({ list: 'complete', data: [], state }),
      posted: (input) => ({ announceTitle: input.announceTitle, announceText: input.announceText }),
      saved: () => {
        throw new Error('la réponse échoue après l’écriture');
      },
      remove: liveControlApi.announceDelete,
    });
    const app = createServiceApp(t.ctx, failing);
    const before = await t.ctx.db.select().from(schema.auditLog);
    const response = await request(app)
      .post(`/api/announce/save/${event.id}`)
      .set('Cookie', session.cookie)
      .set('X-CSRF-Token', session.csrf)
      .type('form')
      .send({ announceTitle: 'Jamais', announceText: 'écrite' });
    expect(response.status).toBe(500);
    expect(await t.ctx.db.select().from(schema.announcements).where(eq(schema.announcements.eventId, event.id))).toEqual([]);
    expect(await t.ctx.db.select().from(schema.auditLog)).toHaveLength(before.length);
  });

  it('keeps the history of a quiz question: its answers and their correctness, field by field', async () => {
    const { event, session } = await room();
    const created = await post(
      `/api/quiz/save/${event.id}`,
      session,
      { quizType: 'quiz', quizQuestion: 'Seuil de VEMS/CVF ?', quizMaxAnswers: 1, quizAnswers: [{ field: '0,70', correct: true }, { field: '0,80' }] },
      true,
    );
    const id: number = created.body.data.id;
    await post(
      `/api/quiz/save/${event.id}`,
      session,
      {
        id,
        quizType: 'quiz',
        quizQuestion: 'Seuil de VEMS/CVF ?',
        quizMaxAnswers: 1,
        quizAnswers: [{ field: '0,70' }, { field: '0,80', correct: true }, { field: '0,60' }],
      },
      true,
    ).expect(200);
    const [create, update] = await historyOf('quiz', id);
    expect(create?.changes).toMatchObject({
      quizType: { label: 'Type', new: 'quiz' },
      quizAnswerCount: { label: 'Nombre de réponses proposées', new: '2' },
      quizAnswer1: { label: 'Réponse 1', new: '0,70' },
      quizCorrect1: { label: 'Réponse 1 correcte', new: 'on' },
      quizAnswer2: { label: 'Réponse 2', new: '0,80' },
    });
    expect(update?.changes).toEqual({
      quizAnswerCount: { label: 'Nombre de réponses proposées', old: '2', new: '3' },
      quizCorrect1: { label: 'Réponse 1 correcte', old: 'on', new: null },
      quizCorrect2: { label: 'Réponse 2 correcte', old: null, new: 'on' },
      quizAnswer3: { label: 'Réponse 3', old: null, new: '0,60' },
    });
  });
});

describe('the editors’ forms under their session', () => {
  const quizBody = (fields: Record<string, string>) => ({
    fsubmit: 'quiz_form',
    quizType: 'poll',
    quizQuestion: 'Votre mode d’exercice ?',
    quizAnswerCount: '2',
    quizMaxAnswers: '1',
    ...fields,
  });

  it('gives the quiz form: its title, where it posts, its fields and a question’s values', async () => {
    const { event, session } = await room();
    const fresh = formFetchResponseSchema.parse((await get(`/api/quiz/edit/${event.id}`, session).expect(200)).body).data;
    expect(fresh).toMatchObject({ module: 'quiz', fsubmit: 'quiz_form', title: 'Nouvel élément de quiz', postUrl: `/api/quiz/edit/${event.id}`, id: null });
    expect(fresh.redirect).toBe(`/staff/orchestrator/${event.id}/control?t=quiz`);
    expect(fresh.values).toMatchObject({ quizType: 'poll', quizAnswerCount: '2', quizMaxAnswers: '1', quizAnswer1: '', quizAnswer2: '' });
    expect(fresh.bottomActions.map((action) => action.label)).toEqual(['Annuler', 'Enregistrer']);

    const question = await makeQuizQuestion(t.ctx, event.id, { quizType: 'quiz', question: 'Seuil ?', answers: ['0,70', '0,80', '0,60'], correct: [1] });
    const stored = formFetchResponseSchema.parse((await get(`/api/quiz/edit/${event.id}/${question.id}`, session).expect(200)).body).data;
    expect(stored).toMatchObject({ title: 'Edition', postUrl: `/api/quiz/edit/${event.id}/${question.id}` });
    expect(stored.values).toMatchObject({
      quizType: 'quiz',
      quizQuestion: 'Seuil ?',
      quizAnswerCount: '3',
      quizAnswer1: '0,70',
      quizCorrect1: 'on',
      quizAnswer3: '0,60',
      quizCorrect3: '',
    });
    expect(stored.activeCategories.sort()).toEqual(['answers3', 'quiz']);
  });

  it('creates and edits a question through the form: shown slots only, correct only in quiz mode, rids kept, audited', async () => {
    const { event, session } = await room();
    const poll = quizBody({ quizAnswer1: 'Hôpital', quizAnswer2: 'Libéral', quizCorrect1: 'on', quizAnswer3: 'caché' });
    const created = await post(`/api/quiz/edit/${event.id}`, session, poll);
    expect(created.body).toMatchObject({ form: 'saved' });
    const id = Number(created.body.data.id);
    const [row] = await t.ctx.db.select().from(schema.quizQuestions).where(eq(schema.quizQuestions.id, id));
    expect(row).toMatchObject({ eventId: event.id, quizType: 'poll', quizMaxAnswers: 1 });
    expect(row?.quizAnswers).toEqual([
      { rid: 1, field: 'Hôpital', correct: false },
      { rid: 2, field: 'Libéral', correct: false },
    ]);
    await makeQuizAnswer(t.ctx, id, (await makeUser(t.ctx)).id, [2]);

    const edited = await post(
      `/api/quiz/edit/${event.id}/${id}`,
      session,
      quizBody({
        quizType: 'quiz',
        quizAnswerCount: '3',
        quizMaxAnswers: '5',
        quizAnswer1: 'Hôpital',
        quizAnswer2: 'Libéral exclusif',
        quizCorrect2: 'on',
        quizAnswer3: 'Mixte',
      }),
    );
    expect(edited.body.form).toBe('saved');
    const [after] = await t.ctx.db.select().from(schema.quizQuestions).where(eq(schema.quizQuestions.id, id));
    // At most as many choices as answers; the vote for rid 2 still counts for the second answer.
    expect(after?.quizMaxAnswers).toBe(3);
    expect(after?.quizAnswers).toEqual([
      { rid: 1, field: 'Hôpital', correct: false },
      { rid: 2, field: 'Libéral exclusif', correct: true },
      { rid: 3, field: 'Mixte', correct: false },
    ]);
    expect((await historyOf('quiz', id)).map((entry) => entry.action)).toEqual(['create', 'update']);
  });

  it('refuses in French: a missing answer, another session’s question, an unknown session, the announcement on screen, other roles', async () => {
    const { event, session } = await room();
    const missing = await post(`/api/quiz/edit/${event.id}`, session, quizBody({ quizAnswerCount: '3', quizAnswer1: 'a', quizAnswer2: 'b' }));
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors).toEqual({ quizAnswer3: 'Le champ « Réponse 3 » est requis' });
    const other = await makeEvent(t.ctx, { startsInMin: 100 });
    const foreign = await makeQuizQuestion(t.ctx, other.id);
    const stolen = await post(`/api/quiz/edit/${event.id}/${foreign.id}`, session, quizBody({ quizAnswer1: 'a', quizAnswer2: 'b' }));
    expect([stolen.status, stolen.body.log]).toEqual([404, 'Question introuvable.']);
    expect((await get(`/api/quiz/edit/${event.id}/${foreign.id}`, session)).status).toBe(404);
    const unknown = await get('/api/announce/edit/999999', session);
    expect([unknown.status, unknown.body.log]).toEqual([404, 'Session introuvable.']);

    const shown = await makeAnnouncement(t.ctx, event.id);
    await post(`/api/state/set/${event.id}`, session, { contentType: 'announce', contentId: String(shown.id) }).expect(200);
    const active = await post(`/api/announce/edit/${event.id}/${shown.id}`, session, { fsubmit: 'announce_form', announceTitle: 'Changé', announceText: 'x' });
    expect([active.status, active.body.log]).toEqual([409, 'Impossible de modifier l’annonce active : désactivez-la d’abord.']);

    for (const role of [{ role: 'staff' as const, subRole: 'buadm' }, { role: 'speaker' as const }]) {
      const other = await sessionFor(t.ctx, (await makeUser(t.ctx, role)).email);
      expect((await get(`/api/feedback/edit/${event.id}`, other)).status).toBe(403);
      const body = { fsubmit: 'feedback_form', feedbackType: 'stars', feedbackQuestion: 'Q' };
      expect((await post(`/api/feedback/edit/${event.id}`, other, body)).status).toBe(403);
    }
    expect(await t.ctx.db.select().from(schema.feedbackItems).where(eq(schema.feedbackItems.eventId, event.id))).toEqual([]);
    const [kept] = await t.ctx.db.select().from(schema.announcements).where(eq(schema.announcements.id, shown.id));
    expect(kept?.announceTitle).toBe(shown.announceTitle);
  });

  it('adds a feedback question last, and returns to the feedback list', async () => {
    const { event, session } = await room();
    const definition = formFetchResponseSchema.parse((await get(`/api/feedback/edit/${event.id}`, session).expect(200)).body).data;
    expect(definition).toMatchObject({ title: 'Nouvelle question', redirect: `/staff/feedback/${event.id}/list`, values: { feedbackType: 'stars' } });
    const add = (feedbackType: string, feedbackQuestion: string) =>
      post(`/api/feedback/edit/${event.id}`, session, { fsubmit: 'feedback_form', feedbackType, feedbackQuestion });
    await add('stars', 'Qualité des intervenants').expect(200);
    await add('free', '  Vos remarques  ').expect(200);
    const list = await post(`/api/feedback/list/${event.id}`, session, {});
    type Listed = { feedbackType: string; feedbackQuestion: string; feedbackPosition: number };
    expect(list.body.data.map((item: Listed) => [item.feedbackPosition, item.feedbackType, item.feedbackQuestion])).toEqual([
      [1, 'stars', 'Qualité des intervenants'],
      [2, 'free', 'Vos remarques'],
    ]);
    const smiley = await add('smiley', 'x');
    expect(smiley.body.data.errors).toEqual({ feedbackType: 'Le champ « Type » est invalide' });
  });
});
