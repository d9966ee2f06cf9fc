import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import { makeEvent, makeSubscription, makeUser, openService, sessionFor, type SeededService, type TestSession } from '@canal/service-core/testing';
import { createApp } from '../../index';

/**
 * Bad input on every call of the subscribe flow but subscribe itself (subscriptions.test.ts): a
 * French `log`, a 4xx, and nothing written — no row, no mail.
 */
let t: SeededService;
beforeAll(async () => {
  t = await openService(createApp);
});
afterAll(() => t.database.close());

const HUGE = 'x'.repeat(10_000);
const HUGE_EMAIL = `${'a'.repeat(10_000)}@exemple.fr`;

async function as(role: 'member' | 'admin' = 'member') {
  const user = await makeUser(t.ctx, { role });
  return { user, session: await sessionFor(t.ctx, user.email) };
}

function post(path: string, session: TestSession, body: Record<string, unknown>) {
  return request(t.app).post(path).type('form').set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).send(body);
}

const rows = async (table: typeof schema.subscriptions | typeof schema.mailOutbox | typeof schema.eventInvitations | typeof schema.eventNotifyRequests) =>
  (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

/** Every table the flow writes, counted: a refused call leaves them as they were. */
const written = async () => ({
  subscriptions: await rows(schema.subscriptions),
  mails: await rows(schema.mailOutbox),
  invitations: await rows(schema.eventInvitations),
  notifyRequests: await rows(schema.eventNotifyRequests),
});

/** The call is refused with `status` and a French log, and writes nothing. */
async function refused(call: () => PromiseLike<request.Response>, status: number, log: RegExp | string) {
  const before = await written();
  const response = await call();
  expect(response.status).toBe(status);
  if (typeof log === 'string') expect(response.body.log).toContain(log);
  else expect(response.body.log).toMatch(log);
  expect(await written()).toEqual(before);
}

describe('POST /api/events/unsubscribe with bad input', () => {
  it('refuses no date, a mangled list, an unknown session and an oversized remail', async () => {
    const event = await makeEvent(t.ctx);
    const { user, session } = await as();
    await makeSubscription(t.ctx, user.id, event.id);
    await refused(() => post('/api/events/unsubscribe', session, {}), 400, 'Veuillez choisir au moins une date.');
    await refused(() => post('/api/events/unsubscribe', session, { rids: 'pas une liste' }), 400, 'Liste de sessions invalide.');
    await refused(() => post('/api/events/unsubscribe', session, { rid: 999999 }), 404, "Cette session n'existe pas ou plus.");
    await refused(() => post('/api/events/unsubscribe', session, { rid: event.id, remail: HUGE_EMAIL }), 400, 'Le champs Email est invalide');
    await refused(() => post('/api/events/unsubscribe', session, { rid: event.id, rids: HUGE }), 400, 'Requête invalide');
  });

  it("does not let a member unsubscribe someone else (403): the colleague's subscription and mails stay as they were", async () => {
    const event = await makeEvent(t.ctx);
    const { user: colleague } = await as();
    await makeSubscription(t.ctx, colleague.id, event.id);
    const { session } = await as();
    await refused(
      () => post('/api/events/unsubscribe', session, { rid: event.id, remail: colleague.email }),
      403,
      "Vous n'avez pas les droits nécessaires pour cette action.",
    );
    expect(await t.ctx.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, colleague.id))).toHaveLength(1);
  });

  it('asks a visitor to log in', async () => {
    const event = await makeEvent(t.ctx);
    await refused(
      async () => post('/api/events/unsubscribe', await sessionFor(t.ctx, null), { rid: event.id }),
      401,
      'Merci de vous connecter pour accéder à ce contenu',
    );
  });
});

