import { gzipSync } from 'node:zlib';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { schema, uploadStorageOf } from '@canal/service-core';
import {
  fromAddress,
  makeEvent,
  makePresence,
  makeSubscription,
  makeUser,
  openService,
  sessionFor,
  type SeededService,
  type TestSession,
} from '@canal/service-core/testing';
import { createApp } from '../../index';
import { TOO_MANY_MESSAGES } from '../../contact/contactForm';
import { CERTIFICATE_NAME } from './filesMine';

let t: SeededService;
beforeAll(async () => {
  // Uploads of its own: another test file's database numbers its sessions and leaflets the same way.
  t = await openService(createApp, {
    CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR: '2',
    SUPPORT_EMAIL: 'aide@canal-pneumo.test',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'canal-content-')),
  });
});
afterAll(async () => {
  await t.database.close();
  fs.rmSync(t.ctx.config.dataDir, { recursive: true, force: true });
});

const get = (session: TestSession, path: string, from = '198.51.100.1') => request(t.app).get(path).set('Cookie', session.cookie).set(fromAddress(t.ctx, from));
const post = (session: TestSession, path: string, body: object, from = '198.51.100.1') =>
  request(t.app).post(path).set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).set(fromAddress(t.ctx, from)).send(body);
const visitor = () => sessionFor(t.ctx, null);
const member = async (fields: Parameters<typeof makeUser>[1] = {}) => {
  const user = await makeUser(t.ctx, fields);
  return { user, session: await sessionFor(t.ctx, user.email) };
};

