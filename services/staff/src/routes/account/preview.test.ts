import request from 'supertest';
import { formFields, type FormDefinition } from '@canal/contracts';
import { schema } from '@canal/service-core';
import { makeEvent, makePresence, makeSubscription } from '@canal/service-core/testing';
import { attendanceRank } from '../../account/accountPreview';
import { login, loginAs, makeAccount, openEmptyTestApp, postAs, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp();
});
afterAll(() => t.database.close());

describe('an account’s card', () => {
  it('shows the non-empty fields, the sessions with their attendance and the stars', async () => {
    const member = await makeAccount(t.ctx, 'member', { firstname: 'Claire', lastname: 'Martin', job: 'md', city: 'Lyon', cell: null, universe: null });
    const attendedLive = await makeEvent(t.ctx, { title: 'Suivie en direct', startsInMin: -3 * 24 * 60 });
    const markedAttended = await makeEvent(t.ctx, { title: 'Marquée présente', startsInMin: -10 * 24 * 60 });
    const missed = await makeEvent(t.ctx, { title: 'Manquée', startsInMin: -20 * 24 * 60 });
    const coming = await makeEvent(t.ctx, { title: 'À venir', startsInMin: 5 * 24 * 60 });
    for (const event of [attendedLive, markedAttended, missed, coming]) await makeSubscription(t.ctx, member.id, event.id);
    await makePresence(t.ctx, attendedLive.id, member.id, { from: attendedLive.date, minutes: 45 });
    // Ten minutes in the room of the missed one: under the threshold, not present.
    await makePresence(t.ctx, missed.id, member.id, { from: missed.date, minutes: 10 });
    const { eq, and } = await import('drizzle-orm');
    await t.ctx.db
      .update(schema.subscriptions)
      .set({ attendedAt: markedAttended.date })
      .where(and(eq(schema.subscriptions.userId, member.id), eq(schema.subscriptions.eventId, markedAttended.id)));

    const admin = await loginAs(t.ctx, 'admin');
    const answer = await postAs(t.app, admin, `/api/account/preview/${member.id}`, { contact_form: 'true' }).expect(200);
    const { previewAccount, previewAddress, subscriptions } = answer.body.data;
    expect(previewAccount.data).toMatchObject({ accountName: 'Claire Martin', accountEmail: member.email, accountJob: 'Médecin', accountStatus: 'Actif' });
    expect(previewAddress.data).toMatchObject({ accountCity: 'Lyon', accountCell: '' });
    // Two of the three sessions already held: 3 stars of 5.
    expect(subscriptions.rank).toBe(3);
    expect(subscriptions.details.map((detail: { eventTitle: string }) => detail.eventTitle)).toEqual([
      'À venir',
      'Suivie en direct',
      'Marquée présente',
      'Manquée',
    ]);
    const byTitle = Object.fromEntries(
      subscriptions.details.map((detail: { eventTitle: string; attended: number | null }) => [detail.eventTitle, detail.attended]),
    );
    expect(byTitle['Suivie en direct']).toBe(Math.floor(attendedLive.date.getTime() / 1000));
    expect(byTitle['Marquée présente']).toBe(Math.floor(markedAttended.date.getTime() / 1000));
    expect(byTitle['Manquée']).toBeNull();
    const minutes = Object.fromEntries(subscriptions.details.map((detail: { eventTitle: string; minutes: number }) => [detail.eventTitle, detail.minutes]));
    expect(minutes).toEqual({ 'À venir': 0, 'Suivie en direct': 45, 'Marquée présente': 0, Manquée: 10 });
  });

  it('tells staff why the RPPS directory left a registration pending, on the card and in the edit form', async () => {
    const pending = await makeAccount(t.ctx, 'member', {
      status: 'pending',
      job: 'es10',
      jobPrecision: '10003456786',
      directoryVerdict: 'nom différent : MARTIN Camille',
    });
    const admin = await loginAs(t.ctx, 'admin');
    const card = await postAs(t.app, admin, `/api/account/preview/${pending.id}`, {}).expect(200);
    expect(card.body.data.previewAccount.data.accountDirectoryVerdict).toBe('nom différent : MARTIN Camille');
    const form = await request(t.app).get(`/api/account/edit/${pending.id}`).set('Cookie', admin.cookie).expect(200);
    const fields = formFields((form.body as { data: FormDefinition }).data.fields);
    expect(fields.find((field) => field.id === 'accountDirectoryVerdict')).toMatchObject({
      label: 'Annuaire RPPS',
      static: true,
      helperText: 'nom différent : MARTIN Camille',
    });
  });

  it('says no subscription with rank -1, refuses a member and answers an unknown account in French', async () => {
    const lonely = await makeAccount(t.ctx, 'member');
    const admin = await loginAs(t.ctx, 'admin');
    expect((await postAs(t.app, admin, `/api/account/preview/${lonely.id}`, {}).expect(200)).body.data.subscriptions).toEqual({ rank: -1, details: [] });
    expect((await postAs(t.app, admin, '/api/account/preview/999999', {}).expect(404)).body.log).toBe('Ce compte n’existe pas ou plus.');
    const member = await login(t.ctx, (await makeAccount(t.ctx, 'member')).email);
    await postAs(t.app, member, `/api/account/preview/${lonely.id}`, {}).expect(403);
    expect([attendanceRank(0, 0, 0), attendanceRank(2, 0, 0), attendanceRank(4, 4, 4), attendanceRank(3, 3, 1)]).toEqual([-1, 0, 5, 2]);
  });
});
