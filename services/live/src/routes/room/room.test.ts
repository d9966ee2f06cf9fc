import request from 'supertest';
import { eq } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import {
  eventually,
  makeAnnouncement,
  makeEvent,
  makeFeedbackItems,
  makeQuizQuestion,
  makeSubscription,
  makeUser,
  openService,
  sessionFor,
  type SeededService,
  type TestSession,
} from '@canal/service-core/testing';
import { createApp } from '../../index';

let t: SeededService;
const now = new Date();

beforeAll(async () => {
  t = await openService(createApp, {}, now);
});
afterAll(() => t.database.close());

/** A live session with a subscribed member, an admin, a speaker and a member who is not subscribed. */
async function liveRoom() {
  const ctx = t.ctx;
  const event = await makeEvent(ctx, { startsInMin: -10, durationMin: 60, linkLive: '/demo/player.html' });
  const member = await makeUser(ctx);
  await makeSubscription(ctx, member.id, event.id);
  const outsider = await makeUser(ctx);
  const admin = await makeUser(ctx, { role: 'admin' });
  const speaker = await makeUser(ctx, { role: 'speaker' });
  const moderator = await makeUser(ctx, { role: 'staff', subRole: 'mod' });
  const as = async (user: { email: string }) => sessionFor(ctx, user.email);
  return { event, member, outsider, admin, speaker, moderator, as };
}

function post(path: string, session: TestSession | null, body: Record<string, unknown> = {}) {
  const call = request(t.app).post(path).type('form').send(body);
  if (session) call.set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf);
  return call;
}
function get(path: string, session: TestSession | null) {
  const call = request(t.app).get(path);
  if (session) call.set('Cookie', session.cookie);
  return call;
}

describe('state/get and state/set', () => {
  it("shows what a presenter set to the room's participants, with a revision that moves at each change", async () => {
    const room = await liveRoom();
    const member = await room.as(room.member);
    const empty = await get(`/api/state/get/${room.event.id}`, member);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ contentType: 'none', contentId: 'none', contentRevision: 0 });

    const question = await makeQuizQuestion(t.ctx, room.event.id, { quizType: 'poll' });
    await t.ctx.db.insert(schema.eventSpeakers).values({ eventId: room.event.id, userId: room.speaker.id });
    const set = await post(`/api/state/set/${room.event.id}`, await room.as(room.speaker), { contentType: 'poll', contentId: String(question.id) });
    expect(set.status).toBe(200);
    const after = await get(`/api/state/get/${room.event.id}`, member);
    expect(after.body.data).toMatchObject({ contentType: 'poll', contentId: String(question.id), contentRevision: 1 });

    await post(`/api/state/set/${room.event.id}`, await room.as(room.admin), { contentType: 'comment' });
    expect((await get(`/api/state/get/${room.event.id}`, member)).body.data).toMatchObject({ contentType: 'comment', contentRevision: 2 });
  });

  it('refuses the state to a visitor and to a member who is not subscribed, and state/set to a member', async () => {
    const room = await liveRoom();
    expect((await get(`/api/state/get/${room.event.id}`, null)).status).toBe(401);
    const outsider = await get(`/api/state/get/${room.event.id}`, await room.as(room.outsider));
    expect(outsider.status).toBe(403);
    expect(outsider.body.log).toBe("Vous n'êtes pas inscrit(e) à cette webconférence :(");
    const refused = await post(`/api/state/set/${room.event.id}`, await room.as(room.member), { contentType: 'comment' });
    expect(refused.status).toBe(403);
    const [stored] = await t.ctx.db.select().from(schema.liveStates).where(eq(schema.liveStates.eventId, room.event.id));
    expect(stored).toBeUndefined();
  });

  it("refuses unknown content types and another session's question with a French message, and changes nothing", async () => {
    const room = await liveRoom();
    const other = await makeEvent(t.ctx, { startsInMin: -5 });
    const foreign = await makeQuizQuestion(t.ctx, other.id);
    const admin = await room.as(room.admin);
    const unknown = await post(`/api/state/set/${room.event.id}`, admin, { contentType: 'video' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.log).toContain('Type de contenu inconnu');
    const wrong = await post(`/api/state/set/${room.event.id}`, admin, { contentType: 'quiz', contentId: String(foreign.id) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.log).toBe("Ce contenu n'appartient pas à cette session.");
    const kind = await makeQuizQuestion(t.ctx, room.event.id, { quizType: 'quiz' });
    expect((await post(`/api/state/set/${room.event.id}`, admin, { contentType: 'poll', contentId: String(kind.id) })).body.log).toBe(
      "Cette question n'est pas un sondage.",
    );
    const stored = await t.ctx.db.select().from(schema.liveStates).where(eq(schema.liveStates.eventId, room.event.id));
    expect(stored).toHaveLength(0);
  });
});