describe('the help page’s FAQ', () => {
  it('lists the questions by position, with edit buttons for an admin only', async () => {
    const [second, first] = await t.ctx.db
      .insert(schema.faqItems)
      .values([
        { position: 2, question: 'Comment me désinscrire ?', answer: 'Depuis la page de la session.' },
        { position: 1, question: 'Comment m’inscrire ?', subQuestion: 'Médecins et infirmiers', answer: 'Avec votre numéro RPPS.' },
      ])
      .returning();
    const asVisitor = (await get(await visitor(), '/api/faq/get/all').expect(200)).body;
    const ids = asVisitor.data.map((item: { id: number }) => item.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(asVisitor.data).toContainEqual({
      id: first.id,
      faqPosition: 1,
      faqQuestion: 'Comment m’inscrire ?',
      faqSubQuestion: 'Médecins et infirmiers',
      faqAnswer: 'Avec votre numéro RPPS.',
    });
    expect(asVisitor.canEdit).toBe(false);
    expect((await get((await member()).session, '/api/faq/get/all').expect(200)).body.canEdit).toBe(false);
    expect((await get((await member({ role: 'admin' })).session, '/api/faq/get/all').expect(200)).body.canEdit).toBe(true);
  });
});

describe('the contact form', () => {
  const fieldIds = async (session: TestSession) => {
    const body = (await get(session, '/api/contact').expect(200)).body;
    return body.data.fields.flatMap((group: { items: { id: string; options?: { value: string }[] }[] }) => group.items);
  };

  it('asks visitors their details without the message nor the laboratory subject; members and staff only their phone, the subject and the message', async () => {
    const visitorFields = await fieldIds(await visitor());
    expect(visitorFields.map((field: { id: string }) => field.id)).toEqual(['email', 'email2', 'firstname', 'name', 'city', 'cell', 'subject']);
    expect(visitorFields.find((field: { id: string }) => field.id === 'subject').options.map((option: { value: string }) => option.value)).toEqual([
      'registration',
      'connection',
    ]);
    const memberFields = await fieldIds((await member()).session);
    expect(memberFields.map((field: { id: string }) => field.id)).toEqual(['cell', 'subject', 'message']);
    expect(memberFields.find((field: { id: string }) => field.id === 'subject').options.map((option: { value: string }) => option.value)).toEqual([
      'registration',
      'connection',
      'labo',
    ]);
    const staffFields = await fieldIds((await member({ role: 'staff' })).session);
    expect(staffFields.map((field: { id: string }) => field.id)).toEqual(['cell', 'subject', 'message']);
    expect(staffFields.find((field: { id: string }) => field.id === 'subject').options.map((option: { value: string }) => option.value)).toEqual(['labo']);
  });

  it('preselects the subject of ?s=, when the caller may choose it', async () => {
    const { session } = await member();
    const values = (await get(session, '/api/contact?view=3').expect(200)).body.data.values;
    expect(values.subject).toBe('labo');
    expect((await get(await visitor(), '/api/contact?view=3').expect(200)).body.data.values.subject || null).toBeNull();
  });

  it('keeps a member’s message under the account’s identity, which cannot be posted, and e-mails it to support', async () => {
    const { user, session } = await member({ firstname: 'Claire', lastname: 'Dubois', city: 'Lyon' });
    const form = (await get(session, '/api/contact').expect(200)).body.data;
    expect(form.fields[0].label).toBe(`Votre message, au nom de Claire Dubois (${user.email})`);
    const body = { fsubmit: 'contact_form', cell: '06 12 34 56 78', subject: 'labo', message: 'Où trouver les diapositives de la session ?' };
    const usurped = await post(session, '/api/contact', { ...body, email: 'usurpation@exemple.fr' }, '198.51.100.20').expect(400);
    expect(usurped.body.log).toBe('Champ inconnu : « email ».');
    const answer = await post(session, '/api/contact', body, '198.51.100.20').expect(200);
    expect(answer.body.form).toBe('complete');
    const [stored] = await t.ctx.db.select().from(schema.contactMessages).where(eq(schema.contactMessages.email, user.email));
    expect(stored).toMatchObject({
      userId: user.id,
      ip: '198.51.100.20',
      firstname: 'Claire',
      name: 'Dubois',
      cell: '06 12 34 56 78',
      subject: 'labo',
      city: 'Lyon',
      message: 'Où trouver les diapositives de la session ?',
    });
    const mails = await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, 'aide@canal-pneumo.test'));
    const mail = mails.find((row) => row.text.includes(user.email));
    expect(mail?.subject).toBe('Contact Canal Pneumo : Question au laboratoire');
    expect(mail?.text).toContain('Où trouver les diapositives de la session ?');
  });

  it('lets a visitor ask for an accessible alternative from /accessibilite (view 4), the message e-mailed with its subject', async () => {
    const session = await visitor();
    const form = (await get(session, '/api/contact?view=4').expect(200)).body.data;
    expect(form.values.subject).toBe('accessibility');
    const fields = form.fields.flatMap((group: { items: { id: string }[] }) => group.items.map((item) => item.id));
    expect(fields).toContain('message');
    const body = {
      fsubmit: 'contact_form',
      email: 'lecteur@exemple.test',
      email2: 'lecteur@exemple.test',
      firstname: 'Anne',
      name: 'Martin',
      city: 'Brest',
      subject: 'accessibility',
      message: 'Pourriez-vous m’envoyer la fiche 3 dans une version lisible par mon lecteur d’écran ?',
    };
    await post(session, '/api/contact?view=4', body, '198.51.100.50').expect(200);
    const mails = await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, 'aide@canal-pneumo.test'));
    const mail = mails.find((row) => row.text.includes('lecteur@exemple.test'));
    expect(mail?.subject).toBe('Contact Canal Pneumo : Accessibilité : demander une alternative accessible');
    expect(mail?.text).toContain('version lisible par mon lecteur d’écran');
    // Without the view, a visitor's form is the spec's, without a message.
    const plain = (await get(session, '/api/contact').expect(200)).body.data;
    expect(plain.fields.flatMap((group: { items: { id: string }[] }) => group.items.map((item) => item.id))).not.toContain('message');
  });

  it('takes the spec’s call: the fields plus contact_form, no fsubmit, and answers contact: complete', async () => {
    const { user, session } = await member({ firstname: 'Paul', lastname: 'Roux' });
    const body = { contact_form: 'true', cell: '', subject: 'connection', message: 'Je ne reçois pas le lien.' };
    const answer = await post(session, '/api/contact', body, '198.51.100.21').expect(200);
    expect(answer.body).toMatchObject({ contact: 'complete', form: 'complete' });
    const [stored] = await t.ctx.db.select().from(schema.contactMessages).where(eq(schema.contactMessages.email, user.email));
    expect(stored).toMatchObject({ subject: 'connection', message: 'Je ne reçois pas le lien.' });
  });

  it('refuses, in French and without keeping anything, a mismatched confirmation, a subject not offered, a message too long', async () => {
    const session = await visitor();
    const valid = {
      fsubmit: 'contact_form',
      email: 'a.b@exemple.fr',
      email2: 'a.b@exemple.fr',
      firstname: 'Anne',
      name: 'Bernard',
      city: 'Nantes',
      cell: '',
      subject: 'connection',
    };
    const mismatch = await post(session, '/api/contact', { ...valid, email2: 'autre@exemple.fr' }, '198.51.100.30').expect(400);
    expect(mismatch.body.data.errors.email2).toMatch(/identique|correspond/);
    const labo = await post(session, '/api/contact', { ...valid, subject: 'labo' }, '198.51.100.30').expect(400);
    expect(JSON.stringify(labo.body)).toMatch(/Sujet/);
    const long = await post(
      (await member()).session,
      '/api/contact',
      { fsubmit: 'contact_form', subject: 'labo', message: 'x'.repeat(10_000) },
      '198.51.100.30',
    ).expect(400);
    expect(long.body.data.errors.message).toContain('2000');
    const stored = await t.ctx.db.select().from(schema.contactMessages).where(eq(schema.contactMessages.ip, '198.51.100.30'));
    expect(stored).toEqual([]);
  });

  it('lets one address send two messages an hour, then answers 429 in French', async () => {
    const session = await visitor();
    const body = {
      fsubmit: 'contact_form',
      email: 'c.d@exemple.fr',
      email2: 'c.d@exemple.fr',
      firstname: 'Chloé',
      name: 'Durand',
      city: 'Brest',
      cell: '',
      subject: 'registration',
    };
    await post(session, '/api/contact', body, '198.51.100.40').expect(200);
    await post(session, '/api/contact', body, '198.51.100.40').expect(200);
    const refused = await post(session, '/api/contact', body, '198.51.100.40').expect(429);
    expect(refused.body.log).toBe(TOO_MANY_MESSAGES);
    await post(session, '/api/contact', body, '198.51.100.41').expect(200);
    expect(await t.ctx.db.select().from(schema.contactMessages).where(eq(schema.contactMessages.ip, '198.51.100.40'))).toHaveLength(2);
  });

  it('keeps two messages of 100 sent at once from one address, and mails support twice', async () => {
    const session = await visitor();
    const sender = { email: 'rafale@exemple.fr', email2: 'rafale@exemple.fr', firstname: 'Rémi', name: 'Rafale', city: 'Metz', cell: '' };
    const body = { fsubmit: 'contact_form', ...sender, subject: 'registration' };
    const mailsBefore = (await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, 'aide@canal-pneumo.test'))).length;
    const answers = await Promise.all(Array.from({ length: 100 }, () => post(session, '/api/contact', body, '198.51.100.45')));
    expect(answers.filter((answer) => answer.status === 200).length).toBe(2);
    expect(answers.filter((answer) => answer.status === 429).length).toBe(98);
    expect(await t.ctx.db.select().from(schema.contactMessages).where(eq(schema.contactMessages.ip, '198.51.100.45'))).toHaveLength(2);
    expect((await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, 'aide@canal-pneumo.test'))).length).toBe(mailsBefore + 2);
  });
});

