import request from 'supertest';
import { sql } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import { fromAddress, makeUser } from '@canal/service-core/testing';
import { browserSession, openEmptyTestApp, type TestApp } from '../../testSupport';

/**
 * The mail-bombing found when the foundation was tried: without a captcha on the RPPS and ADELI
 * paths, 40 accounts and 40 confirmation mails to one mailbox went out in 2.3 s.
 */
let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: '3' });
});
afterAll(() => t.database.close());
afterEach(() => {
  t.ctx.now = () => t.seededAt;
});

const VALID_RPPS = ['10101010105', '10003456786', '10001234565', '10009990002', '10002223336', '10004445556', '10006667777'];

const doctor = (email: string, rpps: string) => ({
  fsubmit: 'registration_form',
  accountKind: 'rpps',
  accountFirstname: 'Lucie',
  accountLastname: 'Durand',
  accountEmail: email,
  accountJobPrecision: rpps,
  accountPassword: 'Souffle2026',
  accountPasswordConf: 'Souffle2026',
  accountConsent: 'on',
});

async function register(address: string, fields: Record<string, string>) {
  const session = await browserSession(t.app);
  return request(t.app)
    .post('/api/registration?view=rpps')
    .set(fromAddress(t.ctx, address))
    .set('Cookie', session.cookie)
    .set('X-CSRF-Token', session.csrf)
    .type('form')
    .send(fields);
}

const count = async (table: typeof schema.users | typeof schema.mailOutbox | typeof schema.registrationAttempts, where = sql`true`) =>
  (
    await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(where)
  )[0].n;

describe('registration cannot be used to mail-bomb an address', () => {
  it('refuses an RPPS number whose Luhn key is wrong, in French, and creates nothing', async () => {
    const users = await count(schema.users);
    const response = await register('192.0.2.1', doctor('luhn@exemple.fr', '10101010101'));
    expect(response.status).toBe(400);
    expect(response.body.data.errors).toEqual({ accountJobPrecision: 'Le champ « Numéro RPPS » n’est pas un numéro RPPS valide : vérifiez ses 11 chiffres' });
    expect(await count(schema.users)).toBe(users);
  });

  it('limits the registrations from one address per hour (REGISTRATIONS_PER_ADDRESS_PER_HOUR)', async () => {
    const address = '198.51.100.20';
    for (let index = 0; index < 3; index += 1) expect((await register(address, doctor(`flot${index}@exemple.fr`, VALID_RPPS[index]))).status).toBe(200);
    const users = await count(schema.users);
    const mails = await count(schema.mailOutbox);
    const refused = await register(address, doctor('flot3@exemple.fr', VALID_RPPS[3]));
    expect(refused.status).toBe(429);
    expect(refused.body.log).toBe('Trop d’inscriptions depuis cette adresse : merci de réessayer dans une heure.');
    // The code the wizard's 'Erreur' box translates (spec 000 section 8).
    expect(refused.body.registrationError).toBe('rate_limited');
    expect(await count(schema.users)).toBe(users);
    expect(await count(schema.mailOutbox)).toBe(mails);
    // Another address still registers.
    expect((await register('198.51.100.21', doctor('flot4@exemple.fr', VALID_RPPS[4]))).status).toBe(200);
    // An hour later the first address may register again.
    t.ctx.now = () => new Date(t.seededAt.getTime() + 61 * 60_000);
    expect((await register(address, doctor('flot5@exemple.fr', VALID_RPPS[5]))).status).toBe(200);
  });

  it('sends one confirmation mail per mailbox and per hour, whatever the spelling of the address', async () => {
    const mailbox = sql`lower(${schema.mailOutbox.to}) like 'victime%@exemple.fr'`;
    const spellings = ['victime+1@exemple.fr', 'Victime+2@Exemple.fr', 'victime+abc@exemple.fr'];
    for (const [index, email] of spellings.entries()) {
      expect((await register(`192.0.2.${50 + index}`, doctor(email, VALID_RPPS[index]))).status).toBe(200);
    }
    expect(await count(schema.mailOutbox, mailbox)).toBe(1);
    t.ctx.now = () => new Date(t.seededAt.getTime() + 61 * 60_000);
    expect((await register('192.0.2.60', doctor('victime+tard@exemple.fr', VALID_RPPS[3]))).status).toBe(200);
    expect(await count(schema.mailOutbox, mailbox)).toBe(2);
  });
});

describe('a burst of registrations from one address', () => {
  it('creates REGISTRATIONS_PER_ADDRESS_PER_HOUR accounts of 100 sent at once, and refuses the others in French', async () => {
    const address = '203.0.113.190';
    const registration = (index: number) => register(address, doctor(`salve${index}@exemple.fr`, VALID_RPPS[index % VALID_RPPS.length]));
    const responses = await Promise.all(Array.from({ length: 100 }, (_, index) => registration(index)));
    expect(responses.filter((response) => response.status === 200).length).toBe(3);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused.length).toBe(97);
    expect(refused[0].body.registrationError).toBe('rate_limited');
    expect(await count(schema.users, sql`${schema.users.email} like 'salve%@exemple.fr'`)).toBe(3);
    expect(await count(schema.registrationAttempts, sql`${schema.registrationAttempts.address} = ${address}`)).toBe(3);
  });
});

describe('two registrations racing with one e-mail', () => {
  it('creates one account and answers the others as registrations too (never a 500, never « adresse déjà utilisée »)', async () => {
    const email = 'course@exemple.fr';
    const responses = await Promise.all([
      register('192.0.2.70', doctor(email, VALID_RPPS[0])),
      register('192.0.2.71', doctor(email, VALID_RPPS[1])),
      register('192.0.2.72', doctor(email.toUpperCase(), VALID_RPPS[2])),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(new Set(responses.map((response) => JSON.stringify(response.body))).size).toBe(1);
    expect(await count(schema.users, sql`lower(${schema.users.email}) = ${email}`)).toBe(1);
  });
});

describe('an address that already has an account, on the RPPS path (no captcha)', () => {
  it('counts in the hourly limit of the requesting address, like any registration', async () => {
    const holder = await makeUser(t.ctx);
    const address = '198.51.100.90';
    for (let index = 0; index < 3; index += 1) expect((await register(address, doctor(holder.email, VALID_RPPS[index]))).status).toBe(200);
    const refused = await register(address, doctor('libre.apres.limite@exemple.fr', VALID_RPPS[3]));
    expect(refused.status).toBe(429);
    expect(refused.body.registrationError).toBe('rate_limited');
    expect(await count(schema.users, sql`lower(${schema.users.email}) = 'libre.apres.limite@exemple.fr'`)).toBe(0);
  });

  it('mails the holder once per hour, whatever the requests, and never the requester', async () => {
    const holder = await makeUser(t.ctx, { email: 'titulaire@exemple.fr' });
    for (const [index, spelling] of ['titulaire@exemple.fr', 'Titulaire@Exemple.fr'].entries()) {
      expect((await register(`192.0.2.${80 + index}`, doctor(spelling, VALID_RPPS[index]))).status).toBe(200);
    }
    const mails = await t.ctx.db
      .select()
      .from(schema.mailOutbox)
      .where(sql`lower(${schema.mailOutbox.to}) = 'titulaire@exemple.fr'`);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([[holder.email, 'Canal Pneumo : tentative d’inscription avec votre adresse']]);
  });
});