describe('who drives the room (state/set, quiz/setOptions)', () => {
  /** One account per role and staff sub-role, a speaker hosting the session and one hosting another session. */
  async function cast(eventId: number) {
    const ctx = t.ctx;
    const elsewhere = await makeEvent(ctx, { startsInMin: -5 });
    const [host, otherHost] = [await makeUser(ctx, { role: 'speaker' }), await makeUser(ctx, { role: 'speaker' })];
    await ctx.db.insert(schema.eventSpeakers).values([
      { eventId, userId: host.id },
      { eventId: elsewhere.id, userId: otherHost.id },
    ]);
    const member = await makeUser(ctx);
    await makeSubscription(ctx, member.id, eventId);
    const staff = async (subRole: 'buadm' | 'buadmCtr' | 'mod' | 'invit') => makeUser(ctx, { role: 'staff', subRole });
    return {
      allowed: {
        admin: await makeUser(ctx, { role: 'admin' }),
        'staff buadm': await staff('buadm'),
        'staff mod': await staff('mod'),
        'speaker of the session': host,
      },
      refused: {
        'staff buadmCtr': await staff('buadmCtr'),
        'staff invit': await staff('invit'),
        'subscribed member': member,
        'speaker of another session': otherHost,
        'speaker of no session': await makeUser(ctx, { role: 'speaker' }),
      },
    };
  }

  const storedState = async (eventId: number) => (await t.ctx.db.select().from(schema.liveStates).where(eq(schema.liveStates.eventId, eventId)))[0];

  for (const [when, startsInMin] of [
    ['live', -10],
    ['not started', 24 * 60],
  ] as const) {
    it(`lets the panel's users and the session's own speakers show a content, and nobody else, in a session ${when}`, async () => {
      const event = await makeEvent(t.ctx, { startsInMin, durationMin: 60 });
      const question = await makeQuizQuestion(t.ctx, event.id, { quizType: 'poll' });
      const { allowed, refused } = await cast(event.id);
      for (const [who, user] of Object.entries(refused)) {
        const response = await post(`/api/state/set/${event.id}`, await sessionFor(t.ctx, user.email), { contentType: 'poll', contentId: String(question.id) });
        expect([who, response.status]).toEqual([who, 403]);
        expect(response.body.log).toMatch(
          /^(Seuls l’équipe d’animation et les orateurs de cette session peuvent piloter son direct\.|Vous n'avez pas les droits nécessaires pour cette action\.)$/,
        );
        expect(await storedState(event.id)).toBeUndefined();
      }
      let revision = 0;
      for (const [who, user] of Object.entries(allowed)) {
        const response = await post(`/api/state/set/${event.id}`, await sessionFor(t.ctx, user.email), { contentType: 'poll', contentId: String(question.id) });
        expect([who, response.status]).toEqual([who, 200]);
        expect((await storedState(event.id))?.contentRevision).toBe(++revision);
      }
    });

    it(`lets the same people, and only them, show the results of the question on screen, in a session ${when}`, async () => {
      const event = await makeEvent(t.ctx, { startsInMin, durationMin: 60 });
      const question = await makeQuizQuestion(t.ctx, event.id, { quizType: 'quiz' });
      const { allowed, refused } = await cast(event.id);
      const admin = await sessionFor(t.ctx, allowed.admin.email);
      expect((await post(`/api/state/set/${event.id}`, admin, { contentType: 'quiz', contentId: String(question.id) })).status).toBe(200);
      const path = `/api/quiz/setOptions/${event.id}?q=${question.id}`;
      for (const [who, user] of Object.entries(refused)) {
        const response = await post(path, await sessionFor(t.ctx, user.email), { name: 'showResults', value: 'true' });
        expect([who, response.status]).toEqual([who, 403]);
        expect(await storedState(event.id)).toMatchObject({ contentRevision: 1, contentOptions: {} });
      }
      let shown = false;
      for (const [who, user] of Object.entries(allowed)) {
        shown = !shown;
        const response = await post(path, await sessionFor(t.ctx, user.email), { name: 'showResults', value: String(shown) });
        expect([who, response.status]).toEqual([who, 200]);
        expect((await storedState(event.id))?.contentOptions).toEqual({ showResults: shown });
      }
    });
  }

  it('tells a speaker of another session why, in French', async () => {
    const event = await makeEvent(t.ctx, { startsInMin: -10 });
    const { refused } = await cast(event.id);
    const response = await post(`/api/state/set/${event.id}`, await sessionFor(t.ctx, refused['speaker of another session'].email), { contentType: 'comment' });
    expect(response.status).toBe(403);
    expect(response.body.log).toBe('Seuls l’équipe d’animation et les orateurs de cette session peuvent piloter son direct.');
  });
});

describe('quiz and poll answers', () => {
  async function activeQuestion(fields: Parameters<typeof makeQuizQuestion>[2] = {}) {
    const room = await liveRoom();
    const question = await makeQuizQuestion(t.ctx, room.event.id, fields);
    const admin = await room.as(room.admin);
    await post(`/api/state/set/${room.event.id}`, admin, { contentType: question.quizType, contentId: String(question.id) });
    return { room, question, admin, path: (what: string) => `/api/quiz/${what}/${room.event.id}?q=${question.id}` };
  }

  it('stores an answer once: a second answer, a retry or another choice changes nothing and still succeeds', async () => {
    const { room, question, path } = await activeQuestion();
    const member = await room.as(room.member);
    const first = await post(path('store'), member, { choiceData: [2] });
    expect(first.status).toBe(200);
    expect(first.body.data.answered).toEqual([2]);
    const again = await Promise.all([post(path('store'), member, { choiceData: [2] }), post(path('store'), member, { choiceData: [3] })]);
    for (const response of again) {
      expect(response.status).toBe(200);
      expect(response.body.data.answered).toEqual([2]);
    }
    const rows = await t.ctx.db.select().from(schema.quizAnswers).where(eq(schema.quizAnswers.questionId, question.id));
    expect(rows).toHaveLength(1);
  });

  it('hides the correct answers until the presenter shows results, then counts voters, not selections', async () => {
    const { room, path, admin } = await activeQuestion({ quizType: 'quiz', answers: ['A', 'B', 'C'], correct: [1], maxAnswers: 2 });
    const voters = [room.member, ...(await Promise.all([1, 2].map(() => makeUser(t.ctx))))];
    for (const voter of voters.slice(1)) await makeSubscription(t.ctx, voter.id, room.event.id);
    const choices = [[1, 2], [1], [3]];
    for (const [index, voter] of voters.entries()) expect((await post(path('store'), await room.as(voter), { choiceData: choices[index] })).status).toBe(200);

    const before = await post(path('get'), await room.as(room.member));
    expect(before.body.data.results).toBeUndefined();
    expect(JSON.stringify(before.body.data.quizAnswers)).not.toContain('correct');

    expect((await post(path('setOptions'), admin, { name: 'showResults', value: 'true' })).status).toBe(200);
    const after = await post(path('get'), await room.as(room.member));
    expect(after.body.data.options.showResults).toBe(true);
    expect(after.body.data.voters).toBe(3);
    expect(after.body.data.results).toEqual([
      { rid: 1, votes: 2, percentage: 67, correct: true },
      { rid: 2, votes: 1, percentage: 33, correct: false },
      { rid: 3, votes: 1, percentage: 33, correct: false },
    ]);
  });

  it('refuses answers not in the question, too many answers, none, and answers once the question is no longer shown', async () => {
    const { room, question, path, admin } = await activeQuestion({ maxAnswers: 1 });
    const member = await room.as(room.member);
    const notInQuestion = await post(path('store'), member, { choiceData: [9] });
    expect(notInQuestion.status).toBe(400);
    expect(notInQuestion.body.log).toBe("Cette réponse n'existe pas pour cette question.");
    expect((await post(path('store'), member, { choiceData: [1, 2] })).body.log).toBe('Vous pouvez choisir 1 réponse(s) au plus.');
    expect((await post(path('store'), member, {})).body.log).toContain('Vous devez choisir au moins une réponse !');

    await post(`/api/state/set/${room.event.id}`, admin, { contentType: 'none' });
    const late = await post(path('store'), member, { choiceData: [1] });
    expect(late.status).toBe(409);
    expect(late.body.log).toBe("Cette question n'est plus active : votre réponse n'a pas été enregistrée.");
    expect(await t.ctx.db.select().from(schema.quizAnswers).where(eq(schema.quizAnswers.questionId, question.id))).toHaveLength(0);
  });

  it("does not show another session's question through this session's address", async () => {
    const { room } = await activeQuestion();
    const other = await makeEvent(t.ctx, { startsInMin: -5 });
    const foreign = await makeQuizQuestion(t.ctx, other.id);
    const response = await post(`/api/quiz/store/${room.event.id}?q=${foreign.id}`, await room.as(room.member), { choiceData: [1] });
    expect(response.status).toBe(404);
    expect(response.body.log).toBe('Question introuvable.');
  });
});

describe('message/send', () => {
  it('stores a question unapproved, once per key, and refuses an empty or a 10,000-character one', async () => {
    const room = await liveRoom();
    const member = await room.as(room.member);
    const body = { eid: String(room.event.id), message: 'Quelle place pour la triple thérapie ?', key: 'q-abcdefgh-1', fsubmit: 'message_form' };
    const [first, retry] = await Promise.all([post('/api/message/send', member, body), post('/api/message/send', member, body)]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ form: 'saved' });
    expect(retry.status).toBe(200);
    expect((await post('/api/message/send', member, { ...body, message: '   ' })).body.log).toContain('Votre question est vide.');
    const long = await post('/api/message/send', member, { ...body, key: 'q-abcdefgh-2', message: 'x'.repeat(10_000) });
    expect(long.status).toBe(400);
    expect(long.body.log).toContain('Votre question est trop longue');
    const rows = await t.ctx.db.select().from(schema.liveMessages).where(eq(schema.liveMessages.eventId, room.event.id));
    expect(rows.map((row) => [row.content, row.approved, row.userId])).toEqual([['Quelle place pour la triple thérapie ?', false, room.member.id]]);
  });

  it('takes 10 questions a minute from a member in a session, refuses the 11th in French without storing it, and still answers retries', async () => {
    const room = await liveRoom();
    const member = await room.as(room.member);
    const ask = (n: number) =>
      post('/api/message/send', member, { eid: String(room.event.id), message: `Question ${n}`, key: `q-rate-${room.member.id}-${n}` });
    const burst = await Promise.all(Array.from({ length: 30 }, (_, n) => ask(n)));
    const accepted = burst.filter((response) => response.status === 200);
    const refused = burst.filter((response) => response.status !== 200);
    expect(accepted).toHaveLength(10);
    expect(refused.map((response) => [response.status, response.body.log])).toEqual(
      Array(20).fill([429, 'Merci de patienter avant d’envoyer une autre question.']),
    );
    const stored = async () => t.ctx.db.select().from(schema.liveMessages).where(eq(schema.liveMessages.eventId, room.event.id));
    expect(await stored()).toHaveLength(10);

    // A retry of a question that was taken answers the same success; one that was refused stays refused.
    const taken = Number((await stored())[0]?.content.replace('Question ', ''));
    expect((await ask(taken)).body).toEqual({ form: 'saved', log: 'Question envoyée !' });
    expect((await ask(100)).status).toBe(429);
    expect(await stored()).toHaveLength(10);

    // The same member in another session, and another member here, are counted apart.
    const other = await makeEvent(t.ctx, { startsInMin: -10 });
    await makeSubscription(t.ctx, room.member.id, other.id);
    expect((await post('/api/message/send', member, { eid: String(other.id), message: 'Ailleurs', key: `q-rate-other-${room.member.id}` })).status).toBe(200);
    const neighbour = await makeUser(t.ctx);
    await makeSubscription(t.ctx, neighbour.id, room.event.id);
    expect(
      (await post('/api/message/send', await room.as(neighbour), { eid: String(room.event.id), message: 'Moi aussi', key: `q-rate-n-${neighbour.id}` })).status,
    ).toBe(200);

    // A minute later the member may ask again.
    const later = new Date(now.getTime() + 61_000);
    t.ctx.now = () => later;
    try {
      expect((await ask(101)).status).toBe(200);
    } finally {
      t.ctx.now = () => now;
    }
  });

  it('refuses a member who is not subscribed to the session', async () => {
    const room = await liveRoom();
    const response = await post('/api/message/send', await room.as(room.outsider), { eid: String(room.event.id), message: 'Bonjour', key: 'q-abcdefgh-3' });
    expect(response.status).toBe(403);
    expect(await t.ctx.db.select().from(schema.liveMessages).where(eq(schema.liveMessages.eventId, room.event.id))).toHaveLength(0);
  });
});

