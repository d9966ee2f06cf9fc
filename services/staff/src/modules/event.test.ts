import request from 'supertest';
import { and, eq, isNull } from 'drizzle-orm';
import { listResponseSchema, toParisInput } from '@canal/contracts';
import { schema } from '@canal/service-core';
import { sendDueReminders, subscribeMember } from '@canal/domain';
import { makeEvent, makeSubscription, makeTheme, makeUser, type TestSession } from '@canal/service-core/testing';
import { getAs, loginAs, openEmptyTestApp, postAs, type TestApp } from '../testSupport';

let t: TestApp;
let admin: TestSession;
let buadm: TestSession;
let themeId: number;

beforeAll(async () => {
  t = await openEmptyTestApp();
  admin = await loginAs(t.ctx, 'admin');
  buadm = await loginAs(t.ctx, 'buadm');
  themeId = (await makeTheme(t.ctx, { name: 'Asthme', category: 'Asthme' })).id;
});
afterAll(() => t.database.close());

const valid = () => ({
  fsubmit: 'event_form',
  eventTitle: 'Asthme sévère : les biothérapies en 2027',
  themeId: String(themeId),
  eventState: 'pending',
  eventDate: '2027-01-14T18:30',
  eventDuration: '75',
  eventShortDescription: 'Cas cliniques commentés.',
  eventLinkLive: 'https://player.exemple.fr/direct/42',
});

const mailsTo = async (email: string) => (await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email))).map((mail) => mail.subject);

