import request from 'supertest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import {
  makeAnnouncement,
  makeEvent,
  makeFeedbackAnswer,
  makeFeedbackItems,
  makeLiveMessage,
  makePresence,
  makeQuizAnswer,
  makeQuizQuestion,
  makeSubscription,
  makeUser,
  openService,
  sessionFor,
  type SeededService,
  type TestSession,
  binaryBody,
  csvRows,
} from '@canal/service-core/testing';
import { createApp } from '../index';

let t: SeededService;
const now = new Date('2026-11-24T19:30:00Z');

beforeAll(async () => {
  t = await openService(createApp, {}, now);
});
afterAll(() => t.database.close());

type Who = 'admin' | 'buadm' | 'buadmCtr' | 'mod' | 'invit' | 'speaker' | 'member';

/** A live session and one user of every role and sub-role, each with a session. */
async function room() {
  const ctx = t.ctx;
  const event = await makeEvent(ctx, { startsInMin: -10, durationMin: 60, linkLive: '/demo/player.html', title: 'BPCO : exacerbations' });
  const users = {
    admin: await makeUser(ctx, { role: 'admin' }),
    buadm: await makeUser(ctx, { role: 'staff', subRole: 'buadm' }),
    buadmCtr: await makeUser(ctx, { role: 'staff', subRole: 'buadmCtr' }),
    mod: await makeUser(ctx, { role: 'staff', subRole: 'mod' }),
    invit: await makeUser(ctx, { role: 'staff', subRole: 'invit' }),
    speaker: await makeUser(ctx, { role: 'speaker' }),
    member: await makeUser(ctx, { firstname: 'Jeanne', lastname: 'Durand' }),
  };
  await makeSubscription(ctx, users.member.id, event.id);
  // The speaker hosts this session (its form names them).
  await ctx.db.insert(schema.eventSpeakers).values({ eventId: event.id, userId: users.speaker.id });
  const sessions = new Map<Who, TestSession>();
  const as = async (who: Who) => {
    const held = sessions.get(who);
    if (held) return held;
    const made = await sessionFor(ctx, users[who].email);
    sessions.set(who, made);
    return made;
  };
  return { event, users, as };
}

function post(path: string, session: TestSession | null, body: Record<string, unknown> = {}, json = false) {
  const call = request(t.app).post(path);
  const sent = json ? call.send(body) : call.type('form').send(body);
  if (session) sent.set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf);
  return sent;
}
function get(path: string, session: TestSession | null) {
  const call = request(t.app).get(path);
  if (session) call.set('Cookie', session.cookie);
  return call;
}

const LONG = 'x'.repeat(10_000);

const ALL: Who[] = ['admin', 'buadm', 'buadmCtr', 'mod', 'invit', 'speaker', 'member'];

describe('moderation list of sessions', () => {
  it('lists the live session first, then the next ones soonest first, then past ones latest first, for any logged-in role', async () => {
    const r = await room();
    const muchLater = await makeEvent(t.ctx, { startsInMin: 60 * 24 * 400, title: 'Asthme sévère : biothérapies' });
    const tomorrow = await makeEvent(t.ctx, { startsInMin: 60 * 24, title: 'Demain' });
    const lastWeek = await makeEvent(t.ctx, { startsInMin: -60 * 24 * 7, title: 'La semaine dernière' });
    const lastYear = await makeEvent(t.ctx, { startsInMin: -60 * 24 * 365, title: 'L’an dernier' });
    const expected = [r.event.id, tomorrow.id, muchLater.id, lastWeek.id, lastYear.id];
    for (const who of ALL) {
      const response = await post('/api/events/moderation', await r.as(who));
      expect(response.status).toBe(200);
      expect(response.body.moderation).toBe('complete');
      const ids: number[] = response.body.data.map((event: { id: number }) => event.id);
      expect(ids.filter((id) => expected.includes(id))).toEqual(expected);
    }
    const response = await post('/api/events/moderation', await r.as('mod'));
    const mine = response.body.data.find((event: { id: number }) => event.id === r.event.id);
    expect(mine).toEqual({ id: r.event.id, eventTitle: 'BPCO : exacerbations', eventDate: Math.floor(r.event.date.getTime() / 1000), eventState: 'live' });
    expect((await post('/api/events/moderation', await sessionFor(t.ctx, null))).status).toBe(401);
  });
});

