import request from 'supertest';
import { eq } from 'drizzle-orm';
import { schema, type ServiceContext } from '@canal/service-core';
import { createTestContext, makeUser } from '@canal/service-core/testing';
import { unsubscribeUrl } from '@canal/domain';
import { inProcessGateway } from './inProcessGateway';

/**
 * A mail provider's RFC 8058 one-click POST reaches the staff service through the whole site, as it
 * arrives from outside: no cookie, no CSRF token, the fixed form body. Every other POST stays checked.
 */
describe('the one-click unsubscribe through the gateway', () => {
  let gateway: ReturnType<typeof inProcessGateway>;
  let ctx: ServiceContext;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const opened = await createTestContext();
    ctx = opened.ctx;
    gateway = inProcessGateway(ctx);
    close = () => opened.database.close();
  });
  afterAll(() => close());

  it('withdraws the consent with the RFC 8058 POST, answers an HTML page, and records the source', async () => {
    const member = await makeUser(ctx, { optins: { accountOptin1: 'on', accountOptin2: 'on' } });
    const link = new URL(await unsubscribeUrl(ctx, member.id, 'accountOptin1'));
    const page = await request(gateway).get(`${link.pathname}${link.search}`).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const done = await request(gateway)
      .post(`${link.pathname}${link.search}`)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(done.text).toContain('Désabonnement enregistré');
    const [row] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, member.id));
    expect(row.optins).toEqual({ accountOptin1: '', accountOptin2: 'on' });
    const changes = await ctx.db.select().from(schema.optinChanges).where(eq(schema.optinChanges.userId, member.id));
    expect(changes.map((change) => [change.optin, change.value, change.source])).toEqual([['accountOptin1', '', 'unsubscribe']]);
  });

  it('still refuses another POST without a token', async () => {
    const refused = await request(gateway).post('/api/account/deletion/confirm').type('form').send('key=abcdefghijklmnopqrstuvwxyz').expect(403);
    expect(refused.body.log).toMatch(/^Jeton de sécurité manquant ou expiré/);
  });
});