describe('the Émissions module', () => {
  it('creates a session at a Paris time, with its theme’s category, and lists it with its subscribers', async () => {
    const saved = await postAs(t.app, admin, '/api/event/edit', valid()).expect(200);
    const [row] = await t.ctx.db.select().from(schema.events).where(eq(schema.events.id, saved.body.data.id));
    expect(row).toMatchObject({
      title: 'Asthme sévère : les biothérapies en 2027',
      themeId,
      category: 'Asthme',
      durationMin: 75,
      state: 'pending',
      linkLive: 'https://player.exemple.fr/direct/42',
      isFull: false,
    });
    expect(row.date.toISOString()).toBe('2027-01-14T17:30:00.000Z');
    for (let i = 0; i < 3; i += 1) await makeSubscription(t.ctx, (await makeUser(t.ctx)).id, row.id);

    const list = listResponseSchema.parse((await getAs(t.app, admin, '/api/event/list?q=biothérapies').expect(200)).body);
    expect(list.data.title).toBe('Émissions');
    expect(list.data.rows).toHaveLength(1);
    expect(list.data.rows[0]).toMatchObject({ id: row.id, themeName: 'Asthme', subscribers: 3 });
    const form = (await getAs(t.app, admin, `/api/event/edit/${row.id}`).expect(200)).body.data;
    expect(form.values).toMatchObject({ eventDate: '2027-01-14T18:30', themeId: String(themeId), eventDuration: '75' });
  });

  it('refuses a bad date, duration, link or theme in French, writing nothing', async () => {
    const before = await t.ctx.db.select().from(schema.events);
    const badDate = await postAs(t.app, admin, '/api/event/edit', { ...valid(), eventDate: '14/01/2027' }).expect(400);
    expect(badDate.body.data.errors).toEqual({ eventDate: 'Le champ « Date et heure (Paris) » est invalide' });
    // The hour skipped when the clocks go forward (last Sunday of March) is refused, saying why.
    const skipped = await postAs(t.app, admin, '/api/event/edit', { ...valid(), eventDate: '2027-03-28T02:30' }).expect(400);
    expect(skipped.body.data.errors.eventDate).toMatch(/n’existe pas à Paris : cette nuit-là, les horloges passent directement de 2 h à 3 h/);
    const bad = await postAs(t.app, admin, '/api/event/edit', {
      ...valid(),
      eventDuration: '0',
      eventLinkLive: 'javascript:alert(1)',
      eventCertificateMinMinutes: '-5',
    }).expect(400);
    expect(bad.body.data.errors).toMatchObject({
      eventDuration: 'La durée doit être comprise entre 5 et 1440 minutes',
      eventLinkLive: 'Adresse invalide : elle doit commencer par https:// ou /',
      eventCertificateMinMinutes: 'Les minutes requises doivent être comprises entre 0 et 1440',
    });
    await postAs(t.app, admin, '/api/event/edit', { ...valid(), themeId: '999999' }).expect(400);
    await postAs(t.app, admin, '/api/event/edit', { ...valid(), eventTitle: 'x'.repeat(10_000) }).expect(400);
    expect(await t.ctx.db.select().from(schema.events)).toHaveLength(before.length);
  });

  it('tells the subscribers when the date moves, and sends the cancellation when the session is deleted', async () => {
    const event = await makeEvent(t.ctx, { title: 'Session déplacée', themeId, startsInMin: 3 * 24 * 60 });
    const member = await makeUser(t.ctx);
    await makeSubscription(t.ctx, member.id, event.id);
    await postAs(t.app, admin, `/api/event/edit/${event.id}`, { ...valid(), eventTitle: 'Session déplacée', eventDate: '2027-02-01T12:00' }).expect(200);
    expect((await mailsTo(member.email)).some((subject) => /modifi|nouvelle date|déplac/i.test(subject))).toBe(true);

    await postAs(t.app, admin, '/api/event/delete', { id: String(event.id) }).expect(200);
    expect(await t.ctx.db.select().from(schema.events).where(eq(schema.events.id, event.id))).toEqual([]);
    expect((await mailsTo(member.email)).some((subject) => /annul/i.test(subject))).toBe(true);
  });

  it('tells the subscribers and drops their reminders when a session is postponed, then tells them and the notify-me list when it gets its date back', async () => {
    const event = await makeEvent(t.ctx, { title: 'Session reportée puis maintenue', themeId, startsInMin: 3 * 24 * 60 });
    const member = await makeUser(t.ctx);
    await subscribeMember(t.ctx, member, [event]);
    const form = { ...valid(), eventTitle: event.title, eventDate: toParisInput(event.date) };
    const at = (date: Date) => ({ ...t.ctx, now: () => date });
    const dayBefore = new Date(event.date.getTime() - 24 * 3600_000 + 60_000);
    const reminders = () =>
      t.ctx.db
        .select()
        .from(schema.eventReminders)
        .where(and(eq(schema.eventReminders.userId, member.id), isNull(schema.eventReminders.sentAt)));
    const invitations = async () =>
      (await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, member.email)).orderBy(schema.mailOutbox.id)).map((mail) => ({
        subject: mail.subject,
        ics: mail.attachments[0]?.content ?? '',
      }));

    await postAs(t.app, admin, `/api/event/edit/${event.id}`, { ...form, eventState: 'delayed' }).expect(200);
    const [, postponed] = await invitations();
    expect(postponed.subject).toBe(`Session reportée : ${event.title}`);
    expect(postponed.ics).toMatch(/METHOD:CANCEL\r\n[\s\S]*SEQUENCE:1\r\n/);
    expect(await reminders()).toEqual([]);
    expect(await sendDueReminders(at(dayBefore))).toBe(0);

    // A visitor asks to be told; staff save it again as postponed: nobody is mailed twice.
    await t.ctx.db.insert(schema.eventNotifyRequests).values({ eventId: event.id, email: 'attente@exemple.fr' });
    await postAs(t.app, admin, `/api/event/edit/${event.id}`, { ...form, eventState: 'delayed', eventShortDescription: 'Toujours reportée.' }).expect(200);
    expect(await invitations()).toHaveLength(2);
    expect(await mailsTo('attente@exemple.fr')).toEqual([]);

    // No longer postponed, same stored date: that is its date now.
    await postAs(t.app, admin, `/api/event/edit/${event.id}`, { ...form, eventState: 'pending' }).expect(200);
    const [, , rescheduled] = await invitations();
    expect(rescheduled.subject).toBe(`Nouvelle date : ${event.title}`);
    expect(rescheduled.ics).toMatch(/METHOD:REQUEST\r\n[\s\S]*SEQUENCE:2\r\n/);
    expect((await reminders()).map((row) => [row.kind, row.dueAt.getTime()]).sort()).toEqual([
      ['1h', event.date.getTime() - 3600_000],
      ['24h', event.date.getTime() - 24 * 3600_000],
    ]);
    expect(await mailsTo('attente@exemple.fr')).toEqual([`Nouvelle date : ${event.title}`]);
    expect(await sendDueReminders(at(dayBefore))).toBe(1);
    expect((await invitations()).at(-1)?.subject).toBe(`Rappel : « ${event.title} » commence demain`);
  });

  it('names the speaker accounts who drive the room: speakers only, kept on reload, replaced by the next save', async () => {
    const [first, second] = [await makeUser(t.ctx, { role: 'speaker', lastname: 'Rousseau' }), await makeUser(t.ctx, { role: 'speaker', lastname: 'Benali' })];
    const member = await makeUser(t.ctx);
    const form = (await getAs(t.app, admin, '/api/event/edit').expect(200)).body.data;
    const field = form.fields.flatMap((group: { items: Array<{ id: string }> }) => group.items).find((item: { id: string }) => item.id === 'eventSpeakers');
    expect(field.options).toEqual(expect.arrayContaining([{ value: String(first.id), label: `Rousseau Camille (${first.email})` }]));
    expect(field.options.map((option: { value: string }) => option.value)).not.toContain(String(member.id));

    const saved = await postAs(t.app, admin, '/api/event/edit', { ...valid(), eventSpeakers: [String(first.id), String(second.id)] }).expect(200);
    const id: number = saved.body.data.id;
    const hosts = async () =>
      (await t.ctx.db.select().from(schema.eventSpeakers).where(eq(schema.eventSpeakers.eventId, id))).map((row) => row.userId).sort((a, b) => a - b);
    expect(await hosts()).toEqual([first.id, second.id].sort((a, b) => a - b));
    expect((await getAs(t.app, admin, `/api/event/edit/${id}`).expect(200)).body.data.values.eventSpeakers).toEqual(
      expect.arrayContaining([String(first.id), String(second.id)]),
    );

    await postAs(t.app, admin, `/api/event/edit/${id}`, { ...valid(), eventSpeakers: [String(second.id)] }).expect(200);
    expect(await hosts()).toEqual([second.id]);
    const forged = await postAs(t.app, admin, `/api/event/edit/${id}`, { ...valid(), eventSpeakers: [String(member.id)] }).expect(400);
    expect(forged.body.data.errors.eventSpeakers).toContain('Orateurs qui pilotent le direct');
    expect(await hosts()).toEqual([second.id]);
  });

  it('lets buadm read the list (spec 001 §6: not guarded), but only admin adds, edits or deletes; other staff nothing', async () => {
    const event = await makeEvent(t.ctx, { title: 'Lue par buadm', themeId });
    const list = listResponseSchema.parse((await getAs(t.app, buadm, '/api/event/list').expect(200)).body);
    expect(list.data.rows.map((row) => row.eventTitle)).toContain('Lue par buadm');
    expect(list.data.addUrl).toBeFalsy();
    expect(list.data.actions).toEqual([]);
    await postAs(t.app, buadm, '/api/event/edit', valid()).expect(403);
    await getAs(t.app, buadm, `/api/event/edit/${event.id}`).expect(403);
    await postAs(t.app, buadm, `/api/event/edit/${event.id}`, valid()).expect(403);
    await postAs(t.app, buadm, '/api/event/delete', { id: String(event.id) }).expect(403);
    await getAs(t.app, await loginAs(t.ctx, 'mod'), '/api/event/list').expect(403);
    const [kept] = await t.ctx.db.select({ title: schema.events.title }).from(schema.events).where(eq(schema.events.id, event.id));
    expect(kept?.title).toBe('Lue par buadm');
  });
});