describe('orchestrator panel', () => {
  it('gives the four tabs to admin only; mod and buadm get the frame; other roles are refused', async () => {
    const r = await room();
    await makePresence(t.ctx, r.event.id, r.users.member.id, { minutes: 5, from: new Date(now.getTime() - 30_000), open: true });
    const expected: Record<Who, number | boolean> = { admin: true, buadm: false, mod: false, buadmCtr: 403, invit: 403, speaker: 403, member: 403 };
    for (const who of ALL) {
      const response = await get(`/api/orchestrator/${r.event.id}`, await r.as(who));
      if (typeof expected[who] === 'number') {
        expect(response.status).toBe(expected[who]);
        expect(typeof response.body.log).toBe('string');
        continue;
      }
      expect(response.status).toBe(200);
      expect(response.body.tabs).toBe(expected[who]);
      expect(response.body.event.eventTitle).toBe('BPCO : exacerbations');
      expect(response.body.connected).toBe(1);
      expect(response.body.state.contentType).toBe('none');
    }
    const unknown = await get('/api/orchestrator/999999', await r.as('admin'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.log).toBe('Session introuvable.');
  });
});

describe('moderation of questions', () => {
  it('lists questions newest first with their author; approve, edit and delete for admin, buadm and mod only', async () => {
    const r = await room();
    const older = await makeLiveMessage(t.ctx, r.event.id, r.users.member.id, { content: 'Première question', createdAt: new Date(now.getTime() - 60_000) });
    const newer = await makeLiveMessage(t.ctx, r.event.id, r.users.member.id, { content: 'Deuxième question' });
    const list = await post(`/api/message/list/${r.event.id}`, await r.as('speaker'), { contact_form: 'true' });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ message: 'ok', list: 'complete', canModerate: false });
    expect(list.body.data.map((m: { id: number }) => m.id)).toEqual([newer.id, older.id]);
    expect(list.body.data[0]).toMatchObject({ messageContent: 'Deuxième question', messageAuthor: 'Jeanne Durand', messageApproved: '' });
    expect((await post(`/api/message/list/${r.event.id}`, await r.as('mod'))).body.canModerate).toBe(true);
    expect((await post(`/api/message/list/${r.event.id}`, await r.as('member'))).status).toBe(403);
    // A speaker of another session reads neither this one's questions nor when a new one arrives.
    const otherSpeaker = await sessionFor(t.ctx, (await makeUser(t.ctx, { role: 'speaker' })).email);
    const foreign = await post(`/api/message/list/${r.event.id}`, otherSpeaker);
    expect(foreign.status).toBe(403);
    expect(foreign.body.log).toBe('Seuls l’équipe d’animation et les orateurs de cette session peuvent lire ses questions.');
    expect(foreign.body).not.toHaveProperty('data');
    expect((await get(`/api/message/wait/${r.event.id}?after=0`, otherSpeaker)).status).toBe(403);
    expect((await get(`/api/message/wait/${r.event.id}?after=0`, await r.as('speaker'))).status).toBe(200);

    for (const who of ['speaker', 'member', 'buadmCtr', 'invit'] as const) {
      expect((await post('/api/message/toggle', await r.as(who), { id: newer.id })).status).toBe(403);
      expect((await post('/api/message/delete', await r.as(who), { id: newer.id })).status).toBe(403);
    }
    const approved = await post('/api/message/toggle', await r.as('mod'), { id: newer.id });
    expect(approved.status).toBe(200);
    expect(approved.body.data.messageApproved).toBe('on');
    const withdrawn = await post('/api/message/toggle', await r.as('buadm'), { id: newer.id });
    expect(withdrawn.body.data.messageApproved).toBe('');
    await post('/api/message/toggle', await r.as('admin'), { id: newer.id });
    const [stored] = await t.ctx.db.select().from(schema.liveMessages).where(eq(schema.liveMessages.id, newer.id));
    expect(stored?.approved).toBe(true);

    const edited = await post('/api/message/edit', await r.as('mod'), { id: older.id, messageContent: 'Première question, reformulée' });
    expect(edited.body).toMatchObject({ form: 'saved', data: { messageContent: 'Première question, reformulée' } });
    const tooLong = await post('/api/message/edit', await r.as('mod'), { id: older.id, messageContent: LONG });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.log).toMatch(/trop long/);
    const read = await get(`/api/message/get/${older.id}`, await r.as('mod'));
    expect(read.body.data.messageContent).toBe('Première question, reformulée');

    const deleted = await post('/api/message/delete', await r.as('admin'), { id: older.id });
    expect(deleted.body).toEqual({ deleted: 'complete' });
    const again = await post('/api/message/delete', await r.as('admin'), { id: older.id });
    expect(again.status).toBe(404);
    expect(again.body.log).toBe('Message introuvable.');
    const after = await post(`/api/message/list/${r.event.id}`, await r.as('admin'));
    expect(after.body.data.map((m: { id: number }) => m.id)).toEqual([newer.id]);
  });
});

