import request from 'supertest';
import { eq } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import { activatePendingSubscriptions } from '@canal/domain';
import { makeEvent } from '@canal/service-core/testing';
import { browserSession, openEmptyTestApp, type TestApp } from '../../testSupport';
import { doctorRegistration } from '../../registration/testing/doctorRegistration';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp();
});
afterAll(() => t.database.close());

async function register(email: string, extra: Record<string, string>) {
  const session = await browserSession(t.app);
  return request(t.app)
    .post('/api/registration?view=rpps')
    .set('Cookie', session.cookie)
    .set('X-CSRF-Token', session.csrf)
    .type('form')
    .send(doctorRegistration({ accountEmail: email, ...extra }));
}

async function accountOf(email: string) {
  const [row] = await t.ctx.db.select().from(schema.users).where(eq(schema.users.email, email));
  return row;
}

describe('registering from a subscription (fromEvent, fromEvents)', () => {
  it('keeps the chosen sessions while the account waits, and subscribes it to them when it is activated', async () => {
    const [first, second] = [await makeEvent(t.ctx), await makeEvent(t.ctx, { startsInMin: 3 * 24 * 60 })];
    expect((await register('venue.par.session@exemple.fr', { fromEvents: `${first.id},${second.id}`, fromEvent: String(first.id) })).body.form).toBe('saved');
    const account = await accountOf('venue.par.session@exemple.fr');
    expect(account.status).toBe('pending');
    expect(await t.ctx.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, account.id))).toEqual([]);

    // A pending account is not subscribed yet; activation (staff) turns the choice into subscriptions.
    expect(await activatePendingSubscriptions(t.ctx, account.id)).toEqual([]);
    await t.ctx.db.update(schema.users).set({ status: 'active' }).where(eq(schema.users.id, account.id));
    expect((await activatePendingSubscriptions(t.ctx, account.id)).sort()).toEqual([first.id, second.id].sort());
    const subscribed = await t.ctx.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, account.id));
    expect(subscribed.map((row) => row.eventId).sort()).toEqual([first.id, second.id].sort());
    const confirmations = await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, account.email));
    expect(confirmations.filter((mail) => mail.subject.startsWith('Inscription confirmée')).map((mail) => mail.attachments.length)).toEqual([1, 1]);
  });

  it('never fails a registration for a stale or mangled list of sessions', async () => {
    const response = await register('lien.abime@exemple.fr', { fromEvents: '[999999,abc,-3]' });
    expect(response.body.form).toBe('saved');
    const account = await accountOf('lien.abime@exemple.fr');
    expect(await t.ctx.db.select().from(schema.pendingSubscriptions).where(eq(schema.pendingSubscriptions.userId, account.id))).toEqual([]);
  });

  it('keeps at registration only the sessions still open to a new subscriber, without failing the registration', async () => {
    const open = await makeEvent(t.ctx);
    const full = await makeEvent(t.ctx, { isFull: true });
    const postponed = await makeEvent(t.ctx, { state: 'delayed' });
    const over = await makeEvent(t.ctx, { startsInMin: -300 });
    const response = await register('sessions.fermees@exemple.fr', { fromEvents: [open, full, postponed, over].map((event) => event.id).join(',') });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ accountStatus: 'pending', chosenSessions: 1 });
    const account = await accountOf('sessions.fermees@exemple.fr');
    expect(
      (await t.ctx.db.select().from(schema.pendingSubscriptions).where(eq(schema.pendingSubscriptions.userId, account.id))).map((row) => row.eventId),
    ).toEqual([open.id]);
  });

  it('skips at activation the sessions postponed, full or over since, and subscribes the others', async () => {
    const [kept, filled, postponed, ended] = [await makeEvent(t.ctx), await makeEvent(t.ctx), await makeEvent(t.ctx), await makeEvent(t.ctx)];
    await register('activation.tardive@exemple.fr', { fromEvents: [kept, filled, postponed, ended].map((event) => event.id).join(',') });
    const account = await accountOf('activation.tardive@exemple.fr');
    expect(await t.ctx.db.select().from(schema.pendingSubscriptions).where(eq(schema.pendingSubscriptions.userId, account.id))).toHaveLength(4);

    // While the account waited, staff filled, postponed and ended three of the sessions.
    await t.ctx.db.update(schema.events).set({ isFull: true }).where(eq(schema.events.id, filled.id));
    await t.ctx.db.update(schema.events).set({ state: 'delayed' }).where(eq(schema.events.id, postponed.id));
    await t.ctx.db.update(schema.events).set({ state: 'replay' }).where(eq(schema.events.id, ended.id));
    await t.ctx.db.update(schema.users).set({ status: 'active' }).where(eq(schema.users.id, account.id));

    expect(await activatePendingSubscriptions(t.ctx, account.id)).toEqual([kept.id]);
    expect((await t.ctx.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, account.id))).map((row) => row.eventId)).toEqual([
      kept.id,
    ]);
    const subjects = (await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, account.email))).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.startsWith('Inscription confirmée'))).toEqual([`Inscription confirmée : ${kept.title}`]);
    expect(await t.ctx.db.select().from(schema.pendingSubscriptions).where(eq(schema.pendingSubscriptions.userId, account.id))).toEqual([]);
  });
});