describe('the speed test', () => {
  /** Two mebibytes of the download test, read whole as bytes. */
  const garbage = async () =>
    get(await visitor(), '/api/speedtest/garbage?ckSize=2')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);

  it('streams ckSize MiB of random bytes that no gateway could compress, never cached', async () => {
    const answer = await garbage();
    const bytes = answer.body as Buffer;
    expect(bytes.length).toBe(2 * 1024 * 1024);
    expect(answer.headers['content-type']).toBe('application/octet-stream');
    expect(answer.headers['cache-control']).toContain('no-transform');
    // Random bytes: every value appears, about 1/256 of the time each.
    const counts = new Array<number>(256).fill(0);
    for (const byte of bytes.subarray(0, 1024 * 1024)) counts[byte] += 1;
    expect(Math.min(...counts)).toBeGreaterThan(3000);
    expect(Math.max(...counts)).toBeLessThan(5200);
  });

  it('bounds ckSize and answers the ping and the client address', async () => {
    const session = await visitor();
    expect(Number((await get(session, '/api/speedtest/garbage?ckSize=abc').expect(200)).headers['content-length'])).toBe(4 * 1024 * 1024);
    await get(session, '/api/speedtest/empty').expect(200);
    expect((await get(session, '/api/speedtest/getIP', '203.0.113.9').expect(200)).body).toEqual({ processedString: '203.0.113.9' });
  });

  it('works with LibreSpeed’s own client: getIP takes its isp, distance and r, the upload sink takes a POST without our token', async () => {
    const session = await visitor();
    expect((await get(session, '/api/speedtest/getIP?isp=true&distance=km&r=0.8137', '203.0.113.9').expect(200)).body).toEqual({
      processedString: '203.0.113.9',
    });
    // LibreSpeed posts random bytes without any token or cookie; the sink keeps nothing.
    const sink = await request(t.app)
      .post('/api/speedtest/empty?r=0.42')
      .set('Content-Type', 'application/octet-stream')
      .send(Buffer.alloc(64 * 1024, 1));
    expect(sink.status).toBe(200);
    // Only that route: any other change still needs the token.
    const contact = await request(t.app).post('/api/contact').set('Cookie', session.cookie).type('form').send({ fsubmit: 'contact_form' });
    expect(contact.status).toBe(403);
    expect(contact.body.error).toBe('csrf');
  });

  it('sends bytes that do not compress (one block repeated would shrink under any compressor)', async () => {
    const bytes = (await garbage()).body as Buffer;
    expect(gzipSync(bytes, { level: 9 }).length / bytes.length).toBeGreaterThan(0.99);
    // Each mebibyte differs from the one before.
    expect(bytes.subarray(0, 1024 * 1024).equals(bytes.subarray(1024 * 1024))).toBe(false);
  });

  it('drops an upload as it arrives: 1 GiB passes while the process grows by far less', async () => {
    const session = await visitor();
    const chunk = Buffer.alloc(1024 * 1024, 7);
    let sent = 0;
    const body = new Readable({
      read() {
        sent += 1;
        this.push(sent <= 1024 ? chunk : null);
      },
    });
    const before = process.memoryUsage().rss;
    let peak = before;
    const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const agent = request(t.app)
      .post('/api/speedtest/empty')
      .set('Cookie', session.cookie)
      .set('X-CSRF-Token', session.csrf)
      .set('Content-Type', 'application/octet-stream');
    const answer = await new Promise<number>((resolve, reject) => {
      const req = agent.on('response', (res) => resolve(res.status)).on('error', reject);
      body.pipe(req as unknown as NodeJS.WritableStream);
    });
    clearInterval(watch);
    expect(answer).toBe(200);
    expect(sent).toBeGreaterThan(1024);
    // Held in memory, the body alone would add 1 GiB; socket buffers and late garbage collection stay far below.
    expect(peak - before).toBeLessThan(384 * 1024 * 1024);
  });
});

