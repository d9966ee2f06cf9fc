import request from 'supertest';
import { and, eq, like } from 'drizzle-orm';
import { schema } from '@canal/service-core';
import { makeEvent, makeSubscription, makeTheme, makeUser, openService, sessionFor, type SeededService, type TestSession } from '@canal/service-core/testing';
import { createApp } from '../../index';

let t: SeededService;
beforeAll(async () => {
  t = await openService(createApp);
});
afterAll(() => t.database.close());

async function as(role: 'member' | 'admin' | 'speaker' | 'staff' = 'member', fields: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(t.ctx, { role, ...fields });
  return { user, session: await sessionFor(t.ctx, user.email) };
}

function post(path: string, session: TestSession | null, body: Record<string, unknown>) {
  const call = request(t.app).post(path).type('form').send(body);
  if (session) call.set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf);
  return call;
}

const subscriptionsOf = (userId: number) => t.ctx.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, userId));
const mailsTo = (email: string) => t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email));

describe('POST /api/events/get/{id}', () => {
  it('gives a session with its theme, hosts and every open date of the theme, flagged for the viewer', async () => {
    const theme = await makeTheme(t.ctx, { name: 'Asthme sévère', subTitle: 'Biothérapies', program: 'Programme du thème' });
    const first = await makeEvent(t.ctx, {
      themeId: theme.id,
      title: 'Asthme : session 1',
      startsInMin: 2 * 24 * 60,
      guestsDescription: 'Pneumologues du CHU',
    });
    const full = await makeEvent(t.ctx, { themeId: theme.id, title: 'Asthme : session 2', startsInMin: 4 * 24 * 60, isFull: true });
    await makeEvent(t.ctx, { themeId: theme.id, title: 'Asthme : session passée', startsInMin: -3 * 24 * 60 });
    const postponed = await makeEvent(t.ctx, { themeId: theme.id, title: 'Asthme : session reportée', state: 'delayed' });
    const { user, session } = await as();
    await makeSubscription(t.ctx, user.id, full.id);

    const response = await post(`/api/events/get/${first.id}`, session, { contact_form: 'true' }).expect(200);
    expect(response.body.event).toBe('complete');
    expect(response.body.data).toMatchObject({
      id: first.id,
      eventTitle: 'Asthme : session 1',
      themeName: 'Asthme sévère',
      themeSubTitle: 'Biothérapies',
      themeProgram: 'Programme du thème',
      eventGuestsDescription: 'Pneumologues du CHU',
    });
    const dates = response.body.data.eventDates as { value: number; isFull: number; isSubscribed: number; eventState: string; label: string }[];
    expect(dates.map((date) => date.value)).toEqual([first.id, full.id, postponed.id]);
    expect(dates[1]).toMatchObject({ isFull: 1, isSubscribed: 1 });
    expect(dates[2]).toMatchObject({ eventState: 'delayed', label: 'Date à venir' });
    expect(dates[0].label).toMatch(/^\w+\. \d{2} \w+ \d{4} - \d{2}h\d{2}$/);
  });

  it("answers 'Erreur : contenu non trouvé' for an unknown session and a French message for a bad id", async () => {
    const visitor = await sessionFor(t.ctx, null);
    expect((await post('/api/events/get/999999', visitor, {}).expect(404)).body.log).toBe('Erreur : contenu non trouvé');
    expect((await post('/api/events/get/abc', visitor, {}).expect(400)).body.log).toContain("L'identifiant de l'émission doit être un nombre entier positif.");
  });
});

describe('GET /api/events/themes', () => {
  it("lists the themes with open sessions, and the viewer's subscriptions", async () => {
    const theme = await makeTheme(t.ctx, { name: 'Zeta : apnées du sommeil' });
    const open = await makeEvent(t.ctx, { themeId: theme.id, startsInMin: 60 });
    await makeEvent(t.ctx, { themeId: theme.id, startsInMin: -600 });
    const { user, session } = await as();
    await makeSubscription(t.ctx, user.id, open.id);
    const response = await request(t.app).get('/api/events/themes').set('Cookie', session.cookie).expect(200);
    const listed = (response.body.data as { id: number; sessions: { value: number; isSubscribed: number }[] }[]).find((entry) => entry.id === theme.id);
    expect(listed?.sessions).toEqual([expect.objectContaining({ value: open.id, isSubscribed: 1 })]);
  });
});

