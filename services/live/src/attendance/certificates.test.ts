import request from 'supertest';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { fromBuffer, type Entry } from 'yauzl';
import { schema } from '@canal/service-core';
import {
  makeEvent,
  makeFeedbackAnswer,
  makePresence,
  makeQuizAnswer,
  makeQuizQuestion,
  makeSubscription,
  makeUser,
  openService,
  sessionFor,
  type SeededService,
} from '@canal/service-core/testing';
import { createApp } from '../index';
import { attendanceJob } from './attendanceJob';
import { UNKNOWN_CERTIFICATE } from './routes';

let t: SeededService;
const now = new Date();
beforeAll(async () => {
  t = await openService(createApp, { PUBLIC_URL: 'https://pneumo.example.fr' }, now);
});
afterAll(() => t.database.close());

const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const cookieOf = async (email: string) => (await sessionFor(t.ctx, email)).cookie;

/** A session that ended 30 minutes ago: Dr Claire Martin (RPPS) stayed 40 minutes, Julien 5. */
async function endedSession(title = 'BPCO : exacerbations et réhabilitation') {
  const event = await makeEvent(t.ctx, { startsInMin: -90, durationMin: 60, title });
  const claire = await makeUser(t.ctx, { firstname: 'Claire', lastname: 'Martin', jobPrecision: '10001234567', city: 'Lyon' });
  const julien = await makeUser(t.ctx, { firstname: 'Julien', lastname: 'Petit', jobPrecision: '123456789' });
  for (const member of [claire, julien]) await makeSubscription(t.ctx, member.id, event.id);
  await makePresence(t.ctx, event.id, claire.id, { from: minutesAgo(85), minutes: 40 });
  await makePresence(t.ctx, event.id, julien.id, { from: minutesAgo(80), minutes: 5 });
  return { event, claire, julien };
}

async function pdfOf(eventId: number, email: string): Promise<Uint8Array> {
  const response = await request(t.app)
    .get(`/api/attendance/certificate/${eventId}`)
    .set('Cookie', await cookieOf(email))
    .buffer(true);
  expect(response.status).toBe(200);
  return new Uint8Array(response.body as Buffer);
}

/** Reads the PDF's QR code as a phone would: the embedded picture, decoded by jsQR. */
async function qrTextOf(bytes: Uint8Array): Promise<string | undefined> {
  const [image] = await extractImages(await getDocumentProxy(bytes.slice()), 1);
  if (!image) return undefined;
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  for (let pixel = 0; pixel < image.width * image.height; pixel += 1) {
    for (let channel = 0; channel < 3; channel += 1) rgba[pixel * 4 + channel] = image.data[pixel * image.channels + (image.channels >= 3 ? channel : 0)] ?? 0;
    rgba[pixel * 4 + 3] = 255;
  }
  return jsQR(rgba, image.width, image.height)?.data;
}

