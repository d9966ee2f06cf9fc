import request from 'supertest';
import { eq } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import { fromAddress, makeUser, openService, sessionFor, type SeededService, type TestSession } from '@canal/service-core/testing';
import { createApp } from '../index';

let t: SeededService;
beforeAll(async () => {
  t = await openService(createApp, { SITE_MENU_VARIANT: 'two', SUPPORT_EMAIL: 'aide@canal-pneumo.test' });
});
afterAll(() => t.database.close());

const get = (session: TestSession, path: string) => request(t.app).get(path).set('Cookie', session.cookie);
const post = (session: TestSession, body: object, from: string) =>
  request(t.app).post('/api/contact').set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).set(fromAddress(t.ctx, from)).send(body);

interface Field {
  id: string;
  label: string;
  validators?: string[];
  options?: { value: string; label: string }[];
}
const fieldsOf = async (session: TestSession): Promise<Field[]> =>
  (await get(session, '/api/contact').expect(200)).body.data.fields.flatMap((group: { items: Field[] }) => group.items);

const message = {
  fsubmit: 'contact_form',
  email: 'l.petit@exemple.fr',
  email2: 'l.petit@exemple.fr',
  firstname: 'Lucie',
  name: 'Petit',
  city: 'Rennes',
  cell: '',
  subject: 'registration',
};

describe('the contact form of the second site variant', () => {
  it('asks the profession after the city, required, by plain names without codes', async () => {
    const fields = await fieldsOf(await sessionFor(t.ctx, null));
    expect(fields.map((field) => field.id)).toEqual(['email', 'email2', 'firstname', 'name', 'city', 'accountJob', 'cell', 'subject']);
    const profession = fields.find((field) => field.id === 'accountJob');
    expect(profession?.validators).toContain('notEmpty');
    const labels = profession?.options?.map((option) => option.label) ?? [];
    expect(labels).toEqual(expect.arrayContaining(['Médecin', 'Médecin sans RPPS', 'Pharmacien', 'Infirmier(e)', 'Interne']));
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.filter((label) => /\((md|x\d|es\d+|ph|in|lb|au|st)\)$/.test(label))).toEqual([]);
  });

  it('refuses a message without a profession or with one the site does not offer, and keeps nothing', async () => {
    const session = await sessionFor(t.ctx, null);
    const missing = await post(session, message, '198.51.100.60').expect(400);
    expect(missing.body.data.errors).toEqual({ accountJob: 'Le champ « Profession » est requis' });
    const notOffered = await post(session, { ...message, accountJob: 'x7' }, '198.51.100.60').expect(400);
    expect(Object.keys(notOffered.body.data.errors)).toEqual(['accountJob']);
    expect(await t.ctx.db.select().from(schema.contactMessages).where(eq(schema.contactMessages.ip, '198.51.100.60'))).toHaveLength(0);
  });

  it('stores the chosen profession and names it in the support e-mail', async () => {
    await post(await sessionFor(t.ctx, null), { ...message, accountJob: 'x2' }, '198.51.100.61').expect(200);
    const [stored] = await t.ctx.db.select().from(schema.contactMessages).where(eq(schema.contactMessages.ip, '198.51.100.61'));
    expect(stored.accountJob).toBe('x2');
    const mails = await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, 'aide@canal-pneumo.test'));
    expect(mails.find((mail) => mail.text.includes('Lucie Petit'))?.text).toContain('Profession : Médecin sans RPPS');
  });

  it('does not ask a member their profession: the account’s is kept with the message', async () => {
    const user = await makeUser(t.ctx, { job: 'ph' });
    const session = await sessionFor(t.ctx, user.email);
    expect((await fieldsOf(session)).map((field) => field.id)).toEqual(['cell', 'subject', 'message']);
    await post(session, { fsubmit: 'contact_form', subject: 'labo', message: 'Bonjour' }, '198.51.100.62').expect(200);
    const [stored] = await t.ctx.db.select().from(schema.contactMessages).where(eq(schema.contactMessages.ip, '198.51.100.62'));
    expect(stored).toMatchObject({ userId: user.id, email: user.email, accountJob: 'ph' });
  });
});