describe('feedback', () => {
  it('stores the answers once, requires every star question, and keeps free text optional', async () => {
    const room = await liveRoom();
    const [clarity, content, remarks] = await makeFeedbackItems(t.ctx, room.event.id, [
      { type: 'stars', question: 'Clarté des intervenants' },
      { type: 'stars', question: 'Intérêt du contenu' },
      { type: 'free', question: 'Vos remarques' },
    ]);
    if (!clarity || !content || !remarks) throw new Error('feedback items');
    const member = await room.as(room.member);
    const missing = await post(`/api/feedback/store/${room.event.id}`, member, { [`e_${clarity.id}`]: '4' });
    expect(missing.status).toBe(400);
    expect(missing.body.log).toBe('Vous devez répondre à toutes les questions notées par des étoiles.');
    const foreign = await post(`/api/feedback/store/${room.event.id}`, member, { [`e_${clarity.id}`]: '4', [`e_${content.id}`]: '5', e_99999: 'x' });
    expect(foreign.status).toBe(400);

    const ok = await post(`/api/feedback/store/${room.event.id}`, member, { [`e_${clarity.id}`]: '4', [`e_${content.id}`]: '5', [`e_${remarks.id}`]: '' });
    expect(ok.body).toEqual({ feedback: 'complete', answered: true });
    const twice = await post(`/api/feedback/store/${room.event.id}`, member, { [`e_${clarity.id}`]: '1', [`e_${content.id}`]: '1' });
    expect(twice.status).toBe(200);
    const rows = await t.ctx.db.select().from(schema.feedbackAnswers).where(eq(schema.feedbackAnswers.eventId, room.event.id));
    expect(rows.map((row) => row.answers)).toEqual([{ [clarity.id]: 4, [content.id]: 5 }]);
    const read = await post(`/api/feedback/get/${room.event.id}`, member);
    expect(read.body).toMatchObject({ feedback: 'complete', answered: true, data: { items: [{ feedbackQuestion: 'Clarté des intervenants' }, {}, {}] } });
  });
});

