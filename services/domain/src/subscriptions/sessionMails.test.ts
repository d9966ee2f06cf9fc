import ICAL from 'ical.js';
import { and, eq } from 'drizzle-orm';
import { mailDeliveryJob, type OpenedContext, runDueJobs, schema, type ServiceContext } from '@canal/service-core';
import { createTestContext, makeEvent, makeUser, startFakeSmtp } from '@canal/service-core/testing';
import { eventCancelled, eventDateChanged } from '../events/eventDateChanged';
import { liveRoomToken } from './liveRoomLink';
import { sendDueReminders } from './reminders';
import { subscribeMember, unsubscribeMember } from './subscribeMembers';

const { eventReminders, mailOutbox, events, subscriptions } = schema;

let opened: OpenedContext;
let ctx: ServiceContext;
beforeAll(async () => {
  opened = await createTestContext({ PUBLIC_URL: 'https://canal-pneumo.example' });
  ctx = opened.ctx;
});
afterAll(() => opened.database.close());

const at = (date: Date): ServiceContext => ({ ...ctx, now: () => date });
/** iCalendar times have whole seconds. */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

async function mailsTo(email: string) {
  return ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
}

/** The invitation's VEVENT as a calendar application reads it. */
function readInvitation(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate(),
    summary: String(event.getFirstPropertyValue('summary')),
    url: String(event.getFirstPropertyValue('url')),
    description: String(event.getFirstPropertyValue('description')),
    status: String(event.getFirstPropertyValue('status')),
  };
}