describe('patient leaflets', () => {
  it('lists the collections and gives a leaflet’s file to logged-in users only, never through /cache', async () => {
    const [collection] = await t.ctx.db
      .insert(schema.documentCollections)
      .values({
        title: 'Asthme',
        subTitle: 'Pour vos patients asthmatiques',
        description: 'À imprimer',
        logo: [{ dest: '/cache/documentCollections/7/logo.png', name: 'logo.png', size: 300 }],
      })
      .returning();
    const [leaflet] = await t.ctx.db
      .insert(schema.documents)
      .values({
        collectionId: collection.id,
        prefix: 'Fiche 1',
        title: 'Bien utiliser son inhalateur',
        file: [{ dest: '/cache/leaflets/90/inhalateur.pdf', name: 'inhalateur.pdf', size: 1536 }],
      })
      .returning();
    // A leaflet without its file is not offered.
    await t.ctx.db.insert(schema.documents).values({ collectionId: collection.id, prefix: 'Fiche 2', title: 'Sans fichier' });
    await uploadStorageOf(t.ctx).put('leaflets/90/inhalateur.pdf', Buffer.from('%PDF-1.4 fiche'));

    const notConnected = (await post(await visitor(), '/api/documents/list', {}).expect(401)).body;
    expect(notConnected).toMatchObject({ error: 'not_connected', log: 'Merci de vous connecter pour accéder à ce contenu' });
    const listed = (await post((await member({ role: 'speaker' })).session, '/api/documents/list', {}).expect(200)).body.data;
    expect(listed.find((entry: { id: number }) => entry.id === collection.id)).toEqual({
      id: collection.id,
      title: 'Asthme',
      subTitle: 'Pour vos patients asthmatiques',
      logo: '/cache/documentCollections/7/logo.png',
      description: 'À imprimer',
      documents: [{ id: leaflet.id, prefix: 'Fiche 1', title: 'Bien utiliser son inhalateur', description: '', fileName: 'inhalateur.pdf', fileSize: 1536 }],
    });
    expect(JSON.stringify(listed)).not.toContain('/cache/leaflets');

    const refused = await get(await visitor(), `/api/documents/get/${leaflet.id}`).expect(401);
    expect(refused.body.log).toBe('Merci de vous connecter pour accéder à ce contenu');
    const file = await get((await member()).session, `/api/documents/get/${leaflet.id}`).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body.toString()).toBe('%PDF-1.4 fiche');
    await get(await visitor(), '/cache/leaflets/90/inhalateur.pdf').expect(404);
    expect((await get((await member()).session, '/api/documents/get/999999').expect(404)).body.log).toBe('Document introuvable.');
    await get((await member()).session, '/api/documents/get/abc').expect(400);
  });
});

