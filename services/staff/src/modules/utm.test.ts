import { eq } from 'drizzle-orm';
import { listResponseSchema } from '@canal/contracts';
import { schema } from '@canal/service-core';
import { makeEvent, makeUser, type TestSession } from '@canal/service-core/testing';
import { getAs, loginAs, openEmptyTestApp, postAs, type TestApp } from '../testSupport';

let t: TestApp;
let admin: TestSession;
let staff: TestSession;
let member: TestSession;

beforeAll(async () => {
  t = await openEmptyTestApp();
  admin = await loginAs(t.ctx, 'admin');
  staff = await loginAs(t.ctx, 'mod');
  member = await loginAs(t.ctx, 'member');
});
afterAll(() => t.database.close());

const save = (session: TestSession, body: Record<string, string>, id?: number) => postAs(t.app, session, id ? `/api/utm/edit/${id}` : '/api/utm/edit', { fsubmit: 'utm_form', ...body });

describe('UTM codes', () => {
  it('are added by staff and admins, edited by admins only, with a unique code', async () => {
    const created = await save(staff, { utmCode: 'congres-splf', utmLabel: 'Congrès SPLF' }).expect(200);
    const id = created.body.data.id as number;
    await save(staff, { utmCode: 'congres-splf-2', utmLabel: '' }, id).expect(403);
    await save(member, { utmCode: 'membre', utmLabel: '' }).expect(403);
    const duplicate = await save(admin, { utmCode: 'CONGRES-SPLF', utmLabel: '' }).expect(400);
    expect(duplicate.body.data.errors.utmCode).toBe('Ce code existe déjà.');
    expect((await save(admin, { utmCode: 'a b', utmLabel: '' }).expect(400)).body.data.errors.utmCode).toContain('Code invalide');
    await save(admin, { utmCode: 'congres-splf', utmLabel: 'Congrès SPLF 2026' }, id).expect(200);
    const [row] = await t.ctx.db.select().from(schema.utmCodes).where(eq(schema.utmCodes.id, id));
    expect(row).toMatchObject({ code: 'congres-splf', label: 'Congrès SPLF 2026' });
  });

  it('lists what each code brought: visits, registrations, subscriptions', async () => {
    const [code] = await t.ctx.db.insert(schema.utmCodes).values({ code: 'emailing-dec' }).returning();
    const user = await makeUser(t.ctx);
    const event = await makeEvent(t.ctx, {});
    await t.ctx.db.insert(schema.utmAttributions).values([
      { codeId: code!.id, kind: 'visit', visitor: 'a' },
      { codeId: code!.id, kind: 'visit', visitor: 'b' },
      { codeId: code!.id, kind: 'registration', userId: user.id },
      { codeId: code!.id, kind: 'subscription', userId: user.id, eventId: event.id },
    ]);
    const list = listResponseSchema.parse((await getAs(t.app, staff, '/api/utm/list').expect(200)).body);
    expect(list.data.title).toBe('UTM');
    expect(list.data.rows.find((row) => row.utmCode === 'emailing-dec')).toMatchObject({ visits: 2, registrations: 1, subscriptions: 1 });
    await getAs(t.app, member, '/api/utm/list').expect(403);
  });

  it('gives the links of a saved code, each carrying r={code}', async () => {
    const [code] = await t.ctx.db.insert(schema.utmCodes).values({ code: 'flyer' }).returning();
    const upcoming = await makeEvent(t.ctx, { title: 'BPCO : les nouveautés', startsInMin: 2 * 24 * 60 });
    const replay = await makeEvent(t.ctx, { title: 'Asthme : le replay', startsInMin: -20 * 24 * 60, state: 'replay', replayOnline: true });
    const links = (await getAs(t.app, admin, `/api/utm/links/${code!.id}`).expect(200)).body.data;
    const base = t.ctx.config.PUBLIC_URL;
    expect(links.platform).toBe(`${base}/?r=flyer`);
    expect(links.registrations).toContainEqual({ label: 'BPCO : les nouveautés', url: `${base}/registration?fromEvent=${upcoming.id}&r=flyer` });
    expect(links.lives).toContainEqual({ label: 'BPCO : les nouveautés', url: `${base}/live/${upcoming.id}?r=flyer` });
    expect(links.replaysAll).toBe(`${base}/replays?r=flyer`);
    expect(links.replays).toContainEqual({ label: 'Asthme : le replay', url: `${base}/replays/${replay.id}?r=flyer` });
    expect(links.replays.map((link: { label: string }) => link.label)).not.toContain('BPCO : les nouveautés');
    expect((await getAs(t.app, admin, '/api/utm/links/999999').expect(404)).body.log).toBe('Code UTM introuvable.');
  });
});
