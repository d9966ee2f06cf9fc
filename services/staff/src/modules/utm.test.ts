import { eq } from 'drizzle-orm';
import { formatListDate, listResponseSchema } from '@canal/contracts';
import { schema } from '@canal/service-core';
import { makeEvent, makeUser, type TestSession } from '@canal/service-core/testing';
import { getAs, postAs, staffTestBed } from '../testSupport';

const bed = staffTestBed(['admin', 'mod', 'member']);

const save = (session: TestSession, body: Record<string, string>, id?: number) =>
  postAs(bed.t.app, session, id ? `/api/utm/edit/${id}` : '/api/utm/edit', { fsubmit: 'utm_form', ...body });

describe('UTM codes', () => {
  it('are added by staff and admins, edited by admins only, with a unique code', async () => {
    const created = await save(bed.as.mod, { utmCode: 'congres-splf', utmLabel: 'Congrès SPLF' }).expect(200);
    const id = created.body.data.id as number;
    await save(bed.as.mod, { utmCode: 'congres-splf-2', utmLabel: '' }, id).expect(403);
    await save(bed.as.member, { utmCode: 'membre', utmLabel: '' }).expect(403);
    const duplicate = await save(bed.as.admin, { utmCode: 'CONGRES-SPLF', utmLabel: '' }).expect(400);
    expect(duplicate.body.data.errors.utmCode).toBe('Ce code existe déjà.');
    expect((await save(bed.as.admin, { utmCode: 'a b', utmLabel: '' }).expect(400)).body.data.errors.utmCode).toContain('Code invalide');
    await save(bed.as.admin, { utmCode: 'congres-splf', utmLabel: 'Congrès SPLF 2026' }, id).expect(200);
    const [row] = await bed.t.ctx.db.select().from(schema.utmCodes).where(eq(schema.utmCodes.id, id));
    expect(row).toMatchObject({ code: 'congres-splf', label: 'Congrès SPLF 2026' });
  });

  it('lists what each code brought: visits, registrations, subscriptions', async () => {
    const [code] = await bed.t.ctx.db.insert(schema.utmCodes).values({ code: 'emailing-dec' }).returning();
    const user = await makeUser(bed.t.ctx);
    const event = await makeEvent(bed.t.ctx, {});
    await bed.t.ctx.db.insert(schema.utmAttributions).values([
      { codeId: code.id, kind: 'visit', visitor: 'a' },
      { codeId: code.id, kind: 'visit', visitor: 'b' },
      { codeId: code.id, kind: 'registration', userId: user.id },
      { codeId: code.id, kind: 'subscription', userId: user.id, eventId: event.id },
    ]);
    const list = listResponseSchema.parse((await getAs(bed.t.app, bed.as.mod, '/api/utm/list').expect(200)).body);
    expect(list.data.title).toBe('UTM');
    expect(list.data.rows.find((row) => row.utmCode === 'emailing-dec')).toMatchObject({ visits: 2, registrations: 1, subscriptions: 1 });
    await getAs(bed.t.app, bed.as.member, '/api/utm/list').expect(403);
  });

  it('gives the links of a saved code, each carrying r={code}', async () => {
    const [code] = await bed.t.ctx.db.insert(schema.utmCodes).values({ code: 'flyer' }).returning();
    const upcoming = await makeEvent(bed.t.ctx, { title: 'BPCO : les nouveautés', startsInMin: 2 * 24 * 60 });
    const replay = await makeEvent(bed.t.ctx, { title: 'Asthme : le replay', startsInMin: -20 * 24 * 60, state: 'replay', replayOnline: true });
    const links = (await getAs(bed.t.app, bed.as.admin, `/api/utm/links/${code.id}`).expect(200)).body.data;
    const base = bed.t.ctx.config.PUBLIC_URL;
    expect(links.platform).toBe(`${base}/?r=flyer`);
    const named = (event: { date: Date; title: string }) => `${formatListDate(Math.floor(event.date.getTime() / 1000))} — ${event.title}`;
    expect(named(upcoming)).toMatch(/^\d\d\/\d\d\/\d{4} — BPCO : les nouveautés$/);
    expect(links.registrations).toContainEqual({ label: named(upcoming), url: `${base}/registration?fromEvent=${upcoming.id}&r=flyer` });
    expect(links.lives).toContainEqual({ label: named(upcoming), url: `${base}/live/${upcoming.id}?r=flyer` });
    expect(links.replaysAll).toBe(`${base}/replays?r=flyer`);
    expect(links.replays).toContainEqual({ label: named(replay), url: `${base}/replays/${replay.id}?r=flyer` });
    expect(links.replays.map((link: { label: string }) => link.label)).not.toContain(named(upcoming));
    expect((await getAs(bed.t.app, bed.as.admin, '/api/utm/links/999999').expect(404)).body.log).toBe('Code UTM introuvable.');
  });
});