describe('quiz manager and editor', () => {
  it('creates a poll and a quiz (answers correct only in quiz mode), edits keeping answer ids, and counts voters', async () => {
    const r = await room();
    const admin = await r.as('admin');
    const poll = await post(
      `/api/quiz/save/${r.event.id}`,
      admin,
      {
        quizType: 'poll',
        quizQuestion: 'Utilisez-vous les biothérapies ?',
        quizMaxAnswers: 1,
        quizAnswers: [{ field: 'Oui', correct: true }, { field: 'Non' }],
      },
      true,
    );
    expect(poll.status).toBe(200);
    expect(poll.body.data.quizAnswers).toEqual([
      { rid: 1, field: 'Oui', correct: false },
      { rid: 2, field: 'Non', correct: false },
    ]);
    const quiz = await post(
      `/api/quiz/save/${r.event.id}`,
      admin,
      {
        quizType: 'quiz',
        quizQuestion: 'Seuil de VEMS ?',
        quizMaxAnswers: 2,
        quizAnswers: [{ field: '50 %', correct: true }, { field: '80 %' }, { field: '30 %', correct: 'on' }],
      },
      true,
    );
    expect(quiz.body.data.quizAnswers.map((a: { correct: boolean }) => a.correct)).toEqual([true, false, true]);
    expect(quiz.body.data.quizPosition).toBe(poll.body.data.quizPosition + 1);

    const edited = await post(
      `/api/quiz/save/${r.event.id}`,
      admin,
      {
        id: poll.body.data.id,
        quizType: 'poll',
        quizQuestion: 'Utilisez-vous les biothérapies ?',
        quizMaxAnswers: 1,
        quizAnswers: [{ field: 'Oui, souvent' }, { field: 'Non' }, { field: 'Parfois' }],
      },
      true,
    );
    expect(edited.body.data.quizAnswers.map((a: { rid: number }) => a.rid)).toEqual([1, 2, 3]);

    await makeQuizAnswer(t.ctx, poll.body.data.id, r.users.member.id, [1]);
    const list = await post(`/api/quiz/list/${r.event.id}`, admin);
    const counted = list.body.data.find((q: { id: number }) => q.id === poll.body.data.id);
    expect(counted.voters).toBe(1);
    expect(counted.results).toEqual([
      { rid: 1, votes: 1, percentage: 100, correct: false },
      { rid: 2, votes: 0, percentage: 0, correct: false },
      { rid: 3, votes: 0, percentage: 0, correct: false },
    ]);
    for (const who of ['buadm', 'mod', 'speaker', 'member'] as const) {
      expect((await post(`/api/quiz/list/${r.event.id}`, await r.as(who))).status).toBe(403);
      expect(
        (
          await post(
            `/api/quiz/save/${r.event.id}`,
            await r.as(who),
            { quizType: 'poll', quizQuestion: 'x', quizMaxAnswers: 1, quizAnswers: [{ field: 'a' }, { field: 'b' }] },
            true,
          )
        ).status,
      ).toBe(403);
    }
  });

  it('refuses bad input in French and writes nothing', async () => {
    const r = await room();
    const admin = await r.as('admin');
    const before = await t.ctx.db.select().from(schema.quizQuestions).where(eq(schema.quizQuestions.eventId, r.event.id));
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ quizType: 'poll', quizQuestion: LONG, quizMaxAnswers: 1, quizAnswers: [{ field: 'a' }, { field: 'b' }] }, /trop long/],
      [{ quizType: 'poll', quizQuestion: 'Q', quizMaxAnswers: 1, quizAnswers: [{ field: 'a' }] }, /deux réponses/],
      [{ quizType: 'vote', quizQuestion: 'Q', quizMaxAnswers: 1, quizAnswers: [{ field: 'a' }, { field: 'b' }] }, /Type de question inconnu/],
      [{ quizType: 'poll', quizQuestion: '', quizMaxAnswers: 1, quizAnswers: [{ field: 'a' }, { field: 'b' }] }, /requis/],
    ];
    for (const [body, log] of cases) {
      const response = await post(`/api/quiz/save/${r.event.id}`, admin, body, true);
      expect(response.status).toBe(400);
      expect(response.body.log).toMatch(log);
    }
    const other = await makeEvent(t.ctx, { startsInMin: 100 });
    const foreign = await makeQuizQuestion(t.ctx, other.id, { quizType: 'poll' });
    const stolen = await post(
      `/api/quiz/save/${r.event.id}`,
      admin,
      { id: foreign.id, quizType: 'poll', quizQuestion: 'Volée', quizMaxAnswers: 1, quizAnswers: [{ field: 'a' }, { field: 'b' }] },
      true,
    );
    expect(stolen.status).toBe(404);
    const unknownEvent = await post(
      '/api/quiz/save/999999',
      admin,
      { quizType: 'poll', quizQuestion: 'Q', quizMaxAnswers: 1, quizAnswers: [{ field: 'a' }, { field: 'b' }] },
      true,
    );
    expect(unknownEvent.status).toBe(404);
    expect(unknownEvent.body.log).toBe('Session introuvable.');
    expect(await t.ctx.db.select().from(schema.quizQuestions).where(eq(schema.quizQuestions.eventId, r.event.id))).toEqual(before);
    const [kept] = await t.ctx.db.select().from(schema.quizQuestions).where(eq(schema.quizQuestions.id, foreign.id));
    expect(kept?.quizQuestion).toBe(foreign.quizQuestion);
  });

  it('refuses reset and delete of the question the room shows, allows them once it is deactivated', async () => {
    const r = await room();
    const admin = await r.as('admin');
    const question = await makeQuizQuestion(t.ctx, r.event.id, { quizType: 'poll' });
    await makeQuizAnswer(t.ctx, question.id, r.users.member.id, [2]);
    expect((await post(`/api/state/set/${r.event.id}`, admin, { contentType: 'poll', contentId: String(question.id) })).status).toBe(200);

    const reset = await post(`/api/quiz/reset/${r.event.id}?q=${question.id}`, admin, { quiz_form: 'true' });
    expect(reset.status).toBe(409);
    expect(reset.body.log).toMatch(/question active/);
    const deleted = await post('/api/quiz/delete', admin, { id: question.id });
    expect(deleted.status).toBe(409);
    expect(await t.ctx.db.select().from(schema.quizAnswers).where(eq(schema.quizAnswers.questionId, question.id))).toHaveLength(1);

    await post(`/api/state/set/${r.event.id}`, admin, { contentType: 'none', contentId: 'none' });
    expect((await post(`/api/quiz/reset/${r.event.id}?q=${question.id}`, admin)).body).toEqual({ reset: 'complete' });
    expect(await t.ctx.db.select().from(schema.quizAnswers).where(eq(schema.quizAnswers.questionId, question.id))).toHaveLength(0);
    expect((await post('/api/quiz/delete', admin, { id: question.id })).body).toEqual({ deleted: 'complete' });
    expect(await t.ctx.db.select().from(schema.quizQuestions).where(eq(schema.quizQuestions.id, question.id))).toHaveLength(0);
    expect((await post('/api/quiz/delete', admin, { id: question.id })).status).toBe(404);
    expect((await post(`/api/quiz/reset/${r.event.id}?q=abc`, admin)).status).toBe(400);
  });
});

