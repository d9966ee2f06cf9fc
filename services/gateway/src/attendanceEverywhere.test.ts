import request from 'supertest';
import { extractText, getDocumentProxy } from 'unpdf';
import { schema, type ServiceContext } from '@canal/service-core';
import {
  binaryBody,
  createTestContext,
  csvRows,
  makeEvent,
  makePresence,
  makeSubscription,
  makeUser,
  sessionFor,
  type TestSession,
} from '@canal/service-core/testing';
import { inProcessGateway } from './inProcessGateway';

let ctx: ServiceContext;
let gateway: ReturnType<typeof inProcessGateway>;
let close: () => Promise<void>;
const now = new Date();

beforeAll(async () => {
  const opened = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000', ATTENDANCE_MIN_MINUTES: '20' });
  ctx = opened.ctx;
  ctx.now = () => now;
  gateway = inProcessGateway(ctx);
  close = () => opened.database.close();
});
afterAll(() => close());

const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

function get(session: TestSession, path: string) {
  return request(gateway).get(path).set('Cookie', session.cookie);
}
function post(session: TestSession, path: string, body: Record<string, string> = {}) {
  return request(gateway).post(path).type('form').send(body).set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf);
}

/**
 * A session that ended 30 minutes ago. Claire came in by socket (10 minutes), went on by polling
 * (from 5 minutes before the socket dropped, 10 minutes) and watched the player (tracked 15 minutes,
 * from the polling's last 5): 25 minutes once the overlaps are counted once. Julien had a socket and
 * polls at the very same 15 minutes: 15 minutes, not 30, under the 20 that make a member present.
 */
async function heldSession() {
  const event = await makeEvent(ctx, { startsInMin: -90, durationMin: 60, title: 'Exacerbations de BPCO' });
  const claire = await makeUser(ctx, { firstname: 'Claire', lastname: 'Martin' });
  const julien = await makeUser(ctx, { firstname: 'Julien', lastname: 'Petit' });
  for (const member of [claire, julien]) await makeSubscription(ctx, member.id, event.id);
  await makePresence(ctx, event.id, claire.id, { from: minutesAgo(85), minutes: 10 });
  await ctx.db
    .insert(schema.roomPresence)
    .values({ eventId: event.id, userId: claire.id, via: 'polling', connectedAt: minutesAgo(80), lastSeenAt: minutesAgo(70) });
  await ctx.db
    .insert(schema.videoViews)
    .values({ eventId: event.id, userId: claire.id, viewStart: minutesAgo(75), viewLast: minutesAgo(60), updatedAt: minutesAgo(60) });
  await makePresence(ctx, event.id, julien.id, { from: minutesAgo(85), minutes: 15 });
  await ctx.db
    .insert(schema.roomPresence)
    .values({ eventId: event.id, userId: julien.id, via: 'polling', connectedAt: minutesAgo(85), lastSeenAt: minutesAgo(70) });
  return { event, claire, julien };
}

describe('one attendance, read the same way everywhere', () => {
  it('gives the same minutes and the same presence through the report, the account card, the certificate, the dashboard and the exports', async () => {
    const { event, claire, julien } = await heldSession();
    const admin = await sessionFor(ctx, (await makeUser(ctx, { role: 'admin' })).email);
    const asClaire = await sessionFor(ctx, claire.email);
    const asJulien = await sessionFor(ctx, julien.email);

    // The session report.
    const report = (await get(admin, `/api/report/${event.id}`).expect(200)).body.data;
    expect(report).toMatchObject({ registrations: 2, attendees: 1, attendanceMinutes: 25 + 15, attendanceMinMinutes: 20 });

    // The account cards ('Assiduité': one session held, attended by Claire, missed by Julien).
    const card = async (userId: number) => (await post(admin, `/api/account/preview/${userId}`, { contact_form: 'true' }).expect(200)).body.data.subscriptions;
    expect(await card(claire.id)).toEqual({
      rank: 5,
      details: [
        {
          eventId: event.id,
          eventDate: Math.floor(event.date.getTime() / 1000),
          eventTitle: event.title,
          attended: Math.floor(event.date.getTime() / 1000),
          minutes: 25,
        },
      ],
    });
    expect(await card(julien.id)).toMatchObject({ rank: 0, details: [{ attended: null, minutes: 15 }] });
    const webconfs = async (userId: number) =>
      (await get(admin, `/api/account/events/${userId}`).expect(200)).body.data.rows.map((row: { attended: string }) => row.attended);
    expect([await webconfs(claire.id), await webconfs(julien.id)]).toEqual([['Présent'], ['Non']]);
    const staffView = (await get(admin, `/api/attendance/user/${claire.id}`).expect(200)).body.data;
    expect(staffView).toEqual([expect.objectContaining({ eventId: event.id, minutes: 25, hasAttended: true })]);

    // The certificate, 'Mes fichiers' and the attendee's own list.
    const certificate = await get(asClaire, `/api/attendance/certificate/${event.id}`).buffer(true).parse(binaryBody).expect(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(certificate.body as Buffer)), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain('Temps de présence dans la salle : 25 minutes');
    await get(asJulien, `/api/attendance/certificate/${event.id}`).expect(404);
    expect((await get(asClaire, '/api/attendance/mine').expect(200)).body.data).toEqual([
      expect.objectContaining({ eventId: event.id, minutes: 25, hasAttended: true }),
    ]);
    expect((await get(asJulien, '/api/attendance/mine').expect(200)).body.data).toEqual([]);
    const files = (await post(asClaire, '/api/files/mine').expect(200)).body.data;
    expect(files).toEqual([
      expect.objectContaining({ eventId: event.id, files: [expect.objectContaining({ url: `/api/attendance/certificate/${event.id}` })] }),
    ]);
    expect((await post(asJulien, '/api/files/mine').expect(200)).body.data).toEqual([]);

    // The dashboard's last session.
    expect((await get(admin, '/api/dashboard').expect(200)).body.data.lastSession).toMatchObject({ id: event.id, subscribers: 2, attended: 1 });

    // The report's exports.
    const csv = async (part: string) =>
      csvRows(
        ((await get(admin, `/api/report/${event.id}/export?part=${part}&format=csv`).buffer(true).parse(binaryBody).expect(200)).body as Buffer).toString(
          'utf8',
        ),
      );
    const registrations = await csv('registrations');
    expect(registrations.slice(1).map((line) => [line[2], line[4]])).toEqual([
      [claire.email, 'oui'],
      [julien.email, 'non'],
    ]);
    const attendance = await csv('attendance');
    expect(attendance[0]).toEqual(['Nom', 'Prénom', 'E-mail', 'Arrivée', 'Départ', 'Minutes', 'Connexions', 'Présent']);
    expect(attendance.slice(1).map((line) => [line[2], line[5], line[6], line[7]])).toEqual([
      [claire.email, '25', '2', 'oui'],
      [julien.email, '15', '2', 'non'],
    ]);
  });
});