describe('documentation', () => {
  it('answers the entries section by section', async () => {
    await t.ctx.db.insert(schema.documentationEntries).values([
      { section: 'tools', position: 1, title: 'Calculateur de VEMS', link: 'https://outil.exemple.fr', thumb: [{ dest: '/cache/documentation/3/vems.png' }] },
      { section: 'doc', position: 1, title: 'Recommandations GOLD', link: 'https://goldcopd.org' },
    ]);
    const data = (await post(await visitor(), '/api/documentation/list', {}).expect(200)).body.data;
    expect(data.tools.find((entry: { title: string }) => entry.title === 'Calculateur de VEMS')).toMatchObject({
      link: 'https://outil.exemple.fr',
      picture: '/cache/documentation/3/vems.png',
    });
    expect(data.doc.map((entry: { title: string }) => entry.title)).toContain('Recommandations GOLD');
    expect(data.news).toEqual(expect.any(Array));
  });
});

describe('my files', () => {
  it('lists the caller’s sessions with files, latest first, with the certificate once attended', async () => {
    const { user, session } = await member();
    const older = await makeEvent(t.ctx, { title: 'Session ancienne', startsInMin: -20_000 });
    await t.ctx.db
      .update(schema.events)
      .set({ postFiles: [{ dest: `/cache/eventPostFiles/${older.id}/diapos.pdf`, name: 'diapos.pdf', size: 2_500_000 }] })
      .where(eq(schema.events.id, older.id));
    const recent = await makeEvent(t.ctx, { title: 'Session récente', startsInMin: -3000 });
    const notMine = await makeEvent(t.ctx, {
      title: 'Pas inscrite',
      startsInMin: -3000,
      postFiles: [{ dest: '/cache/events/2/x.pdf', name: 'x.pdf', size: 10 }],
    });
    const noFiles = await makeEvent(t.ctx, { title: 'Sans fichier', startsInMin: -3000 });
    for (const event of [older, recent, noFiles]) await makeSubscription(t.ctx, user.id, event.id);
    // 55 minutes in the room of the recent session (the one attendance reads presence).
    await makePresence(t.ctx, recent.id, user.id, { from: recent.date, minutes: 55 });

    const data = (await post(session, '/api/files/mine', {}).expect(200)).body.data;
    expect(data.map((entry: { eventTitle: string }) => entry.eventTitle)).toEqual(['Session récente', 'Session ancienne']);
    expect(data[0].files).toEqual([{ name: CERTIFICATE_NAME, url: `/api/attendance/certificate/${recent.id}`, size: null }]);
    expect(data[1]).toMatchObject({
      eventId: older.id,
      eventDate: Math.floor(older.date.getTime() / 1000),
      files: [{ name: 'diapos.pdf', url: `/api/files/event/${older.id}/diapos.pdf`, size: 2_500_000 }],
    });
    expect(JSON.stringify(data)).not.toContain(String(notMine.title));
    await post(await visitor(), '/api/files/mine', {}).expect(401);
  });

  it('answers the spec’s POST events/files/ (contact_form) with the same sessions and their eventPostFiles', async () => {
    const { user, session } = await member();
    const slides = await makeEvent(t.ctx, { title: 'Session avec diapositives', startsInMin: -4000 });
    await t.ctx.db
      .update(schema.events)
      .set({ postFiles: [{ dest: `/cache/eventPostFiles/${slides.id}/diapos.pdf`, name: 'diapos.pdf', size: 1_200_000 }] })
      .where(eq(schema.events.id, slides.id));
    await makeSubscription(t.ctx, user.id, slides.id);
    // 40 minutes in the room (the one attendance reads presence).
    await makePresence(t.ctx, slides.id, user.id, { from: slides.date, minutes: 40 });

    const answer = (await post(session, '/api/events/files/', { contact_form: 'true' }).expect(200)).body;
    expect(answer.files).toBe('complete');
    expect(answer.data).toEqual([
      expect.objectContaining({
        eventTitle: 'Session avec diapositives',
        eventPostFiles: [{ name: 'diapos.pdf', size: 1_200_000, url: `/api/files/event/${slides.id}/diapos.pdf` }],
      }),
    ]);
    expect(answer.data[0].files.map((file: { name: string }) => file.name)).toEqual(['diapos.pdf', CERTIFICATE_NAME]);
    await post(await visitor(), '/api/events/files/', { contact_form: 'true' }).expect(401);
  });
});