describe('announcements', () => {
  it('adds, edits and deletes; the active one is neither edited nor deleted; another session’s is unknown', async () => {
    const r = await room();
    const admin = await r.as('admin');
    const first = await post(`/api/announce/save/${r.event.id}`, admin, { announceTitle: 'Pause', announceText: 'Reprise à 20h45.' });
    const second = await post(`/api/announce/save/${r.event.id}`, admin, { announceTitle: 'Questions', announceText: 'Envoyez vos questions.' });
    expect(first.body).toMatchObject({ form: 'saved', data: { announceTitle: 'Pause', announcePosition: 1 } });
    expect(second.body.data.announcePosition).toBe(2);
    const list = await post(`/api/announce/list/${r.event.id}`, admin);
    expect(list.body.data.map((a: { announceTitle: string }) => a.announceTitle)).toEqual(['Pause', 'Questions']);

    await post(`/api/state/set/${r.event.id}`, admin, { contentType: 'announce', contentId: String(first.body.data.id) });
    const editActive = await post(`/api/announce/save/${r.event.id}`, admin, { id: first.body.data.id, announceTitle: 'Changé', announceText: 'x' });
    expect(editActive.status).toBe(409);
    expect((await post('/api/announce/delete', admin, { id: first.body.data.id })).status).toBe(409);
    const edited = await post(`/api/announce/save/${r.event.id}`, admin, {
      id: second.body.data.id,
      announceTitle: 'Vos questions',
      announceText: 'Envoyez-les.',
    });
    expect(edited.body.data.announceTitle).toBe('Vos questions');
    expect((await post('/api/announce/delete', admin, { id: second.body.data.id })).body).toEqual({ deleted: 'complete' });

    const other = await makeEvent(t.ctx, { startsInMin: 100 });
    const foreign = await makeAnnouncement(t.ctx, other.id, { title: 'Autre session' });
    const stolen = await post(`/api/announce/save/${r.event.id}`, admin, { id: foreign.id, announceTitle: 'Volée', announceText: 'x' });
    expect(stolen.status).toBe(404);
    expect(stolen.body.log).toBe('Annonce introuvable.');
    const tooLong = await post(`/api/announce/save/${r.event.id}`, admin, { announceTitle: 'Long', announceText: LONG });
    expect(tooLong.status).toBe(400);
    const rows = await t.ctx.db.select().from(schema.announcements).where(eq(schema.announcements.eventId, r.event.id));
    expect(rows.map((row) => row.announceTitle)).toEqual(['Pause']);
    const [kept] = await t.ctx.db.select().from(schema.announcements).where(eq(schema.announcements.id, foreign.id));
    expect(kept?.announceTitle).toBe('Autre session');
    for (const who of ['buadm', 'mod', 'speaker'] as const) {
      expect((await post(`/api/announce/save/${r.event.id}`, await r.as(who), { announceTitle: 'x', announceText: 'y' })).status).toBe(403);
    }
  });
});

