import { eq } from 'drizzle-orm';
import { staffApi } from '@canal/contracts';
import { schema } from '@canal/service-core';
import { sendDueReminders, subscribeMember, unsubscribeMember } from '@canal/domain';
import { makeEvent, makeUser } from '@canal/service-core/testing';
import { getAs, login, postAs, staffTestBed } from '../../testSupport';

const bed = staffTestBed(['admin', 'buadm', 'member']);
const HOUR = 3600_000;

type Answer = staffApi.PlannedReminder[];
const remindersAs = async (query: string, session = bed.as.admin): Promise<Answer> => {
  const response = await getAs(bed.t.app, session, `/api/_cron/reminders${query}`).expect(200);
  return staffApi.plannedReminders.output.parse(response.body).data.rows;
};
const ofAddress = (email: string) => remindersAs(`?email=${encodeURIComponent(email)}`);

describe('GET /api/_cron/reminders', () => {
  it('shows an admin the two reminders of a subscription, soonest first, with the recipient and the session', async () => {
    const { ctx } = bed.t;
    const member = await makeUser(ctx, { email: 'rappels.claire@exemple.fr', firstname: 'Claire', lastname: 'Vidal' });
    const session = await makeEvent(ctx, { title: 'Asthme sévère : biothérapies', startsInMin: 3 * 24 * 60 });
    await subscribeMember(ctx, member, [session]);

    expect(await ofAddress(member.email)).toEqual([
      {
        email: member.email,
        name: 'Claire Vidal',
        sessionId: session.id,
        sessionTitle: session.title,
        sessionDate: session.date.toISOString(),
        kind: '24h',
        dueAt: new Date(session.date.getTime() - 24 * HOUR).toISOString(),
      },
      {
        email: member.email,
        name: 'Claire Vidal',
        sessionId: session.id,
        sessionTitle: session.title,
        sessionDate: session.date.toISOString(),
        kind: '1h',
        dueAt: new Date(session.date.getTime() - HOUR).toISOString(),
      },
    ]);

    // Unsubscribing takes them away.
    await unsubscribeMember(ctx, member, [session]);
    expect(await ofAddress(member.email)).toEqual([]);
  });

  it('filters by session and by any part of the address in any case, % and _ taken literally', async () => {
    const { ctx } = bed.t;
    const first = await makeEvent(ctx, { startsInMin: 2 * 24 * 60 });
    const second = await makeEvent(ctx, { startsInMin: 5 * 24 * 60 });
    const plain = await makeUser(ctx, { email: 'filtre.abc@exemple.fr' });
    const odd = await makeUser(ctx, { email: 'filtre_100%@exemple.fr' });
    await subscribeMember(ctx, plain, [first, second]);
    await subscribeMember(ctx, odd, [first]);

    expect((await remindersAs(`?session=${second.id}`)).map((row) => [row.email, row.kind])).toEqual([
      [plain.email, '24h'],
      [plain.email, '1h'],
    ]);
    expect((await remindersAs(`?session=${first.id}&email=FILTRE.ABC`)).map((row) => row.email)).toEqual([plain.email, plain.email]);
    expect((await ofAddress('filtre.abc@exemple.fr')).map((row) => row.sessionId)).toEqual([first.id, first.id, second.id, second.id]);
    // '_' and '%' match only themselves: 'filtre_' is not 'filtre.', '100%' is not '100 anything'.
    expect((await ofAddress('filtre_')).map((row) => row.email)).toEqual([odd.email, odd.email]);
    expect((await ofAddress('_100%@')).map((row) => row.email)).toEqual([odd.email, odd.email]);
    expect(await ofAddress('filtre%abc')).toEqual([]);
    expect(await remindersAs('?session=999999')).toEqual([]);
  });

  it('leaves out a reminder already sent and those of a postponed or cancelled session', async () => {
    const { ctx, app } = bed.t;
    const member = await makeUser(ctx, { email: 'rappels.envoyes@exemple.fr' });
    const soon = await makeEvent(ctx, { title: 'Bientôt', startsInMin: 120 });
    const postponed = await makeEvent(ctx, { title: 'Reportée', startsInMin: 4 * 24 * 60 });
    const cancelled = await makeEvent(ctx, { title: 'Annulée', startsInMin: 6 * 24 * 60 });
    await subscribeMember(ctx, member, [soon, postponed, cancelled]);
    // 'Bientôt' had only its '1h' reminder planned (the day before was past); it goes out.
    expect((await ofAddress(member.email)).map((row) => [row.sessionTitle, row.kind])).toEqual([
      ['Bientôt', '1h'],
      ['Reportée', '24h'],
      ['Reportée', '1h'],
      ['Annulée', '24h'],
      ['Annulée', '1h'],
    ]);
    expect(await sendDueReminders({ ...ctx, now: () => new Date(soon.date.getTime() - HOUR + 60_000) })).toBeGreaterThanOrEqual(1);
    const [sent] = await ctx.db.select().from(schema.eventReminders).where(eq(schema.eventReminders.eventId, soon.id));
    expect(sent.sentAt).not.toBeNull();
    await ctx.db.update(schema.events).set({ state: 'delayed' }).where(eq(schema.events.id, postponed.id));
    await postAs(app, bed.as.admin, '/api/event/delete', { id: String(cancelled.id) }).expect(200);

    expect(await ofAddress(member.email)).toEqual([]);
  });

  it('offers every session that has reminders planned, soonest first, whatever the filters, and not the postponed ones', async () => {
    const { ctx } = bed.t;
    const member = await makeUser(ctx);
    const later = await makeEvent(ctx, { title: 'Choix de session : plus tard', startsInMin: 40 * 24 * 60 });
    const sooner = await makeEvent(ctx, { title: 'Choix de session : bientôt', startsInMin: 30 * 24 * 60 });
    const postponed = await makeEvent(ctx, { title: 'Choix de session : reportée', startsInMin: 35 * 24 * 60 });
    await subscribeMember(ctx, member, [later, sooner, postponed]);
    await ctx.db.update(schema.events).set({ state: 'delayed' }).where(eq(schema.events.id, postponed.id));

    const answer = staffApi.plannedReminders.output.parse(
      (await getAs(bed.t.app, bed.as.admin, `/api/_cron/reminders?session=${later.id}&email=personne`).expect(200)).body,
    ).data;
    expect(answer.rows).toEqual([]);
    const offered = answer.sessions.filter((session) => session.title.startsWith('Choix de session'));
    expect(offered).toEqual([
      { id: sooner.id, title: sooner.title, date: sooner.date.toISOString() },
      { id: later.id, title: later.title, date: later.date.toISOString() },
    ]);
    const dates = answer.sessions.map((session) => session.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('pages by 50, and the total counts them all', async () => {
    const { ctx } = bed.t;
    const session = await makeEvent(ctx, { startsInMin: 8 * 24 * 60 });
    for (let i = 0; i < 26; i += 1) await subscribeMember(ctx, await makeUser(ctx, { email: `page.${String(i).padStart(2, '0')}@rappels.fr` }), [session]);
    const first = staffApi.plannedReminders.output.parse(
      (await getAs(bed.t.app, bed.as.admin, `/api/_cron/reminders?session=${session.id}`).expect(200)).body,
    ).data;
    expect(first).toMatchObject({ total: 52, page: 1, pageSize: 50 });
    expect(first.rows).toHaveLength(50);
    expect(first.rows.slice(0, 26).every((row) => row.kind === '24h')).toBe(true);
    const second = (await getAs(bed.t.app, bed.as.admin, `/api/_cron/reminders?session=${session.id}&page=2`).expect(200)).body.data;
    expect(second.rows).toHaveLength(2);
    expect(second.rows.map((row: staffApi.PlannedReminder) => row.kind)).toEqual(['1h', '1h']);
  });

  it('is for admins only, and changes nothing for anyone', async () => {
    const { ctx, app } = bed.t;
    const member = await makeUser(ctx, { email: 'rappels.refus@exemple.fr' });
    await subscribeMember(ctx, member, [await makeEvent(ctx, { startsInMin: 3 * 24 * 60 })]);
    const before = await ctx.db.select().from(schema.eventReminders);

    await getAs(app, bed.as.buadm, '/api/_cron/reminders').expect(403);
    await getAs(app, bed.as.member, `/api/_cron/reminders?email=${member.email}`).expect(403);
    await getAs(app, await login(ctx, null), '/api/_cron/reminders').expect(401);
    await remindersAs('');

    expect(await ctx.db.select().from(schema.eventReminders)).toEqual(before);
  });

  it('answers bad input with a French 400', async () => {
    const { app } = bed.t;
    for (const length of [201, 10_000]) {
      expect((await getAs(app, bed.as.admin, `/api/_cron/reminders?email=${'a'.repeat(length)}`).expect(400)).body.log).toContain(
        'Adresse recherchée trop longue (200 caractères au plus).',
      );
    }
    expect((await getAs(app, bed.as.admin, '/api/_cron/reminders?session=abc').expect(400)).body.log).toContain(
      "L'identifiant de la session doit être un nombre entier positif.",
    );
    expect((await getAs(app, bed.as.admin, '/api/_cron/reminders?page=0').expect(400)).body.log).toContain('Page invalide.');
    expect((await getAs(app, bed.as.admin, '/api/_cron/reminders?email=a&email=b').expect(400)).body.log).toContain('Adresse recherchée invalide.');
    expect((await getAs(app, bed.as.admin, '/api/_cron/reminders?unknown=1').expect(400)).body.log).toMatch(/unknown|inconnu|non reconnu/i);
  });
});
