import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import { UTM_COOKIE } from '@canal/domain';
import { makeEvent, makeUser, sessionFor } from '@canal/service-core/testing';
import { browserSession, openEmptyTestApp, type TestApp } from '../../testSupport';
import { doctorRegistration } from '../../registration/testing/doctorRegistration';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp();
});
afterAll(() => t.database.close());

const makeCode = async (code: string) => (await t.ctx.db.insert(schema.utmCodes).values({ code }).returning())[0];
const attributions = (codeId: number, kind: string) =>
  t.ctx.db
    .select()
    .from(schema.utmAttributions)
    .where(and(eq(schema.utmAttributions.codeId, codeId), eq(schema.utmAttributions.kind, kind)));

/** A browser: its cookies kept from answer to answer, as a real one would. */
async function browser() {
  const { cookie, csrf } = await browserSession(t.app);
  const jar = new Map(cookie.split('; ').map((pair) => pair.split('=') as [string, string]));
  const cookies = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (response: request.Response) => {
    const set = response.headers['set-cookie'] as unknown as string[] | undefined;
    for (const line of set ?? []) {
      const [pair] = line.split(';');
      const [name, value] = (pair ?? '').split('=') as [string, string];
      jar.set(name, value);
    }
    return response;
  };
  return {
    jar,
    post: async (path: string, body: Record<string, string>) =>
      keep(await request(t.app).post(path).set('Cookie', cookies()).set('X-CSRF-Token', csrf).type('form').send(body)),
  };
}

describe('UTM attribution', () => {
  it('counts a browser’s first visit with a known code once, and ignores an unknown code', async () => {
    const code = await makeCode('salon-2026');
    const visitor = await browser();
    expect((await visitor.post('/api/utm/visit', { r: 'SALON-2026' })).body).toEqual({ utm: 'complete', known: true });
    expect(visitor.jar.get(UTM_COOKIE)).toMatch(new RegExp(`^${code.id}\\.[a-f0-9]{16}$`));
    await visitor.post('/api/utm/visit', { r: 'salon-2026' });
    await (await browser()).post('/api/utm/visit', { r: 'salon-2026' });
    expect(await attributions(code.id, 'visit')).toHaveLength(2);

    const stranger = await browser();
    expect((await stranger.post('/api/utm/visit', { r: 'inconnu' })).body).toEqual({ utm: 'complete', known: false });
    expect(stranger.jar.has(UTM_COOKIE)).toBe(false);
    expect((await stranger.post('/api/utm/visit', { r: 'x'.repeat(10_000) })).status).toBe(400);
  });

  it('gives the code the registration made from that browser, and the sessions chosen with it', async () => {
    const code = await makeCode('newsletter-nov');
    const session = await makeEvent(t.ctx, { startsInMin: 3 * 24 * 60 });
    const visitor = await browser();
    await visitor.post('/api/utm/visit', { r: 'newsletter-nov' });
    const registered = await visitor.post(
      '/api/registration?view=rpps',
      doctorRegistration({ accountEmail: 'lucie.utm@exemple.fr', fromEvent: String(session.id) }),
    );
    expect(registered.status).toBe(200);
    const [account] = await t.ctx.db.select().from(schema.users).where(eq(schema.users.email, 'lucie.utm@exemple.fr'));
    expect((await attributions(code.id, 'registration')).map((row) => row.userId)).toEqual([account?.id]);
    expect((await attributions(code.id, 'subscription')).map((row) => row.eventId)).toEqual([session.id]);
  });

  it('gives the code a logged-in member’s own subscription', async () => {
    const code = await makeCode('partenaire-x');
    const session = await makeEvent(t.ctx, { startsInMin: 5 * 24 * 60 });
    const member = await makeUser(t.ctx);
    const logged = await sessionFor(t.ctx, member.email);
    const visit = await request(t.app)
      .post('/api/utm/visit')
      .set('Cookie', logged.cookie)
      .set('X-CSRF-Token', logged.csrf)
      .type('form')
      .send({ r: 'partenaire-x' })
      .expect(200);
    const utmCookie = ((visit.headers['set-cookie'] as unknown as string[]).find((line) => line.startsWith(`${UTM_COOKIE}=`)) ?? '').split(';')[0];
    await request(t.app)
      .post('/api/events/subscribe')
      .set('Cookie', `${logged.cookie}; ${utmCookie}`)
      .set('X-CSRF-Token', logged.csrf)
      .type('form')
      .send({ rid: String(session.id) })
      .expect(200);
    expect(await attributions(code.id, 'subscription')).toEqual([expect.objectContaining({ userId: member.id, eventId: session.id })]);
  });
});