describe('the e-mails of a subscription', () => {
  it('confirms with a calendar invitation in UTC that a real parser reads, and plans two reminders', async () => {
    const member = await makeUser(ctx);
    const session = await makeEvent(ctx, { title: 'BPCO : exacerbations, virgules; et « guillemets »', startsInMin: 3 * 24 * 60, durationMin: 90 });
    expect(await subscribeMember(ctx, member, [session])).toEqual([session.id]);

    const [mail] = await mailsTo(member.email);
    expect(mail.subject).toBe(`Inscription confirmée : ${session.title}`);
    const personalLink = `https://canal-pneumo.example/live/${session.id}?k=${await liveRoomToken(ctx, member.id, session.id)}`;
    expect(mail.text).toContain(`rejoignez la salle du live avec votre lien personnel : ${personalLink}\n`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'invitation.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
    const invitation = readInvitation(mail.attachments[0].content);
    expect(invitation).toMatchObject({ method: 'REQUEST', sequence: 0, summary: session.title, url: personalLink, status: 'CONFIRMED' });
    expect(invitation.description).toContain(personalLink);
    expect(seconds(invitation.start)).toBe(seconds(session.date));
    expect(seconds(invitation.end)).toBe(seconds(session.date) + 90 * 60);
    expect(mail.attachments[0].content).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);

    const planned = await ctx.db.select().from(eventReminders).where(eq(eventReminders.userId, member.id)).orderBy(eventReminders.dueAt);
    expect(planned.map((row) => [row.kind, row.dueAt.getTime()])).toEqual([
      ['24h', session.date.getTime() - 24 * 3600_000],
      ['1h', session.date.getTime() - 3600_000],
    ]);
  });

  it('keeps one row and sends one confirmation when twenty identical subscriptions arrive at once', async () => {
    const member = await makeUser(ctx);
    const session = await makeEvent(ctx);
    const results = await Promise.all(Array.from({ length: 20 }, () => subscribeMember(ctx, member, [session])));
    expect(results.flat()).toEqual([session.id]);
    expect(await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id))).toHaveLength(1);
    expect(await mailsTo(member.email)).toHaveLength(1);
  });

  it('sends each reminder once, even with two schedulers racing, and never before its time', async () => {
    const member = await makeUser(ctx);
    const session = await makeEvent(ctx, { startsInMin: 2 * 24 * 60 });
    await subscribeMember(ctx, member, [session]);
    const dayBefore = new Date(session.date.getTime() - 24 * 3600_000 + 30_000);

    const reminderSubjects = async () => (await mailsTo(member.email)).filter((mail) => mail.subject.startsWith('Rappel')).map((mail) => mail.subject);

    await sendDueReminders(at(new Date(dayBefore.getTime() - 3600_000)));
    expect(await reminderSubjects()).toEqual([]);
    await Promise.all([sendDueReminders(at(dayBefore)), sendDueReminders(at(dayBefore)), sendDueReminders(at(dayBefore))]);
    const hourBefore = new Date(session.date.getTime() - 3600_000 + 10_000);
    await Promise.all([sendDueReminders(at(hourBefore)), sendDueReminders(at(hourBefore))]);
    await sendDueReminders(at(hourBefore));

    expect(await reminderSubjects()).toEqual([`Rappel : « ${session.title} » commence demain`, `Rappel : « ${session.title} » commence dans une heure`]);
    const reminder = (await mailsTo(member.email)).at(-1);
    expect(reminder?.text).toContain(
      `Rejoignez la salle du live avec votre lien personnel : https://canal-pneumo.example/live/${session.id}?k=${await liveRoomToken(ctx, member.id, session.id)}`,
    );
    // A service mail: it says why it comes, and carries no unsubscribe header (it depends on no consent).
    expect(reminder?.text).toContain('Vous recevez ce rappel parce que vous êtes inscrit(e) à cette session');
    expect(reminder?.headers).toEqual({});
  });

  it('cancels the calendar entry and the pending reminders when the member unsubscribes', async () => {
    const member = await makeUser(ctx);
    const session = await makeEvent(ctx, { startsInMin: 5 * 24 * 60 });
    await subscribeMember(ctx, member, [session]);
    expect(await unsubscribeMember(ctx, member, [session])).toEqual([session.id]);

    expect(await ctx.db.select().from(eventReminders).where(eq(eventReminders.userId, member.id))).toEqual([]);
    await sendDueReminders(at(new Date(session.date.getTime() - 3600_000)));
    const [confirmation, cancellation, ...others] = await mailsTo(member.email);
    expect(others).toEqual([]);
    const first = readInvitation(confirmation.attachments[0].content);
    const cancel = readInvitation(cancellation.attachments[0].content);
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: first.uid, sequence: first.sequence + 1, status: 'CANCELLED' });
    expect(cancellation.subject).toBe(`Désinscription confirmée : ${session.title}`);
  });

  it('sends the updated invitation (same UID, SEQUENCE + 1) and moves the reminders when staff move the date', async () => {
    const member = await makeUser(ctx);
    const session = await makeEvent(ctx, { startsInMin: 5 * 24 * 60 });
    await subscribeMember(ctx, member, [session]);
    const newDate = new Date(session.date.getTime() + 2 * 24 * 3600_000);
    await ctx.db.update(events).set({ date: newDate }).where(eq(events.id, session.id));

    const told = await ctx.db.transaction((tx) => eventDateChanged(ctx, tx, session.id, { date: session.date, state: 'pending' }));
    expect(told).toEqual({ moved: 1, postponed: 0, notified: 0 });
    const [confirmation, update] = await mailsTo(member.email);
    const first = readInvitation(confirmation.attachments[0].content);
    expect(readInvitation(update.attachments[0].content)).toMatchObject({ method: 'REQUEST', uid: first.uid, sequence: first.sequence + 1 });
    expect(seconds(readInvitation(update.attachments[0].content).start)).toBe(seconds(newDate));
    const dayBefore = await ctx.db
      .select()
      .from(eventReminders)
      .where(and(eq(eventReminders.userId, member.id), eq(eventReminders.kind, '24h')));
    expect(dayBefore[0].dueAt.getTime()).toBe(newDate.getTime() - 24 * 3600_000);
  });

  it('sends no reminder for a postponed session, even one whose reminders were planned by another path', async () => {
    const member = await makeUser(ctx);
    const session = await makeEvent(ctx, { startsInMin: 2 * 24 * 60 });
    await subscribeMember(ctx, member, [session]);
    // Postponed without the hook (a script, the demo's clock): the planned rows stay, the query skips them.
    await ctx.db.update(events).set({ state: 'delayed' }).where(eq(events.id, session.id));
    expect(await sendDueReminders(at(new Date(session.date.getTime() - 24 * 3600_000 + 60_000)))).toBe(0);
    expect(await sendDueReminders(at(new Date(session.date.getTime() - 3600_000 + 60_000)))).toBe(0);
    expect((await mailsTo(member.email)).map((mail) => mail.subject)).toEqual([`Inscription confirmée : ${session.title}`]);
  });

  it('tells nothing while a postponed session’s stored date moves, and only sessions not over yet', async () => {
    const member = await makeUser(ctx);
    const session = await makeEvent(ctx, { startsInMin: 2 * 24 * 60, state: 'delayed' });
    await subscribeMember(ctx, member, [session]);
    await ctx.db
      .update(events)
      .set({ date: new Date(session.date.getTime() + 3600_000) })
      .where(eq(events.id, session.id));
    const whilePostponed = await ctx.db.transaction((tx) => eventDateChanged(ctx, tx, session.id, { date: session.date, state: 'delayed' }));
    expect(whilePostponed).toEqual({ moved: 0, postponed: 0, notified: 0 });
    const past = await makeEvent(ctx, { startsInMin: -3 * 24 * 60 });
    await subscribeMember(ctx, member, [past]);
    await ctx.db
      .update(events)
      .set({ date: new Date(past.date.getTime() - 3600_000) })
      .where(eq(events.id, past.id));
    const whenOver = await ctx.db.transaction((tx) => eventDateChanged(ctx, tx, past.id, { date: past.date, state: 'pending' }));
    expect(whenOver).toEqual({ moved: 0, postponed: 0, notified: 0 });
  });

  it("cancels every subscriber's calendar entry when a session is cancelled", async () => {
    const [first, second] = [await makeUser(ctx), await makeUser(ctx)];
    const session = await makeEvent(ctx);
    await subscribeMember(ctx, first, [session]);
    await subscribeMember(ctx, second, [session]);
    expect(await ctx.db.transaction((tx) => eventCancelled(ctx, tx, session.id))).toBe(2);
    for (const member of [first, second]) {
      const last = (await mailsTo(member.email)).at(-1);
      expect(last?.subject).toBe(`Session annulée : ${session.title}`);
      expect(readInvitation(last?.attachments[0].content ?? '')).toMatchObject({ method: 'CANCEL' });
    }
  });

  it('sends no cancellation and keeps the reminders when the delete it belongs to is rolled back', async () => {
    const member = await makeUser(ctx);
    const session = await makeEvent(ctx, { startsInMin: 3 * 24 * 60 });
    await subscribeMember(ctx, member, [session]);
    const rolledBack = ctx.db.transaction(async (tx) => {
      await eventCancelled(ctx, tx, session.id);
      throw new Error('the delete failed');
    });
    await expect(rolledBack).rejects.toThrow('the delete failed');
    expect((await mailsTo(member.email)).map((mail) => mail.subject)).toEqual([`Inscription confirmée : ${session.title}`]);
    expect(await ctx.db.select().from(eventReminders).where(eq(eventReminders.userId, member.id))).toHaveLength(2);
  });

  it('delivers the invitation over SMTP as an attached text/calendar part', async () => {
    const smtp = await startFakeSmtp();
    const withSmtp = await createTestContext({ SMTP_URL: smtp.url });
    try {
      const member = await makeUser(withSmtp.ctx);
      const session = await makeEvent(withSmtp.ctx);
      await subscribeMember(withSmtp.ctx, member, [session]);
      await runDueJobs(withSmtp.ctx, withSmtp.database.pool, [mailDeliveryJob]);
      expect(smtp.messages).toHaveLength(1);
      const raw = smtp.messages[0];
      expect(raw).toMatch(/Content-Type: multipart\/mixed/);
      expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
      expect(raw).toMatch(/filename=invitation\.ics/);
    } finally {
      await withSmtp.database.close();
      await smtp.close();
    }
  });
});

