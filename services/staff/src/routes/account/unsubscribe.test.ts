import request from 'supertest';
import { eq } from 'drizzle-orm';
import { mailDeliveryJob, runDueJobs, schema } from '@canal/service-core';
import { startFakeSmtp, type FakeSmtp } from '@canal/service-core/testing';
import { sendMarketingMail, unsubscribeUrl } from '@canal/domain';
import { getAs, login, makeAccount, openEmptyTestApp, type TestApp } from '../../testSupport';

const PUBLIC_URL = 'https://canal-pneumo.example.fr';

let t: TestApp;
let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await openEmptyTestApp({ PUBLIC_URL, SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.database.close();
  await smtp.close();
});

const optedIn = (fields: Partial<typeof schema.users.$inferInsert> = {}) =>
  makeAccount(t.ctx, 'member', {
    firstname: 'Claire',
    lastname: 'Dubois',
    optins: { accountOptin1: 'on', accountOptin2: 'on', accountOptin3: 'on' },
    ...fields,
  });
const account = async (id: number) => (await t.ctx.db.select().from(schema.users).where(eq(schema.users.id, id)))[0];
const changesOf = (id: number) => t.ctx.db.select().from(schema.optinChanges).where(eq(schema.optinChanges.userId, id)).orderBy(schema.optinChanges.id);

/** A marketing mail written for this member, delivered through SMTP: its raw message as the mail client receives it. */
async function deliveredMarketingMail(member: { id: number; email: string; optins: Record<string, string> }): Promise<string> {
  expect(
    await sendMarketingMail(t.ctx, t.ctx.db, member, 'accountOptin1', { subject: 'Les sessions de décembre', text: 'Bonjour,\n\nVoici le programme.' }),
  ).toBe(true);
  await runDueJobs(t.ctx, t.database.pool, [mailDeliveryJob]);
  const raw = smtp.messages.find((message) => message.includes(`To: ${member.email}`));
  if (!raw) throw new Error(`no mail delivered to ${member.email}`);
  return raw;
}

