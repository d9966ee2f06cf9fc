import { desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { fileUrl, liveControlApi } from '@canal/contracts';
import { schema, type ServiceContext } from '@canal/service-core';
import {
  binaryBody,
  createTestContext,
  FACTORY_PASSWORD,
  makeMemberFootprint,
  makeStage,
  makeUser,
  sessionFor,
  type Stage,
  type TestSession,
} from '@canal/service-core/testing';
import { inProcessGateway } from './inProcessGateway';

/**
 * 'Supprimer mon compte' across the platform: the staff service anonymises the account; the public
 * service's login, the live service's session report and its exports then see only « Compte supprimé »,
 * with every count unchanged.
 */
let ctx: ServiceContext;
let app: ReturnType<typeof inProcessGateway>;
let close: () => Promise<void>;
let stage: Stage;
let admin: TestSession;

beforeAll(async () => {
  const opened = await createTestContext({ PUBLIC_URL: 'https://canal-pneumo.example.fr' });
  ctx = opened.ctx;
  close = () => opened.database.close();
  app = inProcessGateway(ctx);
  stage = await makeStage(ctx);
  admin = await sessionFor(ctx, (await makeUser(ctx, { role: 'admin' })).email);
  visitor = await sessionFor(ctx, null);
});
afterAll(() => close());

const post = (session: TestSession, path: string, body: Record<string, string>) =>
  request(app).post(path).set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).type('form').send(body);
/** The login page's call, from a fresh browser. */
let visitor: TestSession;
const logIn = (email: string) => post(visitor, '/api/auth/login', { email, password: FACTORY_PASSWORD, authChallenge: 'true' });
const reportOf = async () =>
  liveControlApi.sessionReport.output.parse((await request(app).get(`/api/report/${stage.event.id}`).set('Cookie', admin.cookie).expect(200)).body).data;
const exportOf = async (part: liveControlApi.ReportPart) =>
  (
    (
      await request(app)
        .get(fileUrl(liveControlApi.reportExport, { eventId: stage.event.id, part, format: 'csv' }))
        .set('Cookie', admin.cookie)
        .buffer(true)
        .parse(binaryBody)
        .expect(200)
    ).body as Buffer
  ).toString('utf8');

it('a deleted member can no longer log in, and the session report keeps its numbers under « Compte supprimé »', async () => {
  const helene = await makeUser(ctx, { firstname: 'Hélène', lastname: 'Marchand' });
  const bruno = await makeUser(ctx, { firstname: 'Bruno', lastname: 'Berthier' });
  await makeMemberFootprint(ctx, helene.id, stage, 'membre-1');
  await makeMemberFootprint(ctx, bruno.id, stage, 'membre-2');
  await logIn(helene.email).expect(200);
  const session = await sessionFor(ctx, helene.email);
  const before = await reportOf();
  expect(before).toMatchObject({ registrations: 2, attendees: 2, questions: 2, feedback: { answers: 2 } });

  await post(session, '/api/account/deletion/request', {}).expect(200);
  const [mail] = await ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, helene.email)).orderBy(desc(schema.mailOutbox.id)).limit(1);
  const key = decodeURIComponent(/\/account\/delete\?k=(\S+)/.exec(mail.text)?.[1] ?? '');
  await post(visitor, '/api/account/deletion/confirm', { key }).expect(200);

  // Logged out everywhere, and no way back in: neither the old address nor the new one opens it.
  const profile = await request(app).get('/api/profil/get').set('Cookie', session.cookie).expect(200);
  expect(profile.body.user).toBeNull();
  const refused = await logIn(helene.email).expect(401);
  expect(refused.body.log).toBe('Adresse e-mail ou mot de passe incorrect.');
  const anonymised = await logIn(`deleted-${helene.id}@invalid`);
  expect(anonymised.status).toBeGreaterThanOrEqual(400);
  expect(anonymised.status).toBeLessThan(500);

  expect(await reportOf()).toEqual(before);
  for (const part of liveControlApi.REPORT_PARTS) {
    const csv = await exportOf(part);
    expect([part, /Hélène|Marchand/.test(csv) || csv.includes(helene.email)]).toEqual([part, false]);
    expect([part, csv.includes('Compte supprimé'), csv.includes('Berthier')]).toEqual([part, true, true]);
  }
});