describe('feedback: who may read and answer it', () => {
  async function withFeedback(startsInMin: number) {
    const room = await liveRoom();
    const event = startsInMin === -10 ? room.event : await makeEvent(t.ctx, { startsInMin, durationMin: 60 });
    if (event.id !== room.event.id) await makeSubscription(t.ctx, room.member.id, event.id);
    const [item] = await makeFeedbackItems(t.ctx, event.id, [{ type: 'stars', question: 'Clarté des intervenants' }]);
    if (!item) throw new Error('feedback item');
    const answers = async () => t.ctx.db.select().from(schema.feedbackAnswers).where(eq(schema.feedbackAnswers.eventId, event.id));
    return { room, event, answer: { [`e_${item.id}`]: '5' }, answers };
  }

  it('refuses a member who is not subscribed to the session, in French, and stores nothing', async () => {
    const { room, event, answer, answers } = await withFeedback(-10);
    const outsider = await room.as(room.outsider);
    const read = await post(`/api/feedback/get/${event.id}`, outsider);
    expect(read.status).toBe(403);
    expect(read.body.log).toBe("Vous n'êtes pas inscrit(e) à cette webconférence :(");
    expect(read.body.data).toBeUndefined();
    const sent = await post(`/api/feedback/store/${event.id}`, outsider, answer);
    expect(sent.status).toBe(403);
    expect(sent.body.log).toBe("Vous n'êtes pas inscrit(e) à cette webconférence :(");
    expect(await answers()).toEqual([]);
  });

  it('takes the answers of a subscriber after the session too, and of staff, but not before the session', async () => {
    const ended = await withFeedback(-3 * 60);
    expect((await post(`/api/feedback/store/${ended.event.id}`, await ended.room.as(ended.room.member), ended.answer)).status).toBe(200);
    expect((await post(`/api/feedback/store/${ended.event.id}`, await ended.room.as(ended.room.moderator), ended.answer)).status).toBe(200);
    expect(await ended.answers()).toHaveLength(2);

    const coming = await withFeedback(24 * 60);
    const early = await post(`/api/feedback/store/${coming.event.id}`, await coming.room.as(coming.room.member), coming.answer);
    expect(early.status).toBe(403);
    expect(early.body.log).toBe("Le live de cette session n'est pas ouvert.");
    expect(await coming.answers()).toEqual([]);
  });
});

