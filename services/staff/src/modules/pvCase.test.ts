import { eq } from 'drizzle-orm';
import { listResponseSchema } from '@canal/contracts';
import { schema } from '@canal/service-core';
import { makeUser, type TestSession } from '@canal/service-core/testing';
import { getAs, postAs, staffTestBed } from '../testSupport';

const bed = staffTestBed(['admin', 'buadm', 'mod', 'member']);
const HOUR = 3600_000;

async function openCase(text: string, openedHoursAgo: number) {
  const member = await makeUser(bed.t.ctx);
  const openedAt = new Date(bed.t.ctx.now().getTime() - openedHoursAgo * HOUR);
  const [row] = await bed.t.ctx.db
    .insert(schema.pvCases)
    .values({
      source: 'chat',
      sourceId: 'msg_1',
      text,
      drug: 'Trimbow',
      harm: 'palpitation',
      userId: member.id,
      email: member.email,
      openedAt,
      dueAt: new Date(openedAt.getTime() + 24 * HOUR),
    })
    .returning();
  return { member, id: row.id };
}

const list = async (session: TestSession, query = '') =>
  listResponseSchema.parse((await getAs(bed.t.app, session, `/api/pvCase/list${query}`).expect(200)).body).data;

describe('the pharmacovigilance cases', () => {
  it('are listed to buadm and admin, most urgent first, with the hours left before the deadline', async () => {
    const late = await openCase('Malaise sous Trimbow', 30);
    const recent = await openCase('Palpitations sous Trimbow', 1);
    const data = await list(bed.as.buadm, '?status=open');
    expect(data.title).toBe('Pharmacovigilance');
    expect(data.fields.map((field) => field.label)).toEqual([
      'ID',
      'Texte',
      'Source',
      'Contact du membre',
      'Ouvert le',
      'Échéance',
      'Statut',
      'À traiter avant',
    ]);
    const rows = data.rows.filter((row) => row.id === late.id || row.id === recent.id);
    expect(rows.map((row) => [row.pvText, row.pvSource, row.pvEmail, row.pvDeadline, row.pvStatus])).toEqual([
      ['Malaise sous Trimbow', 'chat', late.member.email, 'dépassée de 6 h', 'open'],
      ['Palpitations sous Trimbow', 'chat', recent.member.email, 'dans 23 h', 'open'],
    ]);
    expect(data.addUrl).toBeNull();
    expect(data.actions.map((action) => action.name)).toEqual(['edit']);
    await getAs(bed.t.app, bed.as.mod, '/api/pvCase/list').expect(403);
    await getAs(bed.t.app, bed.as.member, '/api/pvCase/list').expect(403);
  });

  it('are marked « Traité » with who and when, and leave the open queue', async () => {
    const opened = await openCase('Œdème sous Trimbow', 2);
    const url = `/api/pvCase/edit/${opened.id}`;
    await postAs(bed.t.app, bed.as.mod, url, { fsubmit: 'pvCase_form', pvStatus: 'processed' }).expect(403);
    const refused = await postAs(bed.t.app, bed.as.buadm, url, { fsubmit: 'pvCase_form', pvStatus: 'closed' }).expect(400);
    expect(Object.keys(refused.body.data.errors)).toEqual(['pvStatus']);
    await postAs(bed.t.app, bed.as.buadm, url, { fsubmit: 'pvCase_form', pvStatus: 'processed' }).expect(200);
    const [row] = await bed.t.ctx.db.select().from(schema.pvCases).where(eq(schema.pvCases.id, opened.id));
    const [buadm] = await bed.t.ctx.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.subRole, 'buadm'));
    expect(row).toMatchObject({ status: 'processed', processedBy: buadm?.id, processedAt: bed.t.ctx.now(), text: 'Œdème sous Trimbow' });
    expect((await list(bed.as.admin, '?status=open')).rows.map((listed) => listed.id)).not.toContain(opened.id);
    const processed = (await list(bed.as.admin, '?status=processed')).rows.find((listed) => listed.id === opened.id);
    expect(processed).toMatchObject({ pvStatus: 'processed', pvDeadline: '—' });
  });
});

describe('the products the detector looks for', () => {
  it('are added by buadm and admin, not by other staff', async () => {
    const save = (session: TestSession) => postAs(bed.t.app, session, '/api/pvProduct/edit', { fsubmit: 'pvProduct_form', pvProductName: 'Respiflux' });
    await save(bed.as.mod).expect(403);
    await save(bed.as.buadm).expect(200);
    const names = (await bed.t.ctx.db.select().from(schema.pvProducts)).map((product) => product.name);
    expect(names).toEqual(['Respiflux']);
  });
});