describe('feedback administration', () => {
  it('adds questions, counts answers, and resets them (Remise à zéro)', async () => {
    const r = await room();
    const admin = await r.as('admin');
    const stars = await post(`/api/feedback/save/${r.event.id}`, admin, { feedbackType: 'stars', feedbackQuestion: 'Qualité des intervenants' });
    const free = await post(`/api/feedback/save/${r.event.id}`, admin, { feedbackType: 'free', feedbackQuestion: 'Vos remarques' });
    expect(stars.body.data).toMatchObject({ feedbackType: 'stars', feedbackPosition: 1 });
    await makeFeedbackAnswer(t.ctx, r.event.id, r.users.member.id, { [stars.body.data.id]: 4, [free.body.data.id]: 'Très clair' });
    const list = await post(`/api/feedback/list/${r.event.id}`, admin);
    expect(list.body).toMatchObject({ list: 'complete', answers: 1 });
    expect(list.body.data.map((item: { feedbackQuestion: string }) => item.feedbackQuestion)).toEqual(['Qualité des intervenants', 'Vos remarques']);
    expect((await post(`/api/feedback/save/${r.event.id}`, admin, { feedbackType: 'smiley', feedbackQuestion: 'x' })).status).toBe(400);
    expect((await post(`/api/feedback/reset/${r.event.id}`, await r.as('mod'))).status).toBe(403);
    expect((await post(`/api/feedback/reset/${r.event.id}`, admin)).body).toEqual({ reset: 'complete' });
    expect((await post(`/api/feedback/list/${r.event.id}`, admin)).body.answers).toBe(0);
    expect((await post('/api/feedback/delete', admin, { id: free.body.data.id })).body).toEqual({ deleted: 'complete' });
    expect((await post(`/api/feedback/list/${r.event.id}`, admin)).body.data).toHaveLength(1);
  });
});