describe('the markup help note', () => {
  it('stands just above the first text that takes the markup, not above the rich-text description', async () => {
    const definition = (await getAs(t.app, admin, '/api/event/edit').expect(200)).body.data as { fields: Array<{ items: Array<{ id: string }> }> };
    const ids = definition.fields.flatMap((group) => group.items.map((item) => item.id));
    expect(ids.filter((id) => id === 'markupHelp')).toHaveLength(1);
    expect(ids[ids.indexOf('markupHelp') + 1]).toBe('eventProgram');
    expect(ids.indexOf('eventDescription')).toBeLessThan(ids.indexOf('markupHelp'));
  });
});

describe('the session’s pictures and files', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 3)]);
  const PDF = Buffer.from('%PDF-1.4\nmentions légales\n%%EOF\n');
  const upload = async (field: string, fileName: string, type: string, bytes: Buffer) =>
    (
      await request(t.app)
        .post(`/api/event/edit/upload?f=${field}`)
        .set('Cookie', admin.cookie)
        .set('X-CSRF-Token', admin.csrf)
        .type('form')
        .send({ dataURL: `data:${type};base64,${bytes.toString('base64')}`, fileName, fileType: type, fileSize: String(bytes.length) })
        .expect(200)
    ).body.file;

  it('keeps a thumbnail, hosts with their photo, name and description, and a private legal file', async () => {
    const thumb = await upload('eventThumb', 'vignette.png', 'image/png', PNG);
    const host = {
      ...(await upload('eventHosts', 'roux.png', 'image/png', PNG)),
      attributes: { name: 'Dr Hélène Roux', description: 'Pneumologue, CHU de Lille' },
    };
    const legal = await upload('eventLegalLiveFile', 'mentions.pdf', 'application/pdf', PDF);
    const saved = await postAs(t.app, admin, '/api/event/edit', {
      ...valid(),
      eventTitle: 'Avec images',
      eventThumb: JSON.stringify([thumb]),
      eventHosts: JSON.stringify([host]),
      eventLegalLiveFile: JSON.stringify([legal]),
    }).expect(200);
    const [row] = await t.ctx.db.select().from(schema.events).where(eq(schema.events.id, saved.body.data.id));
    expect(row?.thumb[0]?.dest).toBe(`/cache/events/${row?.id}/vignette.png`);
    expect(row?.hosts).toEqual([
      expect.objectContaining({
        dest: `/cache/eventHosts/${row?.id}/roux.png`,
        attributes: { name: 'Dr Hélène Roux', description: 'Pneumologue, CHU de Lille' },
      }),
    ]);
    expect(row?.legalLiveFile[0]?.dest).toBe(`/cache/eventLegal/${row?.id}/mentions.pdf`);
    await request(t.app).get(`/cache/eventLegal/${row?.id}/mentions.pdf`).expect(404);
  });

  it('keeps the post-session files under a private kind, never served by /cache, while the thumbnail stays public', async () => {
    const thumb = await upload('eventThumb', 'vignette.png', 'image/png', PNG);
    const slides = await upload('eventPostFiles', 'diapos.pdf', 'application/pdf', PDF);
    const saved = await postAs(t.app, admin, '/api/event/edit', {
      ...valid(),
      eventTitle: 'Avec diapositives',
      eventThumb: JSON.stringify([thumb]),
      eventPostFiles: JSON.stringify([slides]),
    }).expect(200);
    const id = saved.body.data.id as number;
    const [row] = await t.ctx.db.select().from(schema.events).where(eq(schema.events.id, id));
    expect(row?.postFiles).toEqual([{ dest: `/cache/eventPostFiles/${id}/diapos.pdf`, name: 'diapos.pdf', size: PDF.length }]);
    await request(t.app).get(`/cache/eventPostFiles/${id}/diapos.pdf`).expect(404);
    await request(t.app).get(`/cache/events/${id}/diapos.pdf`).expect(404);
    await request(t.app).get(`/cache/events/${id}/vignette.png`).expect(200);

    // Saved again as the form shows it: the files stay where they are.
    const form = (await getAs(t.app, admin, `/api/event/edit/${id}`).expect(200)).body.data.values;
    await postAs(t.app, admin, `/api/event/edit/${id}`, {
      ...valid(),
      eventTitle: 'Avec diapositives',
      eventThumb: JSON.stringify(form.eventThumb),
      eventPostFiles: JSON.stringify(form.eventPostFiles),
    }).expect(200);
    const [again] = await t.ctx.db.select().from(schema.events).where(eq(schema.events.id, id));
    expect(again?.postFiles).toEqual(row?.postFiles);
  });

  it('keeps pictures that are not uploads (the demo’s drawn ones) when the form is saved again', async () => {
    const event = await makeEvent(t.ctx, { themeId, startsInMin: 10 * 24 * 60 });
    const drawn = [{ dest: '/demo/avatar.svg?n=Dr%20Claire', attributes: { name: 'Dr Claire', description: 'Pneumologue' } }];
    await t.ctx.db.update(schema.events).set({ hosts: drawn }).where(eq(schema.events.id, event.id));
    const form = (await getAs(t.app, admin, `/api/event/edit/${event.id}`).expect(200)).body.data.values;
    await postAs(t.app, admin, `/api/event/edit/${event.id}`, { ...valid(), eventTitle: 'Renommée', eventHosts: JSON.stringify(form.eventHosts) }).expect(200);
    const [row] = await t.ctx.db.select().from(schema.events).where(eq(schema.events.id, event.id));
    expect(row?.hosts).toEqual([
      expect.objectContaining({ dest: '/demo/avatar.svg?n=Dr%20Claire', attributes: { name: 'Dr Claire', description: 'Pneumologue' } }),
    ]);
  });
});