describe('links under the member’s universe (SITE_UNIVERSE_LINKS)', () => {
  it('mails the live room’s address with the member’s universe, in the text, the invitation and the reminders', async () => {
    const withUniverses = await createTestContext({ PUBLIC_URL: 'https://canal-pneumo.example', SITE_UNIVERSE_LINKS: 'true' });
    try {
      const session = await makeEvent(withUniverses.ctx, { startsInMin: 2 * 24 * 60 });
      const member = await makeUser(withUniverses.ctx, { universe: 'pneumo-ouest' });
      await subscribeMember(withUniverses.ctx, member, [session]);
      const [confirmation] = await withUniverses.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
      expect(confirmation?.text).toContain(
        `https://canal-pneumo.example/pneumo-ouest/live/${session.id}?k=${await liveRoomToken(withUniverses.ctx, member.id, session.id)}`,
      );
      expect(JSON.stringify(confirmation?.attachments)).toContain(`/pneumo-ouest/live/${session.id}`);
      const plain = await makeUser(withUniverses.ctx, { universe: null });
      await subscribeMember(withUniverses.ctx, plain, [session]);
      const [other] = await withUniverses.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, plain.email));
      expect(other?.text).toContain(`https://canal-pneumo.example/live/${session.id}`);
    } finally {
      await withUniverses.close();
    }
  });
});