describe('certificates a third party can verify', () => {
  it('issues one certificate to those who met the criteria, with a public number, the name and RPPS of that moment', async () => {
    const { event, claire, julien } = await endedSession();
    await attendanceJob.run(t.ctx, {});
    await attendanceJob.run(t.ctx, {});
    const rows = await t.ctx.db.select().from(schema.certificates).where(eq(schema.certificates.eventId, event.id));
    expect(rows).toEqual([
      expect.objectContaining({
        userId: claire.id,
        number: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{10}$/),
        holderName: 'Claire Martin',
        registryNumber: 'RPPS 10001234567',
        minutesLive: 40,
        criteria: { minMinutes: t.ctx.config.ATTENDANCE_MIN_MINUTES, earnedOn: 'live' },
      }),
    ]);
    expect(rows.some((row) => row.userId === julien.id)).toBe(false);
  });

  it('prints the RPPS, the number and "hors DPC", and its QR code opens the public page of that number', async () => {
    const { event, claire } = await endedSession();
    await attendanceJob.run(t.ctx, {});
    const [issued] = await t.ctx.db.select().from(schema.certificates).where(eq(schema.certificates.eventId, event.id));
    const bytes = await pdfOf(event.id, claire.email);
    const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
    const printed = text.replace(/\s+/g, ' ');
    expect(printed).toContain('ATTESTATION DE PARTICIPATION — HORS DPC');
    expect(printed).toContain('RPPS 10001234567');
    expect(printed).toContain('Claire Martin');
    expect(printed).toContain('BPCO : exacerbations et réhabilitation');
    expect(printed).toContain('Temps de présence dans la salle : 40 minutes');
    expect(printed).toContain(`Attestation n° ${issued?.number}`);
    expect(await qrTextOf(bytes)).toBe(`https://pneumo.example.fr/attestation/${issued?.number}`);
  });

  it('confirms a certificate to a visitor with the name, session and date only; an unknown number is a clear 404', async () => {
    const { event } = await endedSession('Asthme : biothérapies');
    await attendanceJob.run(t.ctx, {});
    const [issued] = await t.ctx.db.select().from(schema.certificates).where(eq(schema.certificates.eventId, event.id));
    const seen = await request(t.app).get(`/api/attendance/verify/${issued?.number.toLowerCase()}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({
      certificate: 'complete',
      number: issued?.number,
      holderName: 'Claire Martin',
      sessionTitle: 'Asthme : biothérapies',
      sessionDate: Math.floor(event.date.getTime() / 1000),
    });
    for (const unknown of ['0000000000', 'pas-un-numero']) {
      const missing = await request(t.app).get(`/api/attendance/verify/${unknown}`);
      expect(missing.status).toBe(404);
      expect(missing.body.log).toBe(UNKNOWN_CERTIFICATE);
    }
  });

  it("lists every certificate in 'Mes attestations' and gives them all in one ZIP", async () => {
    const first = await endedSession('Session un');
    const second = await makeEvent(t.ctx, { startsInMin: -200, durationMin: 60, title: 'Session deux' });
    await makeSubscription(t.ctx, first.claire.id, second.id);
    await makePresence(t.ctx, second.id, first.claire.id, { from: minutesAgo(190), minutes: 45 });
    await attendanceJob.run(t.ctx, {});
    const cookie = await cookieOf(first.claire.email);
    const listed = (await request(t.app).get('/api/attendance/mine').set('Cookie', cookie)).body.data as Array<{ eventId: number; certificateNumber: string }>;
    expect(listed.map((row) => row.eventId)).toEqual([first.event.id, second.id]);

    const zip = await request(t.app)
      .get('/api/attendance/certificates.zip')
      .set('Cookie', cookie)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const names = await new Promise<string[]>((resolve, reject) => {
      fromBuffer(zip.body as Buffer, (error, archive) => {
        if (error) return reject(error);
        const found: string[] = [];
        archive.on('entry', (entry: Entry) => found.push(entry.fileName));
        archive.on('end', () => resolve(found));
        archive.on('error', reject);
      });
    });
    expect(names.sort()).toEqual(listed.map((row) => `attestation-${row.eventId}-${row.certificateNumber}.pdf`).sort());

    const nobody = await makeUser(t.ctx);
    expect(
      (
        await request(t.app)
          .get('/api/attendance/certificates.zip')
          .set('Cookie', await cookieOf(nobody.email))
      ).status,
    ).toBe(404);
    expect((await request(t.app).get('/api/attendance/certificates.zip')).status).toBe(401);
  });

  it('applies the criteria staff set for the session: minutes present, every quiz question answered, feedback given', async () => {
    const event = await makeEvent(t.ctx, { startsInMin: -90, durationMin: 60, certificateMinMinutes: 10, certificateQuiz: true, certificateFeedback: true });
    const [first, second] = [await makeQuizQuestion(t.ctx, event.id), await makeQuizQuestion(t.ctx, event.id)];
    const people = await Promise.all(['Tout', 'Court', 'SansQuiz', 'SansAvis'].map((lastname) => makeUser(t.ctx, { firstname: 'Dr', lastname })));
    const [all, short, noQuiz, noFeedback] = people;
    if (!first || !second || !all || !short || !noQuiz || !noFeedback) throw new Error('seed');
    for (const member of people) {
      await makeSubscription(t.ctx, member.id, event.id);
      // 12 minutes: under the site's 20, over the session's 10; 'Court' stays 8.
      await makePresence(t.ctx, event.id, member.id, { from: minutesAgo(85), minutes: member === short ? 8 : 12 });
      if (member !== noQuiz) for (const question of [first, second]) await makeQuizAnswer(t.ctx, question.id, member.id, [1]);
      if (member !== noFeedback) await makeFeedbackAnswer(t.ctx, event.id, member.id, { 1: 5 });
    }
    await attendanceJob.run(t.ctx, {});
    const rows = await t.ctx.db.select().from(schema.certificates).where(eq(schema.certificates.eventId, event.id));
    expect(rows.map((row) => row.userId)).toEqual([all.id]);
    expect(rows[0]?.criteria).toEqual({ minMinutes: 10, earnedOn: 'live', quiz: true, feedback: true });
    const pdf = await pdfOf(event.id, all.email);
    const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain('au moins 10 minutes de présence, toutes les questions du quiz répondues, avis donné');
    const refused = await request(t.app)
      .get(`/api/attendance/certificate/${event.id}`)
      .set('Cookie', await cookieOf(noQuiz.email));
    expect(refused.status).toBe(404);
  });
});