/** The List-Unsubscribe address of a raw message, its folded lines unfolded (RFC 5322). */
function listUnsubscribeOf(raw: string): string {
  const head = raw.slice(0, raw.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
  const match = /^List-Unsubscribe: <([^>]+)>$/im.exec(head);
  if (!match) throw new Error('no List-Unsubscribe header');
  return match[1].replace(/\s+/g, '');
}

const pathOf = (link: string) => link.slice(PUBLIC_URL.length);

/** The RFC 8058 one-click POST exactly as a mail provider sends it: no cookie, no CSRF token, the fixed body. */
const oneClick = (link: string) => request(t.app).post(pathOf(link)).type('form').send('List-Unsubscribe=One-Click');

describe('marketing mails and their one-click unsubscribe (RFC 8058)', () => {
  it('reach SMTP with List-Unsubscribe, List-Unsubscribe-Post and the signed link, and say why the member receives them', async () => {
    const member = await optedIn();
    const raw = await deliveredMarketingMail(member);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = listUnsubscribeOf(raw);
    expect(link).toBe(await unsubscribeUrl(t.ctx, member.id, 'accountOptin1'));
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/api/unsubscribe\\?u=${member.id}&c=accountOptin1&s=[A-Za-z0-9_-]{43}$`));
    const [row] = await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, member.email));
    expect(row.text).toContain('Vous recevez cet e-mail parce que vous avez donné votre accord');
    expect(row.text).toContain(`Pour ne plus en recevoir : ${link}`);
  });

  it('are not written for a member who did not give that consent', async () => {
    const member = await optedIn({ optins: { accountOptin1: '', accountOptin2: 'on' } });
    expect(await sendMarketingMail(t.ctx, t.ctx.db, member, 'accountOptin1', { subject: 'Programme', text: '…' })).toBe(false);
    expect(await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, member.email))).toEqual([]);
  });

  it('a GET of the link (a mail scanner, a click) shows a page with a button and withdraws nothing', async () => {
    const member = await optedIn();
    const link = await unsubscribeUrl(t.ctx, member.id, 'accountOptin1');
    const page = await request(t.app).get(pathOf(link)).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Se désabonner');
    expect(page.text).toContain('J’accepte de recevoir par e-mail les invitations aux émissions');
    expect(page.text).toContain('<button type="submit">Confirmer le désabonnement</button>');
    expect(page.text).toContain(`action="${pathOf(link).replace(/&/g, '&#38;')}"`);
    expect((await account(member.id)).optins.accountOptin1).toBe('on');
    expect(await changesOf(member.id)).toEqual([]);
  });

  it('the one-click POST (no cookie, no token) withdraws that consent only, records it with its source and confirms it on a page', async () => {
    const member = await optedIn();
    const link = listUnsubscribeOf(await deliveredMarketingMail(member));
    const done = await oneClick(link).expect(200);
    expect(done.text).toContain('Désabonnement enregistré');
    expect(done.text).toContain('Votre accord est retiré');
    expect((await account(member.id)).optins).toEqual({ accountOptin1: '', accountOptin2: 'on', accountOptin3: 'on' });
    const changes = await changesOf(member.id);
    expect(changes).toMatchObject([{ optin: 'accountOptin1', value: '', source: 'unsubscribe' }]);
    expect(changes[0].changedAt).toEqual(t.seededAt);

    // A second POST (the provider retries, the member clicks again) writes nothing more.
    const again = await oneClick(link).expect(200);
    expect(again.text).toContain('Votre accord était déjà retiré');
    expect(await changesOf(member.id)).toHaveLength(1);

    // The member and staff read it in the consent record, with how it was made.
    const history = await getAs(t.app, await login(t.ctx, member.email), '/api/account/consents').expect(200);
    expect(history.body.data.changes).toEqual([expect.objectContaining({ optin: 'accountOptin1', given: false, source: 'Lien de désabonnement d’un e-mail' })]);
  });

  it('the page’s own button posts the same way, without a session either', async () => {
    const member = await optedIn();
    const link = await unsubscribeUrl(t.ctx, member.id, 'accountOptin2');
    await request(t.app).post(pathOf(link)).type('form').send('').expect(200);
    expect((await account(member.id)).optins.accountOptin2).toBe('');
    expect((await account(member.id)).optins.accountOptin1).toBe('on');
  });

  it('refuses an altered link, another member’s or consent’s signature, and a consent no mail depends on, writing nothing', async () => {
    const member = await optedIn();
    const other = await optedIn();
    const link = new URL(await unsubscribeUrl(t.ctx, member.id, 'accountOptin1'));
    const signature = link.searchParams.get('s') ?? '';
    const forged = [
      `/api/unsubscribe?u=${other.id}&c=accountOptin1&s=${signature}`,
      `/api/unsubscribe?u=${member.id}&c=accountOptin2&s=${signature}`,
      `/api/unsubscribe?u=${member.id}&c=accountOptin3&s=${signature}`,
      `/api/unsubscribe?u=${member.id}&c=accountOptin1&s=${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
    ];
    for (const path of forged) {
      const refused = await request(t.app).post(path).type('form').send('List-Unsubscribe=One-Click').expect(400);
      expect(refused.text).toContain('Ce lien de désabonnement est invalide ou ne correspond à aucun compte.');
      await request(t.app).get(path).expect(400);
    }
    const malformed = await request(t.app).post(`/api/unsubscribe?u=${member.id}&c=accountOptin1`).type('form').send('List-Unsubscribe=One-Click').expect(400);
    expect(malformed.body.log).toMatch(/Lien de désabonnement invalide/);
    for (const id of [member.id, other.id]) {
      expect((await account(id)).optins).toEqual({ accountOptin1: 'on', accountOptin2: 'on', accountOptin3: 'on' });
      expect(await changesOf(id)).toEqual([]);
    }
  });

  it('another POST of the site without its CSRF token is still refused', async () => {
    const member = await optedIn();
    await request(t.app).post('/api/account/deletion/request').type('form').send({}).expect(403);
    expect(await t.ctx.db.select().from(schema.accountDeletionKeys).where(eq(schema.accountDeletionKeys.userId, member.id))).toEqual([]);
  });
});