describe('per-session report', () => {
  async function activeSession() {
    const r = await room();
    const voter = await makeUser(t.ctx, { firstname: 'Paul', lastname: 'Martin', email: `paul.martin.${Date.now()}@exemple.fr` });
    await makeSubscription(t.ctx, voter.id, r.event.id);
    const poll = await makeQuizQuestion(t.ctx, r.event.id, {
      quizType: 'poll',
      question: 'Biothérapies ?',
      answers: ['Oui', 'Non', '=SOMME(1;2)'],
      maxAnswers: 2,
    });
    await makeQuizAnswer(t.ctx, poll.id, r.users.member.id, [1, 3]);
    await makeQuizAnswer(t.ctx, poll.id, voter.id, [3]);
    const [stars, free] = await makeFeedbackItems(t.ctx, r.event.id, [
      { type: 'stars', question: 'Qualité' },
      { type: 'free', question: 'Remarques' },
    ]);
    if (!stars || !free) throw new Error('no feedback items');
    await makeFeedbackAnswer(t.ctx, r.event.id, r.users.member.id, { [stars.id]: 5, [free.id]: 'Très clair; merci' });
    await makeFeedbackAnswer(t.ctx, r.event.id, voter.id, { [stars.id]: 2, [free.id]: '' });
    await makeLiveMessage(t.ctx, r.event.id, r.users.member.id, { content: 'Et la kinésithérapie ?', approved: true });
    await makePresence(t.ctx, r.event.id, r.users.member.id, { minutes: 40 });
    return { ...r, voter, poll, stars, free };
  }

  it('summarises registrations, attendance, questions, votes by voters and feedback averages, for admin and buadm only', async () => {
    const s = await activeSession();
    for (const who of ['mod', 'buadmCtr', 'speaker', 'member'] as const) {
      expect((await get(`/api/report/${s.event.id}`, await s.as(who))).status).toBe(403);
      expect((await get(`/api/report/${s.event.id}/export?part=quiz&format=csv`, await s.as(who))).status).toBe(403);
    }
    const response = await get(`/api/report/${s.event.id}`, await s.as('buadm'));
    expect(response.status).toBe(200);
    const report = response.body.data;
    expect(report).toMatchObject({ registrations: 2, attendees: 1, attendanceMinutes: 40, questions: 1, approvedQuestions: 1 });
    expect(report.quiz[0]).toMatchObject({ quizQuestion: 'Biothérapies ?', voters: 2 });
    expect(report.quiz[0].results.map((x: { field: string; votes: number; percentage: number }) => [x.field, x.votes, x.percentage])).toEqual([
      ['Oui', 1, 50],
      ['Non', 0, 0],
      ['=SOMME(1;2)', 2, 100],
    ]);
    expect(report.feedback).toEqual({
      answers: 2,
      stars: [{ id: s.stars.id, feedbackQuestion: 'Qualité', average: 3.5, count: 2 }],
      free: [{ id: s.free.id, feedbackQuestion: 'Remarques', texts: ['Très clair; merci'] }],
    });
    expect((await get('/api/report/999999', await s.as('admin'))).status).toBe(404);
  });

  it('exports the quiz answers as CSV (BOM, ;) and XLSX, cell by cell, formulas neutralised', async () => {
    const s = await activeSession();
    const admin = await s.as('admin');
    const csv = await get(`/api/report/${s.event.id}/export?part=quiz&format=csv`, admin).buffer(true).parse(binaryBody);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['cache-control']).toBe('no-store');
    const lines = csvRows((csv.body as Buffer).toString('utf8'));
    expect(lines[0]).toEqual(['N°', 'Type', 'Question', 'Nom', 'Prénom', 'E-mail', 'Réponses', 'Correct', 'Date']);
    const byEmail = new Map(lines.slice(1).map((line) => [line[5], line]));
    expect(byEmail.get(s.users.member.email)?.slice(1, 8)).toEqual([
      'Sondage',
      'Biothérapies ?',
      'Durand',
      'Jeanne',
      s.users.member.email,
      'Oui | =SOMME(1;2)',
      '',
    ]);
    expect(byEmail.get(s.voter.email)?.slice(1, 8)).toEqual(['Sondage', 'Biothérapies ?', 'Martin', 'Paul', s.voter.email, "'=SOMME(1;2)", '']);
    expect(lines).toHaveLength(3);

    const xlsx = await get(`/api/report/${s.event.id}/export?part=feedback&format=xlsx`, admin).buffer(true).parse(binaryBody);
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    const bytes = xlsx.body as Buffer;
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.name).toBe('Satisfaction');
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (typeof v === 'string' || typeof v === 'number' ? String(v) : ''))));
    expect(rows[0]).toEqual(['Nom', 'Prénom', 'E-mail', 'Date', 'Qualité', 'Remarques']);
    const member = rows.find((row) => row[2] === s.users.member.email);
    expect([member?.[0], member?.[1], member?.[4], member?.[5]]).toEqual(['Durand', 'Jeanne', '5', 'Très clair; merci']);
    const voter = rows.find((row) => row[2] === s.voter.email);
    expect([voter?.[4], voter?.[5]]).toEqual(['2', '']);

    const bad = await get(`/api/report/${s.event.id}/export?part=secrets&format=csv`, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.log).toMatch(/Partie du rapport inconnue/);
    expect((await get(`/api/report/${s.event.id}/export?part=quiz&format=pdf`, admin)).status).toBe(400);
  });

  it('neutralises every text that starts like a formula in CSV, keeps it as a plain string in XLSX, and numbers stay numbers', async () => {
    const r = await room();
    const attacker = await makeUser(t.ctx, {
      lastname: "-2+3+cmd|' /C calc'!A0",
      firstname: "+1+cmd|' /C calc'!A0",
      email: `formule.${Date.now()}@exemple.fr`,
    });
    await makeSubscription(t.ctx, attacker.id, r.event.id);
    const [stars, free] = await makeFeedbackItems(t.ctx, r.event.id, [
      { type: 'stars', question: '=Qualité' },
      { type: 'free', question: 'Remarques' },
    ]);
    if (!stars || !free) throw new Error('no feedback items');
    await makeFeedbackAnswer(t.ctx, r.event.id, attacker.id, { [stars.id]: 4, [free.id]: '@SUM(1+1)*cmd|' });
    const admin = await r.as('admin');

    const csv = await get(`/api/report/${r.event.id}/export?part=feedback&format=csv`, admin).buffer(true).parse(binaryBody).expect(200);
    const lines = csvRows((csv.body as Buffer).toString('utf8'));
    expect(lines[0]).toEqual(['Nom', 'Prénom', 'E-mail', 'Date', "'=Qualité", 'Remarques']);
    const line = lines.find((cells) => cells[2] === attacker.email);
    expect([line?.[0], line?.[1], line?.[4], line?.[5]]).toEqual(["'-2+3+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0", '4', "'@SUM(1+1)*cmd|"]);

    const xlsx = await get(`/api/report/${r.event.id}/export?part=feedback&format=xlsx`, admin).buffer(true).parse(binaryBody).expect(200);
    const workbook = new ExcelJS.Workbook();
    const bytes = xlsx.body as Buffer;
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    let row: ExcelJS.Row | undefined;
    sheet.eachRow((each) => {
      if (each.getCell(3).value === attacker.email) row = each;
    });
    if (!row) throw new Error('no row for the attacker');
    const cells = [1, 2, 5, 6].map((column) => row?.getCell(column));
    expect(cells.map((cell) => [cell?.type, cell?.value])).toEqual([
      [ExcelJS.ValueType.String, "-2+3+cmd|' /C calc'!A0"],
      [ExcelJS.ValueType.String, "+1+cmd|' /C calc'!A0"],
      [ExcelJS.ValueType.Number, 4],
      [ExcelJS.ValueType.String, '@SUM(1+1)*cmd|'],
    ]);
    expect(sheet.getRow(1).getCell(5).value).toBe('=Qualité');
  });
});