describe('POST /api/events/invite with bad input', () => {
  it('refuses a missing or oversized address, an unknown or missing session', async () => {
    const event = await makeEvent(t.ctx);
    const { session: admin } = await as('admin');
    await refused(() => post('/api/events/invite', admin, { rid: event.id }), 400, 'Le champs Email est invalide');
    await refused(() => post('/api/events/invite', admin, { rid: event.id, semail: HUGE_EMAIL }), 400, 'Le champs Email est invalide');
    await refused(() => post('/api/events/invite', admin, { rid: event.id, semail: ['a@exemple.fr', 'b@exemple.fr'] }), 400, 'Le champs Email est invalide');
    await refused(() => post('/api/events/invite', admin, { rid: 999999, semail: 'quelquun@exemple.fr' }), 404, "Cette session n'existe pas ou plus.");
    await refused(() => post('/api/events/invite', admin, { semail: 'quelquun@exemple.fr' }), 400, 'Veuillez choisir au moins une date.');
  });
});

describe("POST /api/events/invite/{eventId} ('J'invite') with bad input", () => {
  it('refuses an unknown session, a missing or a 10,000-character address, and a visitor', async () => {
    const event = await makeEvent(t.ctx);
    const { session } = await as();
    await refused(() => post('/api/events/invite/999999', session, { semail: 'confrere@exemple.fr' }), 404, 'Erreur : contenu non trouvé');
    await refused(() => post(`/api/events/invite/${event.id}`, session, {}), 400, 'Adresse e-mail invalide');
    await refused(() => post(`/api/events/invite/${event.id}`, session, { semail: HUGE }), 400, 'Adresse e-mail invalide');
    await refused(() => post(`/api/events/invite/${event.id}`, session, { semail: HUGE_EMAIL }), 400, 'Adresse e-mail invalide');
    await refused(
      () => post('/api/events/invite/abc', session, { semail: 'confrere@exemple.fr' }),
      400,
      "L'identifiant de l'émission doit être un nombre entier positif.",
    );
    await refused(
      async () => post(`/api/events/invite/${event.id}`, await sessionFor(t.ctx, null), { semail: 'confrere@exemple.fr' }),
      401,
      'Merci de vous connecter',
    );
  });
});

describe('POST /api/events/notify/{id} with bad input', () => {
  it('refuses a missing or oversized address and an unknown session, recording nothing', async () => {
    const postponed = await makeEvent(t.ctx, { state: 'delayed' });
    const visitor = await sessionFor(t.ctx, null);
    await refused(() => post(`/api/events/notify/${postponed.id}`, visitor, {}), 400, 'Le champs Email est invalide');
    await refused(() => post(`/api/events/notify/${postponed.id}`, visitor, { remail: HUGE_EMAIL }), 400, 'Le champs Email est invalide');
    await refused(() => post(`/api/events/notify/${postponed.id}`, visitor, { remail: 'pas-une-adresse' }), 400, 'Le champs Email est invalide');
    await refused(() => post('/api/events/notify/999999', visitor, { remail: 'patient@exemple.fr' }), 404, 'Erreur : contenu non trouvé');
    await refused(() => post(`/api/events/notify/${postponed.id}`, visitor, { remail: 'patient@exemple.fr', surprise: 'x' }), 400, 'Requête invalide');
  });
});

describe('POST /api/events/get/{id} with bad input', () => {
  it('refuses an oversized k or r in French', async () => {
    const event = await makeEvent(t.ctx);
    const visitor = await sessionFor(t.ctx, null);
    await refused(() => post(`/api/events/get/${event.id}?k=${HUGE}`, visitor, { contact_form: 'true' }), 400, 'Requête invalide');
    await refused(() => post(`/api/events/get/${event.id}?r=${'r'.repeat(257)}`, visitor, { contact_form: 'true' }), 400, 'Requête invalide');
    // Within bounds, k and r change nothing on a session's page (see the contract).
    const plain = await post(`/api/events/get/${event.id}`, visitor, { contact_form: 'true' }).expect(200);
    const keyed = await post(`/api/events/get/${event.id}?k=cle&r=code`, visitor, { contact_form: 'true' }).expect(200);
    expect(keyed.body).toEqual(plain.body);
  });
});