describe('POST /api/events/subscribe', () => {
  it('subscribes the member to two dates at once, mails one confirmation each, and answers already the second time', async () => {
    const [a, b] = [await makeEvent(t.ctx), await makeEvent(t.ctx, { startsInMin: 3 * 24 * 60 })];
    const { user, session } = await as();
    const response = await post('/api/events/subscribe', session, { rids: JSON.stringify([a.id, b.id]) }).expect(200);
    expect(response.body).toEqual({ registration: 'complete', log: 'Votre inscription est enregistrée. Une confirmation vous a été envoyée par e-mail.' });
    expect((await subscriptionsOf(user.id)).map((row) => row.eventId).sort()).toEqual([a.id, b.id].sort());
    expect((await mailsTo(user.email)).map((mail) => mail.subject).sort()).toEqual(
      [`Inscription confirmée : ${a.title}`, `Inscription confirmée : ${b.title}`].sort(),
    );

    expect((await post('/api/events/subscribe', session, { rid: a.id }).expect(200)).body.registration).toBe('already');
    const home = await request(t.app).get('/api/home?api=3').set('Cookie', session.cookie).expect(200);
    expect(home.body.data.myfutureevents.map((card: { id: number }) => card.id).sort()).toEqual([a.id, b.id].sort());
  });

  it('leaves one row when twenty identical requests arrive together', async () => {
    const event = await makeEvent(t.ctx);
    const { user, session } = await as();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/events/subscribe', session, { rid: event.id })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.registration === 'complete')).toHaveLength(1);
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('refuses a full, a postponed or a finished session, writing nothing, and keeps a full one open to its subscribers', async () => {
    const full = await makeEvent(t.ctx, { title: 'Session pleine', isFull: true });
    const postponed = await makeEvent(t.ctx, { title: 'Session reportée', state: 'delayed' });
    const finished = await makeEvent(t.ctx, { title: 'Session passée', startsInMin: -300 });
    const open = await makeEvent(t.ctx);
    const { user, session } = await as();
    expect((await post('/api/events/subscribe', session, { rids: JSON.stringify([open.id, full.id]) }).expect(409)).body.log).toBe(
      'La session « Session pleine » est complète.',
    );
    expect((await post('/api/events/subscribe', session, { rid: postponed.id }).expect(409)).body.log).toBe(
      "La session « Session reportée » est reportée : sa date n'est pas encore connue.",
    );
    expect((await post('/api/events/subscribe', session, { rid: finished.id }).expect(409)).body.log).toBe(
      "La session « Session passée » est terminée : l'inscription est close.",
    );
    expect(await subscriptionsOf(user.id)).toEqual([]);
    expect(await mailsTo(user.email)).toEqual([]);

    const { user: insider, session: insiderSession } = await as();
    await makeSubscription(t.ctx, insider.id, full.id);
    expect((await post('/api/events/subscribe', insiderSession, { rids: [full.id, open.id] }).expect(200)).body.registration).toBe('complete');
  });

  it('answers bad input in French with a 4xx and writes nothing', async () => {
    const { user, session } = await as();
    expect((await post('/api/events/subscribe', session, {}).expect(400)).body.log).toBe('Veuillez choisir au moins une date.');
    expect((await post('/api/events/subscribe', session, { rids: 'pas une liste' }).expect(400)).body.log).toContain('Liste de sessions invalide.');
    expect((await post('/api/events/subscribe', session, { rid: 999999 }).expect(404)).body.log).toBe("Cette session n'existe pas ou plus.");
    expect((await post('/api/events/subscribe', session, { rid: 1, surprise: 'x' }).expect(400)).body.log).toBeTruthy();
    expect((await post('/api/events/subscribe', session, { rid: 1, remail: 'x'.repeat(10_000) }).expect(400)).body.log).toContain(
      'Le champs Email est invalide',
    );
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it('asks a visitor to log in', async () => {
    const event = await makeEvent(t.ctx);
    const visitor = await sessionFor(t.ctx, null);
    expect((await post('/api/events/subscribe', visitor, { rid: event.id }).expect(401)).body.log).toBe('Merci de vous connecter pour accéder à ce contenu');
  });

  it('lets only an admin subscribe someone else, and tells the admin when the address has no account', async () => {
    const event = await makeEvent(t.ctx);
    const { user: colleague } = await as();
    const { session: member } = await as();
    expect((await post('/api/events/subscribe', member, { rid: event.id, remail: colleague.email }).expect(403)).body.log).toBeTruthy();
    expect(await subscriptionsOf(colleague.id)).toEqual([]);

    const { session: admin } = await as('admin');
    const done = await post('/api/events/subscribe', admin, { rid: event.id, remail: colleague.email.toUpperCase() }).expect(200);
    expect(done.body.registration).toBe('complete');
    expect(await subscriptionsOf(colleague.id)).toHaveLength(1);

    const unknown = await post('/api/events/subscribe', admin, { rid: event.id, remail: 'inconnu.total@exemple.fr' }).expect(200);
    expect(unknown.body).toEqual({
      registration: 'unknown_subsriber',
      log: 'Aucun compte ne correspond à cette adresse email...',
      email: 'inconnu.total@exemple.fr',
    });
  });
});

describe('POST /api/events/unsubscribe', () => {
  it('ends the subscription, cancels the calendar entry and drops the reminders', async () => {
    const event = await makeEvent(t.ctx, { startsInMin: 4 * 24 * 60 });
    const { user, session } = await as();
    await post('/api/events/subscribe', session, { rid: event.id }).expect(200);
    expect((await post('/api/events/unsubscribe', session, { rid: event.id }).expect(200)).body.registration).toBe('complete');
    expect(await subscriptionsOf(user.id)).toEqual([]);
    expect(await t.ctx.db.select().from(schema.eventReminders).where(eq(schema.eventReminders.userId, user.id))).toEqual([]);
    const subjects = (await mailsTo(user.email)).map((mail) => mail.subject);
    expect(subjects).toContain(`Désinscription confirmée : ${event.title}`);
  });
});

describe('POST /api/events/invite', () => {
  it('invites an address without an account once, then answers already_sent', async () => {
    const event = await makeEvent(t.ctx);
    const { session: admin } = await as('admin');
    const first = await post('/api/events/invite', admin, { rid: event.id, semail: 'nouvelle.consoeur@exemple.fr' }).expect(200);
    expect(first.body.invitation).toBe('complete');
    const [mail] = await mailsTo('nouvelle.consoeur@exemple.fr');
    expect(mail.text).toContain(`/registration?fromEvents=${event.id}`);
    const second = await post('/api/events/invite', admin, { rid: event.id, semail: 'nouvelle.consoeur@exemple.fr' }).expect(200);
    expect(second.body).toEqual({ invitation: 'already_sent', log: "Une invitation a déjà été envoyée à l'adresse nouvelle.consoeur@exemple.fr !" });
    expect(await mailsTo('nouvelle.consoeur@exemple.fr')).toHaveLength(1);
  });

  it('is for admins only and checks the address', async () => {
    const event = await makeEvent(t.ctx);
    const { session: member } = await as();
    await post('/api/events/invite', member, { rid: event.id, semail: 'quelquun@exemple.fr' }).expect(403);
    const { session: admin } = await as('admin');
    expect((await post('/api/events/invite', admin, { rid: event.id, semail: 'pas-une-adresse' }).expect(400)).body.log).toContain(
      'Le champs Email est invalide',
    );
  });
});

describe("POST /api/events/invite/{eventId} ('J'invite')", () => {
  it('names a colleague who has an account, invites any other address to register, once each', async () => {
    const event = await makeEvent(t.ctx);
    const { session } = await as();
    const { user: colleague } = await as('member', { firstname: 'Inès', lastname: 'Moreau' });
    const known = await post(`/api/events/invite/${event.id}`, session, { semail: colleague.email }).expect(200);
    // 'name present means registered' (spec 000 section 7): the first name is enough to say it.
    expect(known.body).toEqual({ invite: 'complete', name: 'Inès', log: "Inès est déjà inscrit(e) sur Canal Pneumo : l'invitation lui a été envoyée." });
    const stranger = await post(`/api/events/invite/${event.id}`, session, { semail: 'externe@exemple.fr' }).expect(200);
    expect(stranger.body.name).toBeUndefined();
    await post(`/api/events/invite/${event.id}`, session, { semail: 'externe@exemple.fr' }).expect(200);
    expect(await mailsTo('externe@exemple.fr')).toHaveLength(1);
    expect((await post(`/api/events/invite/${event.id}`, session, { semail: 'faux' }).expect(400)).body.log).toContain('Adresse e-mail invalide');
  });
});

describe("'J'invite' names no one it should not, and counts every invitation", () => {
  it('never names a staff, admin or speaker account, nor one not active: the answer is the one of an unknown address', async () => {
    const event = await makeEvent(t.ctx);
    const { session } = await as();
    const holders = [
      (await as('admin', { firstname: 'Alice', lastname: 'Admin' })).user,
      (await as('staff', { firstname: 'Sam', lastname: 'Staff' })).user,
      (await as('speaker', { firstname: 'Paul', lastname: 'Orateur' })).user,
      (await as('member', { firstname: 'Bruno', lastname: 'Bloqué', status: 'blocked' })).user,
    ];
    for (const holder of holders) {
      const answer = await post(`/api/events/invite/${event.id}`, session, { semail: holder.email.toUpperCase() }).expect(200);
      expect(answer.body).toEqual({ invite: 'complete', log: `Invitation envoyée à ${holder.email.toUpperCase()}.` });
      expect(JSON.stringify(answer.body)).not.toContain(holder.lastname);
    }
  });

  it('sends 30 invitations an hour from one member, even when 100 are sent at once', async () => {
    const event = await makeEvent(t.ctx);
    const { user, session } = await as();
    const invite = (index: number) => post(`/api/events/invite/${event.id}`, session, { semail: `rafale${index}@exemple.fr` });
    const answers = await Promise.all(Array.from({ length: 100 }, (_, index) => invite(index)));
    expect(answers.filter((answer) => answer.status === 200).length).toBe(30);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBe(70);
    expect(refused[0].body.log).toBe('Vous avez envoyé beaucoup d’invitations : merci de réessayer dans une heure.');
    const stored = await t.ctx.db.select().from(schema.eventInvitations).where(eq(schema.eventInvitations.invitedBy, user.id));
    expect(stored).toHaveLength(30);
    const mails = await t.ctx.db.select({ to: schema.mailOutbox.to }).from(schema.mailOutbox).where(like(schema.mailOutbox.to, 'rafale%@exemple.fr'));
    expect(mails.map((mail) => mail.to).sort()).toEqual(stored.map((row) => row.email).sort());
  });
});

describe('POST /api/events/notify/{id}', () => {
  it('records one request per address for a postponed session and mails it once when the session gets its date', async () => {
    const event = await makeEvent(t.ctx, { state: 'delayed' });
    const visitor = await sessionFor(t.ctx, null);
    await post(`/api/events/notify/${event.id}`, visitor, { remail: 'patiente@exemple.fr' }).expect(200);
    await post(`/api/events/notify/${event.id}`, visitor, { remail: 'Patiente@exemple.fr' }).expect(200);
    const rows = await t.ctx.db
      .select()
      .from(schema.eventNotifyRequests)
      .where(and(eq(schema.eventNotifyRequests.eventId, event.id)));
    expect(rows).toHaveLength(1);

    const { eventDateChanged } = await import('@canal/domain');
    await t.ctx.db.update(schema.events).set({ state: 'pending' }).where(eq(schema.events.id, event.id));
    // Staff give the session its date back: twice, in the transactions of two saves.
    const givenItsDate = () => t.ctx.db.transaction((tx) => eventDateChanged(t.ctx, tx, event.id, { date: event.date, state: 'delayed' }));
    expect((await givenItsDate()).notified).toBe(1);
    expect((await givenItsDate()).notified).toBe(0);
    expect((await mailsTo('patiente@exemple.fr')).map((mail) => mail.subject)).toEqual([`Nouvelle date : ${event.title}`]);
  });

  it('refuses a session that already has a date', async () => {
    const event = await makeEvent(t.ctx);
    const visitor = await sessionFor(t.ctx, null);
    expect((await post(`/api/events/notify/${event.id}`, visitor, { remail: 'a@exemple.fr' }).expect(409)).body.log).toBe(
      'Cette session a déjà une date : vous pouvez vous y inscrire.',
    );
  });
});