describe('every control call, as every role and sub-role, on real rows', () => {
  it('answers 200 to the roles of its rule and 401/403 with a French log to the others, writing nothing for them', async () => {
    const r = await room();
    const visitor = await sessionFor(t.ctx, null);
    type Call = { name: string; allowed: readonly Who[]; send(session: TestSession): Promise<request.Response> };
    const fresh = {
      message: () => makeLiveMessage(t.ctx, r.event.id, r.users.member.id),
      question: () => makeQuizQuestion(t.ctx, r.event.id, { quizType: 'poll' }),
      announce: () => makeAnnouncement(t.ctx, r.event.id),
      feedback: async () => (await makeFeedbackItems(t.ctx, r.event.id, [{ type: 'stars', question: 'Qualité' }]))[0] as { id: number },
    };
    const moderators: Who[] = ['admin', 'buadm', 'mod'];
    const calls: Call[] = [
      { name: 'events/moderation', allowed: ALL, send: (s) => post('/api/events/moderation', s) },
      { name: 'orchestrator', allowed: moderators, send: (s) => get(`/api/orchestrator/${r.event.id}`, s) },
      { name: 'message/list', allowed: ['admin', 'buadm', 'mod', 'speaker'], send: (s) => post(`/api/message/list/${r.event.id}`, s) },
      { name: 'message/toggle', allowed: moderators, send: async (s) => post('/api/message/toggle', s, { id: (await fresh.message()).id }) },
      { name: 'message/delete', allowed: moderators, send: async (s) => post('/api/message/delete', s, { id: (await fresh.message()).id }) },
      { name: 'message/get', allowed: moderators, send: async (s) => get(`/api/message/get/${(await fresh.message()).id}`, s) },
      {
        name: 'message/edit',
        allowed: moderators,
        send: async (s) => post('/api/message/edit', s, { id: (await fresh.message()).id, messageContent: 'Corrigé' }),
      },
      { name: 'message/answered', allowed: moderators, send: async (s) => post('/api/message/answered', s, { id: (await fresh.message()).id }) },
      { name: 'message/feed/set', allowed: moderators, send: (s) => post(`/api/message/feed/set/${r.event.id}`, s, { enabled: 'false' }) },
      { name: 'quiz/list', allowed: ['admin'], send: (s) => post(`/api/quiz/list/${r.event.id}`, s) },
      {
        name: 'quiz/save',
        allowed: ['admin'],
        send: (s) =>
          post(
            `/api/quiz/save/${r.event.id}`,
            s,
            { quizType: 'poll', quizQuestion: 'Q', quizMaxAnswers: 1, quizAnswers: [{ field: 'a' }, { field: 'b' }] },
            true,
          ),
      },
      { name: 'quiz/delete', allowed: ['admin'], send: async (s) => post('/api/quiz/delete', s, { id: (await fresh.question()).id }) },
      { name: 'quiz/reset', allowed: ['admin'], send: async (s) => post(`/api/quiz/reset/${r.event.id}?q=${(await fresh.question()).id}`, s) },
      { name: 'announce/list', allowed: ['admin'], send: (s) => post(`/api/announce/list/${r.event.id}`, s) },
      { name: 'announce/save', allowed: ['admin'], send: (s) => post(`/api/announce/save/${r.event.id}`, s, { announceTitle: 'T', announceText: 'x' }) },
      { name: 'announce/delete', allowed: ['admin'], send: async (s) => post('/api/announce/delete', s, { id: (await fresh.announce()).id }) },
      { name: 'feedback/list', allowed: ['admin'], send: (s) => post(`/api/feedback/list/${r.event.id}`, s) },
      { name: 'feedback/save', allowed: ['admin'], send: (s) => post(`/api/feedback/save/${r.event.id}`, s, { feedbackType: 'free', feedbackQuestion: 'Q' }) },
      { name: 'feedback/delete', allowed: ['admin'], send: async (s) => post('/api/feedback/delete', s, { id: (await fresh.feedback()).id }) },
      { name: 'feedback/reset', allowed: ['admin'], send: (s) => post(`/api/feedback/reset/${r.event.id}`, s) },
      { name: 'report', allowed: ['admin', 'buadm'], send: (s) => get(`/api/report/${r.event.id}`, s) },
      { name: 'report/export', allowed: ['admin', 'buadm'], send: (s) => get(`/api/report/${r.event.id}/export?part=registrations&format=csv`, s) },
    ];
    const MAKES_A_ROW = new Set([
      'message/toggle',
      'message/answered',
      'message/delete',
      'message/get',
      'message/edit',
      'quiz/delete',
      'quiz/reset',
      'announce/delete',
      'feedback/delete',
    ]);
    const counts = async () => {
      const tables = [schema.liveMessages, schema.quizQuestions, schema.announcements, schema.feedbackItems] as const;
      return Promise.all(tables.map(async (table) => (await t.ctx.db.select().from(table).where(eq(table.eventId, r.event.id))).length));
    };
    for (const call of calls) {
      for (const who of ALL) {
        const response = await call.send(await r.as(who));
        const expected = call.allowed.includes(who) ? 200 : 403;
        if (response.status !== expected) throw new Error(`${call.name} as ${who}: ${response.status} ${JSON.stringify(response.body).slice(0, 160)}`);
        if (expected === 403) expect(response.body.log).toBe("Vous n'avez pas les droits nécessaires pour cette action.");
      }
      // A refused call writes nothing: only the rows the call itself made for the test are there.
      const before = await counts();
      const refused = await call.send(visitor);
      expect(refused.status).toBe(401);
      const after = await counts();
      const made = after.reduce((sum, n, at) => sum + n - (before[at] ?? 0), 0);
      const rowsMadeByTheTest = MAKES_A_ROW.has(call.name) ? 1 : 0;
      expect([call.name, made]).toEqual([call.name, rowsMadeByTheTest]);
    }
  });
});

describe('new questions reach the moderators waiting for them', () => {
  it('holds message/wait until a newer question exists, then answers at once', async () => {
    const r = await room();
    const mod = await r.as('mod');
    const first = await makeLiveMessage(t.ctx, r.event.id, r.users.member.id);
    const already = await get(`/api/message/wait/${r.event.id}?after=0`, mod);
    expect(already.body).toEqual({ message: 'ok', fresh: true, lastId: first.id });

    // Asked before the newer question exists, answered with it: the holding itself is waitForNewerMessage.test.ts's.
    const waiting = get(`/api/message/wait/${r.event.id}?after=${first.id}`, mod);
    const second = await makeLiveMessage(t.ctx, r.event.id, r.users.member.id, { content: 'Une nouvelle question' });
    expect((await waiting).body).toEqual({ message: 'ok', fresh: true, lastId: second.id });

    const bad = await get(`/api/message/wait/${r.event.id}?after=-1`, mod);
    expect(bad.status).toBe(400);
    expect(bad.body.log).toMatch(/Dernier message invalide/);
    expect((await get(`/api/message/wait/${r.event.id}?after=0`, await r.as('member'))).status).toBe(403);
  });
});