describe('the session’s description, written in the rich-text editor', () => {
  it('is stored sanitised: formatting kept, scripts, handlers and javascript: links removed', async () => {
    const saved = await postAs(t.app, admin, '/api/event/edit', {
      ...valid(),
      eventTitle: 'Texte riche',
      eventDescription:
        '<h2>Programme</h2><p onclick="alert(1)">Le <strong>VEMS</strong></p><script>alert(2)</script><p><a href="javascript:alert(3)">piège</a> <a href="https://goldcopd.org">GOLD</a></p>',
    }).expect(200);
    const [row] = await t.ctx.db.select().from(schema.events).where(eq(schema.events.id, saved.body.data.id));
    expect(row?.description).toBe(
      '<h2>Programme</h2><p>Le <strong>VEMS</strong></p><p><a rel="noopener noreferrer">piège</a> <a href="https://goldcopd.org" rel="noopener noreferrer">GOLD</a></p>',
    );
  });
});

describe('the state a session is in now', () => {
  it('shows a session stored as pending that began 10 minutes ago as « En direct », finds it with that filter, and shows an ended one as « Terminée »', async () => {
    const live = await makeEvent(t.ctx, { title: 'État : commencée il y a 10 minutes', themeId, startsInMin: -10, durationMin: 60 });
    const ended = await makeEvent(t.ctx, { title: 'État : finie hier', themeId, startsInMin: -24 * 60, durationMin: 60 });
    const soon = await makeEvent(t.ctx, { title: 'État : dans 15 minutes', themeId, startsInMin: 15, durationMin: 60 });
    expect([live, ended, soon].map((event) => event.state)).toEqual(['pending', 'pending', 'pending']);

    const all = listResponseSchema.parse((await getAs(t.app, admin, '/api/event/list?q=État :&pl=100').expect(200)).body).data;
    const stateOf = (id: number) => all.rows.find((row) => row.id === id)?.eventState;
    expect([stateOf(live.id), stateOf(ended.id), stateOf(soon.id)]).toEqual(['live', 'finished', 'pending']);
    const labels = all.fields.find((field) => field.id === 'eventState')?.options;
    expect(labels?.find((option) => option.value === 'live')?.label).toBe('En direct');
    expect(labels?.find((option) => option.value === 'finished')?.label).toBe('Terminée');

    const filtered = listResponseSchema.parse((await getAs(t.app, admin, '/api/event/list?state=live&pl=100').expect(200)).body).data;
    expect(filtered.rows.map((row) => row.id)).toContain(live.id);
    expect(filtered.rows.every((row) => row.eventState === 'live')).toBe(true);
    const coming = listResponseSchema.parse((await getAs(t.app, admin, '/api/event/list?state=pending&pl=100').expect(200)).body).data;
    expect(coming.rows.map((row) => row.id)).toContain(soon.id);
    expect(coming.rows.map((row) => row.id)).not.toContain(ended.id);
  });
});

