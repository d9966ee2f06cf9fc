import { privacyApi } from '@canal/contracts';
import { getAs, login, loginAs, makeAccount, postAs, openEmptyTestApp, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp();
});
afterAll(() => t.database.close());

const OPTIN_1 = 'J’accepte de recevoir par e-mail les invitations aux émissions et les informations de Canal Pneumo.';
const OPTIN_2 = 'J’accepte de recevoir par e-mail des informations scientifiques et promotionnelles du laboratoire.';
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Saves the consent form of 'Mon compte' (the optins dialog's form) at `when`. */
async function saveConsents(session: Awaited<ReturnType<typeof login>>, when: Date, checked: string[]) {
  t.ctx.now = () => when;
  try {
    const values = Object.fromEntries(checked.map((optin) => [optin, 'on']));
    await postAs(t.app, session, '/api/account/editOptins', { fsubmit: 'optins_form', ...values }).expect(200);
  } finally {
    t.ctx.now = () => t.seededAt;
  }
}

describe('consents on « Mon compte »: each change recorded with its date, the same record for the member and for staff', () => {
  it('shows the member their consents as they stand and every change, latest first', async () => {
    const member = await makeAccount(t.ctx, 'member', { hasUpdatedOptins: 0 });
    const session = await login(t.ctx, member.email);
    const first = new Date('2026-11-02T08:15:00Z');
    const withdrawn = new Date('2026-11-19T17:40:00Z');
    await saveConsents(session, first, ['accountOptin1', 'accountOptin2']);
    await saveConsents(session, withdrawn, ['accountOptin1']);

    const response = await getAs(t.app, session, '/api/account/consents').expect(200);
    const { data } = privacyApi.myConsents.output.parse(response.body);
    expect(data.current.map((consent) => [consent.label, consent.given])).toEqual([
      [OPTIN_1, true],
      [OPTIN_2, false],
      ['J’accepte que mes réponses aux questionnaires de satisfaction soient utilisées à des fins statistiques.', false],
    ]);
    expect(data.changes.map((change) => [change.optin, change.given, change.changedAt])).toEqual([
      ['accountOptin2', false, seconds(withdrawn)],
      // The first save records every consent, given or not: the proof of what was agreed to.
      ['accountOptin3', false, seconds(first)],
      ['accountOptin2', true, seconds(first)],
      ['accountOptin1', true, seconds(first)],
    ]);
    expect(data.changes[0].label).toBe(OPTIN_2);
  });

  it('says no choice (null, « Pas de choix ») for a consent never answered, not a refusal', async () => {
    const member = await makeAccount(t.ctx, 'member', { hasUpdatedOptins: null, optins: { accountOptin2: '' } });
    const session = await login(t.ctx, member.email);
    const { data } = privacyApi.myConsents.output.parse((await getAs(t.app, session, '/api/account/consents').expect(200)).body);
    expect(data.current.map((consent) => [consent.optin, consent.given])).toEqual([
      ['accountOptin1', null],
      ['accountOptin2', false],
      ['accountOptin3', null],
    ]);
    await saveConsents(session, new Date('2026-11-07T09:00:00Z'), ['accountOptin3']);
    const after = privacyApi.myConsents.output.parse((await getAs(t.app, session, '/api/account/consents').expect(200)).body).data;
    expect(after.current.map((consent) => consent.given)).toEqual([false, false, true]);
  });

  it('shows the staff who see accounts the same record, and no one else', async () => {
    const member = await makeAccount(t.ctx, 'member', { hasUpdatedOptins: 0 });
    const session = await login(t.ctx, member.email);
    await saveConsents(session, new Date('2026-11-05T09:00:00Z'), ['accountOptin1']);
    await saveConsents(session, new Date('2026-11-06T09:00:00Z'), []);
    const own = (await getAs(t.app, session, '/api/account/consents').expect(200)).body;

    for (const kind of ['admin', 'buadm', 'buadmCtr', 'invit'] as const) {
      const seen = await getAs(t.app, await loginAs(t.ctx, kind), `/api/account/consents/${member.id}`).expect(200);
      expect([kind, seen.body]).toEqual([kind, own]);
    }
    const other = await makeAccount(t.ctx, 'member');
    const refused = await getAs(t.app, await login(t.ctx, other.email), `/api/account/consents/${member.id}`).expect(403);
    expect(refused.body.log).toMatch(/droits/);
    await getAs(t.app, await loginAs(t.ctx, 'mod'), `/api/account/consents/${member.id}`).expect(403);
    await getAs(t.app, await login(t.ctx, null), '/api/account/consents').expect(401);
    const unknown = await getAs(t.app, await loginAs(t.ctx, 'admin'), '/api/account/consents/999999').expect(404);
    expect(unknown.body.log).toBe('Ce compte n’existe pas ou plus.');
  });

  it('takes no other account’s id on the member’s own address', async () => {
    const member = await makeAccount(t.ctx, 'member');
    const other = await makeAccount(t.ctx, 'member');
    const response = await getAs(t.app, await login(t.ctx, member.email), `/api/account/consents?id=${other.id}`).expect(400);
    expect(response.body.log).toMatch(/^Requête invalide/);
  });
});