describe('announce/get', () => {
  it("shows the session's announcement and not another session's", async () => {
    const room = await liveRoom();
    const announce = await makeAnnouncement(t.ctx, room.event.id, { title: 'Pause', text: 'Reprise à 21h' });
    const other = await makeAnnouncement(t.ctx, (await makeEvent(t.ctx, {})).id);
    const member = await room.as(room.member);
    expect((await post(`/api/announce/get/${room.event.id}?q=${announce.id}`, member)).body.data).toEqual({
      id: announce.id,
      announceTitle: 'Pause',
      announceText: 'Reprise à 21h',
    });
    expect((await post(`/api/announce/get/${room.event.id}?q=${other.id}`, member)).status).toBe(404);
  });
});

describe('video tracking', () => {
  it('stretches the span watched from one viewStart, and refuses spans that end before they start', async () => {
    const room = await liveRoom();
    const member = await room.as(room.member);
    const start = Math.floor(now.getTime() / 1000) - 120;
    for (const last of [start + 10, start + 60, start + 30]) {
      expect((await post(`/api/live/track/${room.event.id}`, member, { viewStart: start, viewLast: last })).status).toBe(200);
    }
    const rows = await t.ctx.db.select().from(schema.videoViews).where(eq(schema.videoViews.eventId, room.event.id));
    expect(rows.map((row) => [row.userId, row.viewLast.getTime() / 1000])).toEqual([[room.member.id, start + 60]]);
    const backwards = await post(`/api/live/track/${room.event.id}`, member, { viewStart: start, viewLast: start - 5 });
    expect(backwards.status).toBe(400);
    expect(backwards.body.log).toBe('Horodatage invalide.');
  });
});

