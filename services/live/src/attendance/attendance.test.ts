import request from 'supertest';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { schema } from '@canal/service-core';
import { makeEvent, makePresence, makeSubscription, makeUser, openService, sessionFor, type SeededService } from '@canal/service-core/testing';
import { createApp } from '../index';
import { attendanceJob } from './attendanceJob';
import { NO_CERTIFICATE } from './routes';

let t: SeededService;
const now = new Date();
beforeAll(async () => {
  t = await openService(createApp, {}, now);
});
afterAll(() => t.database.close());

const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

/** A session that ended 30 minutes ago: Claire was there 30 minutes (a socket and polls overlapping), Julien 5. */
async function endedSession() {
  const event = await makeEvent(t.ctx, { startsInMin: -90, durationMin: 60, title: 'Asthme sévère : place des biothérapies' });
  const claire = await makeUser(t.ctx, { firstname: 'Claire', lastname: 'Martin' });
  const julien = await makeUser(t.ctx, { firstname: 'Julien', lastname: 'Petit' });
  for (const member of [claire, julien]) await makeSubscription(t.ctx, member.id, event.id);
  await makePresence(t.ctx, event.id, claire.id, { from: minutesAgo(85), minutes: 15 });
  await t.ctx.db
    .insert(schema.roomPresence)
    .values({ eventId: event.id, userId: claire.id, via: 'polling', connectedAt: minutesAgo(75), lastSeenAt: minutesAgo(55) });
  await makePresence(t.ctx, event.id, julien.id, { from: minutesAgo(80), minutes: 5 });
  return { event, claire, julien };
}

describe('attendance', () => {
  it('counts overlapping presence once, applies the threshold, and tells each attendee once', async () => {
    const { event, claire, julien } = await endedSession();
    await attendanceJob.run(t.ctx, {});
    await attendanceJob.run(t.ctx, {});
    const rows = await t.ctx.db.select().from(schema.attendance).where(eq(schema.attendance.eventId, event.id));
    expect(rows.map((row) => [row.userId, row.minutes, row.hasAttended]).sort()).toEqual(
      [
        [claire.id, 30, true],
        [julien.id, 5, false],
      ].sort(),
    );
    const mails = (await t.ctx.outbox.list()).filter((mail) => mail.subject === 'Votre attestation de présence : Asthme sévère : place des biothérapies');
    expect(mails.map((mail) => mail.to)).toEqual([claire.email]);
    expect(mails[0]?.text).toContain(`/api/attendance/certificate/${event.id}`);
  });

  it("gives the certificate to the attendee only, and lists it in the attendee's files", async () => {
    const { event, claire, julien } = await endedSession();
    await attendanceJob.run(t.ctx, {});
    const path = `/api/attendance/certificate/${event.id}`;
    const mine = await request(t.app)
      .get(path)
      .set('Cookie', (await sessionFor(t.ctx, claire.email)).cookie)
      .buffer(true);
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    const bytes = mine.body as Buffer;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Attestation de participation — hors DPC - Asthme sévère : place des biothérapies');

    const refused = await request(t.app)
      .get(path)
      .set('Cookie', (await sessionFor(t.ctx, julien.email)).cookie);
    expect(refused.status).toBe(404);
    expect(refused.body.log).toBe(NO_CERTIFICATE);
    expect((await request(t.app).get(path)).status).toBe(401);

    const listed = await request(t.app)
      .get('/api/attendance/mine')
      .set('Cookie', (await sessionFor(t.ctx, claire.email)).cookie);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        eventId: event.id,
        minutes: 30,
        hasAttended: true,
        certificateUrl: path,
        certificateNumber: expect.stringMatching(/^[0-9A-Z]{10}$/),
      }),
    ]);
  });

  it('prints any medical title and name (Greek letters, ≥, subscripts, œ, « », emoji) instead of failing', async () => {
    const title = 'Les β2-agonistes : objectif VEMS ≥ 80 % — SpO₂, œdème « aigu » 🫁😀';
    const event = await makeEvent(t.ctx, { startsInMin: -90, durationMin: 60, title });
    const member = await makeUser(t.ctx, { firstname: 'Zoé 🙂', lastname: 'Lœwenberg-Ångström' });
    await makeSubscription(t.ctx, member.id, event.id);
    await makePresence(t.ctx, event.id, member.id, { from: minutesAgo(85), minutes: 40 });
    await attendanceJob.run(t.ctx, {});

    const response = await request(t.app)
      .get(`/api/attendance/certificate/${event.id}`)
      .set('Cookie', (await sessionFor(t.ctx, member.email)).cookie)
      .buffer(true);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(response.body as Buffer);
    const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
    const printed = text.replace(/\s+/g, ' ');
    // A character the embedded font cannot draw (an emoji) may be left out, never the rest of the line.
    const drawable = (value: string) =>
      value
        .replace(/\p{Extended_Pictographic}/gu, '')
        .replace(/\s+/g, ' ')
        .trim();
    expect(printed.replace(/\p{Extended_Pictographic}/gu, '')).toContain(drawable(title));
    expect(printed).toContain('Lœwenberg-Ångström');
    expect(printed).toContain('Zoé');
    expect(printed).toContain('ATTESTATION DE PARTICIPATION — HORS DPC');
    // The font is embedded as a subset: the file stays small.
    expect(bytes.byteLength).toBeLessThan(120_000);
  });

  it('counts an open socket up to now while the session runs, and no further than its end', async () => {
    const running = await makeEvent(t.ctx, { startsInMin: -20, durationMin: 60 });
    const ended = await makeEvent(t.ctx, { startsInMin: -90, durationMin: 60 });
    const lea = await makeUser(t.ctx, { firstname: 'Léa', lastname: 'Roux' });
    for (const event of [running, ended]) await makeSubscription(t.ctx, lea.id, event.id);
    // Sockets still open: their rows hold only the connection time (1 minute after it, as the factory writes it).
    await makePresence(t.ctx, running.id, lea.id, { from: minutesAgo(16), minutes: 1, open: true });
    await makePresence(t.ctx, ended.id, lea.id, { from: minutesAgo(50), minutes: 1, open: true });
    const admin = await makeUser(t.ctx, { role: 'admin' });
    const seen = await request(t.app)
      .get(`/api/attendance/user/${lea.id}`)
      .set('Cookie', (await sessionFor(t.ctx, admin.email)).cookie);
    const minutesOf = (eventId: number) => (seen.body.data as Array<{ eventId: number; minutes: number }>).find((row) => row.eventId === eventId)?.minutes;
    expect(minutesOf(running.id)).toBe(16);
    expect(minutesOf(ended.id)).toBe(20);
  });

  it("shows a participant's attendance to staff who see accounts, and to no member", async () => {
    const { julien } = await endedSession();
    await attendanceJob.run(t.ctx, {});
    const admin = await makeUser(t.ctx, { role: 'admin' });
    const seen = await request(t.app)
      .get(`/api/attendance/user/${julien.id}`)
      .set('Cookie', (await sessionFor(t.ctx, admin.email)).cookie);
    expect(seen.body.data).toEqual([expect.objectContaining({ minutes: 5, hasAttended: false })]);
    const member = await makeUser(t.ctx);
    expect(
      (
        await request(t.app)
          .get(`/api/attendance/user/${julien.id}`)
          .set('Cookie', (await sessionFor(t.ctx, member.email)).cookie)
      ).status,
    ).toBe(403);
  });
});