describe('Personnes inscrites', () => {
  it('shows under a session’s row its subscribers with their presence', async () => {
    const event = await makeEvent(t.ctx, { themeId, startsInMin: -3 * 24 * 60 });
    const present = await makeUser(t.ctx, { firstname: 'Anne', lastname: 'Bernard', job: 'md' });
    const absent = await makeUser(t.ctx, { firstname: 'Paul', lastname: 'Durand', job: 'in' });
    await makeSubscription(t.ctx, present.id, event.id);
    await makeSubscription(t.ctx, absent.id, event.id);
    await t.ctx.db.update(schema.subscriptions).set({ attendedAt: new Date() }).where(eq(schema.subscriptions.userId, present.id));
    const list = listResponseSchema.parse((await getAs(t.app, admin, '/api/event/list').expect(200)).body);
    expect(list.data.subPanel).toEqual({ title: 'Personnes inscrites', heading: 'Invités :', url: '/api/event/subscribers' });
    const panel = listResponseSchema.parse((await getAs(t.app, admin, `/api/event/subscribers/${event.id}`).expect(200)).body);
    expect(panel.data.title).toBe('Invités : 2');
    expect(panel.data.rows.map((row) => [row.accountName, row.accountJob, row.attended])).toEqual([
      ['Bernard Anne', 'Médecin', 'Présent'],
      ['Durand Paul', 'Infirmier(e)', 'Non'],
    ]);
    // The panel is part of the list buadm reads (spec 001 §6); other staff do not read it.
    await getAs(t.app, buadm, `/api/event/subscribers/${event.id}`).expect(200);
    await getAs(t.app, await loginAs(t.ctx, 'mod'), `/api/event/subscribers/${event.id}`).expect(403);
  });
});
