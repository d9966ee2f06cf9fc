import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { rowsOf, schema } from '@canal/service-core';
import {
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
import { createApp } from '../index';
import { quizAnswerBatch } from './answerBatches';

let t: SeededService;
let server: http.Server;
let base = '';
const now = new Date();

beforeAll(async () => {
  t = await openService(createApp, {}, now);
  // One listening server for the whole burst (a free port), as the gateway would hold.
  server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.database.close();
});

const MEMBERS = 120;

/** A live session with MEMBERS subscribed members (each with a session) and an admin. */
async function crowdedRoom() {
  const event = await makeEvent(t.ctx, { startsInMin: -10, durationMin: 60 });
  const members = await Promise.all(Array.from({ length: MEMBERS }, () => makeUser(t.ctx)));
  const sessions: Array<{ userId: number; session: TestSession }> = [];
  for (const member of members) {
    await makeSubscription(t.ctx, member.id, event.id);
    sessions.push({ userId: member.id, session: await sessionFor(t.ctx, member.email) });
  }
  const admin = await sessionFor(t.ctx, (await makeUser(t.ctx, { role: 'admin' })).email);
  // Each member is in the room already (one poll): their session is known to the process, as in a real room.
  await Promise.all(
    sessions.map(({ session }) =>
      fetch(`${base}/api/state/get/${event.id}`, { headers: { Cookie: session.cookie } }).then((response) => response.arrayBuffer()),
    ),
  );
  return { event, sessions, admin };
}

async function post(path: string, session: TestSession, body: Record<string, string>) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { Cookie: session.cookie, 'X-CSRF-Token': session.csrf, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Rows written by one statement share its transaction id: how many statements wrote these rows. */
async function statementsThatWrote(table: 'quiz_answers' | 'feedback_answers', column: string, id: number): Promise<number> {
  const [row] = await rowsOf<{ n: string }>(t.ctx.db, sql`select count(distinct xmin::text) as n from ${sql.raw(table)} where ${sql.raw(column)} = ${id}`);
  return Number(row?.n ?? 0);
}

describe('a burst of answers', () => {
  it('stores every member’s answer once, in a few multi-row statements, and answers each member only once the row is there', async () => {
    const room = await crowdedRoom();
    const question = await makeQuizQuestion(t.ctx, room.event.id, { quizType: 'poll', answers: ['Oui', 'Non'] });
    expect((await post(`/api/state/set/${room.event.id}`, room.admin, { contentType: 'poll', contentId: String(question.id) })).status).toBe(200);
    const path = `/api/quiz/store/${room.event.id}?q=${question.id}`;
    const missingAtAnswer: number[] = [];
    // Every member answers at once, and one in four again (a double click) with another choice.
    const calls = [...room.sessions, ...room.sessions.filter((_, index) => index % 4 === 0)];
    const answers = await Promise.all(
      calls.map(async ({ userId, session }, index) => {
        const answer = await post(path, session, { choiceData: index < MEMBERS ? '1' : '2' });
        // Read at once from another connection: the row must be committed before the member is answered.
        const [seen] = await t.ctx.db
          .select({ rids: schema.quizAnswers.rids })
          .from(schema.quizAnswers)
          .where(sql`question_id = ${question.id} and user_id = ${userId}`);
        if (!seen) missingAtAnswer.push(userId);
        return answer;
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(calls.map(() => 200));
    // The retries answer the first choice, as a retry of a single insert did.
    expect(new Set(answers.map((answer) => JSON.stringify((answer.body.data as { answered: number[] }).answered)))).toEqual(new Set(['[1]']));
    expect(missingAtAnswer).toEqual([]);
    const rows = await t.ctx.db.select().from(schema.quizAnswers).where(eq(schema.quizAnswers.questionId, question.id));
    expect(rows).toHaveLength(MEMBERS);
    expect(rows.every((row) => row.rids.join() === '1')).toBe(true);
    expect(await statementsThatWrote('quiz_answers', 'question_id', question.id)).toBeLessThan(MEMBERS / 4);
  });

  it('takes the feedback of the whole room the same way: once each, in a few statements', async () => {
    const room = await crowdedRoom();
    const [stars, free] = await makeFeedbackItems(t.ctx, room.event.id, [
      { type: 'stars', question: 'Clarté des intervenants' },
      { type: 'free', question: 'Un commentaire ?' },
    ]);
    if (!stars || !free) throw new Error('feedback items');
    const path = `/api/feedback/store/${room.event.id}`;
    // Free text as people write it: quotes, a backslash, braces and commas travel through the batch's arrays untouched.
    const comment = 'Très « clair », "merci" \\ {à refaire}';
    const calls = [...room.sessions, ...room.sessions.slice(0, 20)];
    const answers = await Promise.all(
      calls.map(({ session }, index) => post(path, session, { [`e_${stars.id}`]: index < MEMBERS ? '5' : '1', [`e_${free.id}`]: comment })),
    );
    expect(answers.every((answer) => answer.status === 200 && answer.body.answered === true)).toBe(true);
    const rows = await t.ctx.db.select().from(schema.feedbackAnswers).where(eq(schema.feedbackAnswers.eventId, room.event.id));
    expect(rows).toHaveLength(MEMBERS);
    expect(rows.every((row) => row.answers[String(stars.id)] === 5 && row.answers[String(free.id)] === comment)).toBe(true);
    expect(await statementsThatWrote('feedback_answers', 'event_id', room.event.id)).toBeLessThan(MEMBERS / 4);
  });

  it('fails only the caller whose row the database refuses, not the answers batched with it', async () => {
    const event = await makeEvent(t.ctx, { startsInMin: -10, durationMin: 60 });
    const question = await makeQuizQuestion(t.ctx, event.id);
    const [first, second] = [await makeUser(t.ctx), await makeUser(t.ctx)];
    const batch = quizAnswerBatch(t.ctx);
    const at = t.ctx.now();
    const results = await Promise.allSettled([
      batch.insert({ questionId: question.id, userId: first.id, rids: [1], createdAt: at }),
      // A question deleted meanwhile: its foreign key refuses the row.
      batch.insert({ questionId: 2_000_000_000, userId: first.id, rids: [1], createdAt: at }),
      batch.insert({ questionId: question.id, userId: second.id, rids: [2], createdAt: at }),
      batch.insert({ questionId: question.id, userId: second.id, rids: [3], createdAt: at }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    // The second click of `second` arrived in the same statement as its first: it is answered with the first.
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value?.rids : 'refused'))).toEqual([[1], 'refused', [2], [2]]);
    // A retry after that statement finds the place taken: null, the caller reads the stored answer.
    expect(await batch.insert({ questionId: question.id, userId: second.id, rids: [4], createdAt: at })).toBeNull();
    const rows = await t.ctx.db.select().from(schema.quizAnswers).where(eq(schema.quizAnswers.questionId, question.id));
    expect(rows.map((row) => [row.userId, row.rids]).sort()).toEqual(
      [
        [first.id, [1]],
        [second.id, [2]],
      ].sort(),
    );
  });
});
