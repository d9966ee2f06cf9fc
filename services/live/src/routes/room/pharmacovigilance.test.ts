import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import { makeEvent, makeSubscription, makeUser, openService, sessionFor, type SeededService } from '@canal/service-core/testing';
import { createApp } from '../../index';

let t: SeededService;
const now = new Date();
beforeAll(async () => {
  t = await openService(createApp, {}, now);
  await t.ctx.db.insert(schema.pvProducts).values({ name: 'Trimbow' });
});
afterAll(() => t.database.close());

async function askInRoom(message: string) {
  const event = await makeEvent(t.ctx, { startsInMin: -10, durationMin: 60, linkLive: '/demo/player.html' });
  const member = await makeUser(t.ctx);
  await makeSubscription(t.ctx, member.id, event.id);
  const session = await sessionFor(t.ctx, member.email);
  const response = await request(t.app)
    .post('/api/message/send')
    .type('form')
    .set('Cookie', session.cookie)
    .set('X-CSRF-Token', session.csrf)
    .send({ eid: String(event.id), message, key: `q-pvcase-${member.id}`, fsubmit: 'message_form' });
  const questions = await t.ctx.db.select().from(schema.liveMessages).where(eq(schema.liveMessages.userId, member.id));
  const cases = await t.ctx.db.select().from(schema.pvCases).where(eq(schema.pvCases.userId, member.id));
  return { response, member, questions, cases };
}

describe('a live question that mentions an adverse event', () => {
  it('opens a pharmacovigilance case with the question, due in 24 hours', async () => {
    const { response, member, questions, cases } = await askInRoom('Un patient sous Trimbow a eu des palpitations, est-ce décrit ?');
    expect(response.status).toBe(200);
    expect(questions).toHaveLength(1);
    expect(cases).toEqual([
      expect.objectContaining({
        source: 'question',
        sourceId: String(questions[0]?.id),
        text: 'Un patient sous Trimbow a eu des palpitations, est-ce décrit ?',
        drug: 'Trimbow',
        harm: 'palpitation',
        email: member.email,
        status: 'open',
        processedBy: null,
      }),
    ]);
    const [opened] = cases;
    expect(opened && opened.dueAt.getTime() - opened.openedAt.getTime()).toBe(24 * 3600_000);
  });

  it('opens none for a question without one', async () => {
    const { response, cases } = await askInRoom('Quelle posologie pour le Trimbow ?');
    expect(response.status).toBe(200);
    expect(cases).toEqual([]);
  });

  it('keeps neither the question nor the case when the case cannot be written', async () => {
    await t.ctx.db.execute(sql`create function pv_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await t.ctx.db.execute(sql`create trigger pv_refuse before insert on pv_cases for each row execute function pv_refuse()`);
    try {
      const { response, questions, cases } = await askInRoom('Œdème sous TRIMBOW');
      expect(response.status).toBe(500);
      expect(questions).toEqual([]);
      expect(cases).toEqual([]);
    } finally {
      await t.ctx.db.execute(sql`drop trigger pv_refuse on pv_cases`);
      await t.ctx.db.execute(sql`drop function pv_refuse()`);
    }
  });
});