describe('questions at Slido’s level: one’s own questions, the approved-questions feed, votes', () => {
  async function askedRoom() {
    const room = await liveRoom();
    const member = await room.as(room.member);
    const ask = async (message: string, key: string) =>
      expect((await post('/api/message/send', member, { eid: String(room.event.id), message, key })).status).toBe(200);
    await ask('Quelle durée pour la corticothérapie ?', 'own-question-1');
    await ask('Et chez l’enfant ?', 'own-question-2');
    await ask('Quid des biothérapies ?', 'own-question-3');
    const rows = await t.ctx.db.select().from(schema.liveMessages).where(eq(schema.liveMessages.eventId, room.event.id));
    const byText = (text: string) => rows.find((row) => row.content.startsWith(text))?.id ?? 0;
    return { room, member, ids: { cortico: byText('Quelle durée'), child: byText('Et chez'), bio: byText('Quid') } };
  }

  it('shows members their own questions, newest first, as Envoyée, Approuvée or Répondue, and nobody else’s', async () => {
    const { room, member, ids } = await askedRoom();
    const moderator = await room.as(room.moderator);
    expect((await post('/api/message/toggle', moderator, { id: ids.cortico })).status).toBe(200);
    expect((await post('/api/message/answered', moderator, { id: ids.child })).status).toBe(200);
    const mine = await get(`/api/message/mine/${room.event.id}`, member);
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((question: { id: number; state: string }) => [question.id, question.state])).toEqual([
      [ids.bio, 'sent'],
      [ids.child, 'answered'],
      [ids.cortico, 'approved'],
    ]);
    const other = await makeUser(t.ctx);
    await makeSubscription(t.ctx, other.id, room.event.id);
    expect((await get(`/api/message/mine/${room.event.id}`, await room.as(other))).body.data).toEqual([]);
    expect((await get(`/api/message/mine/${room.event.id}`, await room.as(room.outsider))).status).toBe(403);
    expect((await get(`/api/message/mine/${room.event.id}`, null)).status).toBe(401);
  });

  it('opens the feed with the first approval, then by the moderators’ switch only, shows approved questions there, and counts a member once under concurrent clicks', async () => {
    const { room, member, ids } = await askedRoom();
    const moderator = await room.as(room.moderator);
    await post('/api/message/toggle', moderator, { id: ids.cortico });
    const first = await get(`/api/message/feed/${room.event.id}`, member);
    expect(first.body.enabled).toBe(true);
    expect(first.body.data.map((question: { id: number }) => question.id)).toEqual([ids.cortico]);
    // The moderator closes it: approving another question leaves it closed.
    expect((await post(`/api/message/feed/set/${room.event.id}`, moderator, { enabled: 'false' })).status).toBe(200);
    await post('/api/message/toggle', moderator, { id: ids.child });
    const closed = await get(`/api/message/feed/${room.event.id}`, member);
    expect(closed.body).toEqual({ message: 'ok', enabled: false, data: [] });
    const early = await post(`/api/message/vote/${room.event.id}`, member, { id: ids.cortico });
    expect(early.status).toBe(409);
    expect(early.body.log).toBe('Le fil des questions n’est pas ouvert dans cette session.');
    expect((await post(`/api/message/feed/set/${room.event.id}`, member, { enabled: 'true' })).status).toBe(403);

    const before = (await get(`/api/state/get/${room.event.id}`, member)).body.data;
    const opened = await post(`/api/message/feed/set/${room.event.id}`, moderator, { enabled: 'true' });
    expect(opened.status).toBe(200);
    // A room setting: what the room shows and its revision stay, the state says the feed is open.
    expect((await get(`/api/state/get/${room.event.id}`, member)).body.data).toEqual({ ...before, questionsFeed: true });

    // Twenty clicks of one member at the same moment, and one of another: two votes.
    const voter = await makeUser(t.ctx);
    await makeSubscription(t.ctx, voter.id, room.event.id);
    const clicks = await Promise.all([
      ...Array.from({ length: 20 }, () => post(`/api/message/vote/${room.event.id}`, member, { id: ids.child })),
      post(`/api/message/vote/${room.event.id}`, await room.as(voter), { id: ids.child }),
    ]);
    expect(clicks.map((click) => click.status)).toEqual(clicks.map(() => 200));
    const stored = await t.ctx.db.select().from(schema.liveMessageVotes).where(eq(schema.liveMessageVotes.messageId, ids.child));
    expect(stored.map((vote) => vote.userId).sort()).toEqual([room.member.id, voter.id].sort());
    const unapproved = await post(`/api/message/vote/${room.event.id}`, member, { id: ids.bio });
    expect(unapproved.status).toBe(404);
    expect(unapproved.body.log).toBe('Cette question n’est pas dans le fil des questions.');

    // The feed reads again within a couple of seconds: wait for the votes to show, no longer.
    const feed = await eventually(
      async () => (await get(`/api/message/feed/${room.event.id}`, member)).body,
      (answer) => answer.data[0]?.votes === 2,
      5000,
    );
    expect(feed.enabled).toBe(true);
    expect(feed.data.map((question: { id: number; votes: number; answered: boolean }) => [question.id, question.votes, question.answered])).toEqual([
      [ids.child, 2, false],
      [ids.cortico, 0, false],
    ]);
    expect(JSON.stringify(feed)).not.toContain(room.member.email);
    expect((await get(`/api/message/mine/${room.event.id}`, member)).body.voted).toEqual([ids.child]);

    // The moderators sort by votes, and mark a question answered.
    const byVotes = await post(`/api/message/list/${room.event.id}?sort=votes`, moderator);
    expect(byVotes.body.data.map((message: { id: number; votes: number }) => [message.id, message.votes])[0]).toEqual([ids.child, 2]);
    expect(byVotes.body.questionsFeed).toBe(true);
    const byTime = await post(`/api/message/list/${room.event.id}`, moderator);
    expect(byTime.body.data.map((message: { id: number }) => message.id)).toEqual([ids.bio, ids.child, ids.cortico]);
    const answered = await post('/api/message/answered', moderator, { id: ids.child });
    expect(answered.body.data).toMatchObject({ id: ids.child, messageAnswered: 'on', votes: 2 });
    expect((await post('/api/message/answered', member, { id: ids.cortico })).status).toBe(403);
    expect((await post(`/api/message/list/${room.event.id}?sort=popular`, moderator)).body.log).toContain('Tri inconnu');
  });
});
