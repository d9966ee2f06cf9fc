import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import { fromAddress, makeUser, openService, sessionFor, type SeededService } from '@canal/service-core/testing';
import { createApp } from '../index';

let t: SeededService;
beforeAll(async () => {
  t = await openService(createApp, { SUPPORT_EMAIL: 'aide@canal-pneumo.test' });
  await t.ctx.db.insert(schema.pvProducts).values({ name: 'Trimbow' });
});
afterAll(() => t.database.close());

async function write(message: string, from: string) {
  const user = await makeUser(t.ctx);
  const session = await sessionFor(t.ctx, user.email);
  const response = await request(t.app)
    .post('/api/contact')
    .set('Cookie', session.cookie)
    .set('X-CSRF-Token', session.csrf)
    .set(fromAddress(t.ctx, from))
    .send({ fsubmit: 'contact_form', subject: 'labo', message });
  const messages = await t.ctx.db.select().from(schema.contactMessages).where(eq(schema.contactMessages.userId, user.id));
  const cases = await t.ctx.db.select().from(schema.pvCases).where(eq(schema.pvCases.userId, user.id));
  return { user, response, messages, cases };
}

describe('a contact message that mentions an adverse event', () => {
  it('opens a case with the message and the member’s e-mail', async () => {
    const { user, response, messages, cases } = await write('Bonjour, un de mes patients a fait un œdème après le Trimbow.', '198.51.100.80');
    expect(response.status).toBe(200);
    expect(cases).toEqual([
      expect.objectContaining({
        source: 'contact',
        sourceId: String(messages[0]?.id),
        text: 'Bonjour, un de mes patients a fait un œdème après le Trimbow.',
        drug: 'Trimbow',
        harm: 'œdème',
        email: user.email,
        status: 'open',
      }),
    ]);
  });

  it('opens none for a message without one', async () => {
    const { response, cases } = await write('Pouvez-vous m’envoyer la documentation du Trimbow ?', '198.51.100.81');
    expect(response.status).toBe(200);
    expect(cases).toEqual([]);
  });

  it('keeps neither the message, its e-mail nor the case when the case cannot be written', async () => {
    await t.ctx.db.execute(sql`create function pv_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
    await t.ctx.db.execute(sql`create trigger pv_refuse before insert on pv_cases for each row execute function pv_refuse()`);
    try {
      const { response, messages, cases } = await write('Éruption cutanée sous TRIMBOW chez un patient', '198.51.100.82');
      expect(response.status).toBe(500);
      expect(messages).toEqual([]);
      expect(cases).toEqual([]);
      const mails = await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, 'aide@canal-pneumo.test'));
      expect(mails.filter((mail) => mail.text.includes('Éruption cutanée'))).toEqual([]);
    } finally {
      await t.ctx.db.execute(sql`drop trigger pv_refuse on pv_cases`);
      await t.ctx.db.execute(sql`drop function pv_refuse()`);
    }
  });
});
