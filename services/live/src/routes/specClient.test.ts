import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import {
  makeEvent,
  makeFeedbackItems,
  makeQuizQuestion,
  makeSubscription,
  makeUser,
  openService,
  sessionFor,
  type SeededService,
} from '@canal/service-core/testing';
import { createApp } from '../index';

/**
 * A client written to the spec's calls (a partner's app, an integration), not our pages: spec 000 §7
 * sends message/send and events/redir as multipart/form-data, the csrf field inside, with only the
 * fields the spec lists.
 */
let t: SeededService;
beforeAll(async () => {
  t = await openService(createApp, {}, new Date());
});
afterAll(() => t.database.close());

async function memberInLiveRoom() {
  const event = await makeEvent(t.ctx, { startsInMin: -5, durationMin: 60, linkExternal: 'https://salle.example.org/fr' });
  const member = await makeUser(t.ctx);
  await makeSubscription(t.ctx, member.id, event.id);
  return { event, member, session: await sessionFor(t.ctx, member.email) };
}

describe('the live room as the spec’s client calls it', () => {
  it('stores a question sent as multipart eid, message, fsubmit=message_form, csrf: no other field needed', async () => {
    const { event, member, session } = await memberInLiveRoom();
    const sent = await request(t.app)
      .post('/api/message/send')
      .set('Cookie', session.cookie)
      .field('eid', String(event.id))
      .field('message', 'Quelle place pour la triple thérapie ?')
      .field('fsubmit', 'message_form')
      .field('csrf', session.csrf)
      .expect(200);
    expect(sent.body.form).toBe('saved');
    // Sent twice without a key of its own: the spec's client asked twice, so two questions are stored.
    await request(t.app)
      .post('/api/message/send')
      .set('Cookie', session.cookie)
      .field('eid', String(event.id))
      .field('message', 'Et chez l’asthmatique ?')
      .field('fsubmit', 'message_form')
      .field('csrf', session.csrf)
      .expect(200);
    const stored = await t.ctx.db
      .select()
      .from(schema.liveMessages)
      .where(and(eq(schema.liveMessages.eventId, event.id), eq(schema.liveMessages.userId, member.id)));
    expect(stored.map((row) => row.content).sort()).toEqual(['Et chez l’asthmatique ?', 'Quelle place pour la triple thérapie ?']);
  });

  it('enters the room from events/redir sent as multipart rd', async () => {
    const { event, session } = await memberInLiveRoom();
    const answer = await request(t.app)
      .post(`/api/events/redir/${event.id}`)
      .set('Cookie', session.cookie)
      .field('rd', String(Math.floor(Date.now() / 1000)))
      .field('csrf', session.csrf)
      .expect(200);
    expect(answer.body).toEqual({ live: 'redir', to: 'https://salle.example.org/fr', toMethod: 'GET', toData: {} });
  });

  it('answers quiz/state/{eventId}/?q= as quiz/get: the question as this participant sees it', async () => {
    const { event, session } = await memberInLiveRoom();
    const question = await makeQuizQuestion(t.ctx, event.id, { question: 'Quel examen confirme une BPCO ?', answers: ['La spirométrie', 'La radiographie'] });
    const call = (name: string) =>
      request(t.app)
        .post(`/api/quiz/${name}/${event.id}/?q=${question.id}`)
        .set('Cookie', session.cookie)
        .set('X-CSRF-Token', session.csrf)
        .type('form')
        .send({});
    const state = await call('state').expect(200);
    expect(state.body).toMatchObject({ quiz: 'complete', data: { quizQuestion: 'Quel examen confirme une BPCO ?' } });
    expect(state.body).toEqual((await call('get').expect(200)).body);
    const outsider = await sessionFor(t.ctx, (await makeUser(t.ctx)).email);
    await request(t.app).post(`/api/quiz/state/${event.id}/?q=${question.id}`).set('Cookie', outsider.cookie).set('X-CSRF-Token', outsider.csrf).expect(403);
  });

  it('stores feedback answers sent as e_{index} (the place of each question from 0), as the spec writes them', async () => {
    const { event, member, session } = await memberInLiveRoom();
    const [clarity, content, remarks] = await makeFeedbackItems(t.ctx, event.id, [
      { type: 'stars', question: 'Clarté des intervenants' },
      { type: 'stars', question: 'Intérêt du contenu' },
      { type: 'free', question: 'Vos remarques' },
    ]);
    const store = (fields: Record<string, string>) =>
      request(t.app)
        .post(`/api/feedback/store/${event.id}/`)
        .set('Cookie', session.cookie)
        .set('X-CSRF-Token', session.csrf)
        .type('form')
        .send({ feedback_form: '1', ...fields });
    const beyond = await store({ e_0: '4', e_1: '5', e_3: 'x' }).expect(400);
    expect(beyond.body.log).toBe('Le champ « e_3 » ne fait pas partie de ce questionnaire.');
    expect((await store({ e_0: '4', e_1: '5', e_2: 'Très clair' }).expect(200)).body).toEqual({ feedback: 'complete', answered: true });
    const rows = await t.ctx.db
      .select()
      .from(schema.feedbackAnswers)
      .where(and(eq(schema.feedbackAnswers.eventId, event.id), eq(schema.feedbackAnswers.userId, member.id)));
    expect(rows.map((row) => row.answers)).toEqual([{ [String(clarity?.id)]: 4, [String(content?.id)]: 5, [String(remarks?.id)]: 'Très clair' }]);
  });
});
