import request from 'supertest';
import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import { FACTORY_PASSWORD, fromAddress, makeUser } from '@canal/service-core/testing';
import { purgeStaleLoginFailures } from '@canal/service-core';
import { browserSession, openEmptyTestApp, type TestApp } from '../../testSupport';

/**
 * The lockout found when the foundation was tried: five wrong passwords from anywhere locked a
 * doctor's or an admin's account for everyone. The hard lock is now on (account, address): the
 * stranger's address is locked out, the owner's right password from their own address still works.
 */
let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '5', LOGIN_LOCK_MINUTES: '15' });
});
afterAll(() => t.database.close());
afterEach(() => {
  t.ctx.now = () => t.seededAt;
});

/** An account made for the test: each test attacks its own, so the failures of one never reach another. */
const accountOf = async (fields: Parameters<typeof makeUser>[1] = {}) => (await makeUser(t.ctx, fields)).email;

const OWNER = '198.51.100.7';
const STRANGER = '203.0.113.66';

/** A login from a given address (as the gateway signs it for the service). */
async function logIn(address: string, email: string, password: string) {
  const session = await browserSession(t.app);
  return request(t.app)
    .post('/api/auth/login')
    .set(fromAddress(t.ctx, address))
    .set('Cookie', session.cookie)
    .set('X-CSRF-Token', session.csrf)
    .type('form')
    .send({ email, password });
}

describe('a stranger cannot lock someone else’s account', () => {
  it('locks the stranger’s address out of the account, while the owner logs in from their own address', async () => {
    const email = await accountOf({ role: 'admin', job: 'lb' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await logIn(STRANGER, email, `Faux${attempt}`)).status);
    expect(statuses).toEqual([401, 401, 429, 429, 429]);
    const locked = await logIn(STRANGER, email, FACTORY_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ auth: 'ko', log: 'Trop de tentatives de connexion : réessayez dans 15 minutes.' });

    const owner = await logIn(OWNER, email, FACTORY_PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.user.email).toBe(email);
    // The owner's success does not lift the stranger's lock.
    expect((await logIn(STRANGER, email, FACTORY_PASSWORD)).status).toBe(429);
  });

  it('slows down every failure on an account attacked from many addresses, and still lets the owner in', async () => {
    const email = await accountOf({ role: 'member', job: 'md' });
    for (let index = 1; index <= 4; index += 1) expect((await logIn(`203.0.113.${index}`, email, 'Faux2026')).status).toBe(401);
    const started = Date.now();
    expect((await logIn('203.0.113.99', email, 'Faux2026')).status).toBe(401);
    // The fifth failure on the account waits longer than a first one would (250 ms).
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect((await logIn(OWNER, email, FACTORY_PASSWORD)).status).toBe(200);
  });

  it('locks an address that tries many accounts (LOGIN_MAX_FAILURES_PER_ADDRESS)', async () => {
    const address = '192.0.2.200';
    const statuses: number[] = [];
    for (let index = 1; index <= 5; index += 1) statuses.push((await logIn(address, `inconnu${index}@exemple.fr`, 'Faux2026')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const nurse = await accountOf({ job: 'in' });
    const last = await logIn(address, nurse, FACTORY_PASSWORD);
    expect(last.status).toBe(429);
    expect(last.body.log).toBe('Trop de tentatives de connexion depuis cette adresse : réessayez dans 15 minutes.');
    // Another address is not concerned.
    expect((await logIn(OWNER, nurse, FACTORY_PASSWORD)).status).toBe(200);
  });

  it('counts a burst of wrong passwords sent at once: LOGIN_MAX_FAILURES are checked, the others refused unchecked', async () => {
    const email = await accountOf();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, attempt) => logIn('192.0.2.77', email, `Faux${attempt}`)));
    // As one attempt after another: two wrong passwords, the third locks, the rest are refused.
    expect(answers.filter((answer) => answer.status === 401).length).toBe(2);
    expect(answers.filter((answer) => answer.status === 429).length).toBe(98);
    const [pair] = await t.ctx.db.select().from(schema.loginFailures).where(eq(schema.loginFailures.account, email));
    expect(pair).toMatchObject({ address: '192.0.2.77', failures: 3 });
    expect(pair.lockedUntil).not.toBeNull();
    // The owner, from their own address, is not concerned.
    expect((await logIn(OWNER, email, FACTORY_PASSWORD)).status).toBe(200);
  });

  it('purges failures older than the lock window, and keeps the running locks', async () => {
    const email = await accountOf();
    for (let attempt = 0; attempt < 3; attempt += 1) await logIn('192.0.2.10', email, 'Faux2026');
    await logIn('192.0.2.11', email, 'Faux2026');
    const count = async () => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(schema.loginFailures))[0].n;
    const before = await count();
    expect(await purgeStaleLoginFailures(t.ctx)).toBe(0);

    t.ctx.now = () => new Date(t.seededAt.getTime() + 16 * 60_000);
    const purged = await purgeStaleLoginFailures(t.ctx);
    expect(purged).toBeGreaterThan(0);
    expect(await count()).toBe(before - purged);
    expect(await count()).toBe(0);
    expect(
      await t.ctx.db
        .select()
        .from(schema.loginFailures)
        .where(and(eq(schema.loginFailures.account, email))),
    ).toEqual([]);
  });
});