describe('a session’s post-session files', () => {
  const PDF = Buffer.from('%PDF-1.4\ndiapositives\n%%EOF\n');
  async function sessionWithSlides() {
    const event = await makeEvent(t.ctx, { title: 'Sevrage tabagique', startsInMin: -3000 });
    const key = `eventPostFiles/${event.id}/diapos.pdf`;
    await uploadStorageOf(t.ctx).put(key, PDF);
    await t.ctx.db
      .update(schema.events)
      .set({ postFiles: [{ dest: `/cache/${key}`, name: 'diapos.pdf', size: PDF.length }] })
      .where(eq(schema.events.id, event.id));
    return { event, path: `/api/files/event/${event.id}/diapos.pdf` };
  }

  it('are given to the session’s subscribers, staff and admins, through the address Mes fichiers links to', async () => {
    const { event, path } = await sessionWithSlides();
    const subscriber = await member();
    await makeSubscription(t.ctx, subscriber.user.id, event.id);
    expect((await post(subscriber.session, '/api/files/mine', {}).expect(200)).body.data[0].files).toEqual([
      { name: 'diapos.pdf', url: path, size: PDF.length },
    ]);
    for (const session of [subscriber.session, (await member({ role: 'staff', subRole: 'invit' })).session, (await member({ role: 'admin' })).session]) {
      const response = await get(session, path).buffer(true).expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(Buffer.from(response.body as Buffer).equals(PDF)).toBe(true);
    }
  });

  it('are refused to anyone else (a speaker, a member not subscribed, a visitor), and an unknown file is a 404', async () => {
    const { event, path } = await sessionWithSlides();
    const stranger = await member();
    const refused = await get(stranger.session, path).expect(403);
    expect(refused.body.log).toBe('Ces fichiers sont réservés aux inscrits de la session.');
    const speaker = await member({ role: 'speaker' });
    await get(speaker.session, path).expect(403);
    await get(await visitor(), path).expect(401);
    const subscriber = await member();
    await makeSubscription(t.ctx, subscriber.user.id, event.id);
    expect((await get(subscriber.session, `/api/files/event/${event.id}/autre.pdf`).expect(404)).body.log).toBe('Fichier introuvable.');
    await get(subscriber.session, `/api/files/event/999999/diapos.pdf`).expect(404);
    await get(subscriber.session, `/api/files/event/${event.id}/..%2F..%2Fsecret`).expect(404);
  });
});
