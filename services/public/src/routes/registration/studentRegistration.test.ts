import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { REGISTRATION_ERRORS } from '@canal/contracts';
import { schema, setUploadStorage, uploadStorageOf } from '@canal/service-core';
import { browserSession, openEmptyTestApp, solvedCaptcha, type TestApp } from '../../testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await openEmptyTestApp();
});
afterAll(() => t.database.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/** The registration's upload, with the proof of work the upload field solves before it sends. */
async function upload(session: { cookie: string; csrf: string }, fileName: string, type: string, bytes: Buffer) {
  return request(t.app)
    .post('/api/registration/upload?f=accountAuthorisation')
    .set('Cookie', session.cookie)
    .set('X-CSRF-Token', session.csrf)
    .type('form')
    .send({ dataURL: dataUrl(type, bytes), fileName, fileType: type, fileSize: String(bytes.length), captcha: await solvedCaptcha(t) });
}

const student = (email: string) => ({
  fsubmit: 'registration_form',
  accountKind: 'norpps',
  accountJob: 'st',
  accountFirstname: 'Inès',
  accountLastname: 'Moreau',
  accountEmail: email,
  accountCity: 'Tours',
  accountPassword: 'Souffle2026',
  accountPasswordConf: 'Souffle2026',
  accountConsent: 'on',
});

describe('a student’s registration', () => {
  it('asks for the signed authorisation, checks it by content, keeps it private and tells support', async () => {
    const session = await browserSession(t.app);
    const form = (await request(t.app).get('/api/registration?view=norpps').set('Cookie', session.cookie).expect(200)).body.data;
    const field = form.fields.flatMap((group: { items: { id: string }[] }) => group.items).find((item: { id: string }) => item.id === 'accountAuthorisation');
    expect(field).toMatchObject({
      type: 'upload',
      category: 'st',
      mime: ['application/pdf', 'image/jpeg', 'image/png'],
      url: '/api/registration/upload?f=accountAuthorisation',
    });

    expect(field.proofUrl).toBe('/api/forms/captcha');

    const disguised = await upload(session, 'autorisation.pdf', 'application/pdf', Buffer.from('<html>pas un PDF</html>'));
    expect(disguised.status).toBe(400);
    expect(disguised.body.log).toBe('Le contenu du fichier « autorisation.pdf » ne correspond pas à son type.');
    const wrongType = await upload(session, 'autorisation.txt', 'text/plain', Buffer.from('texte'));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.log).toContain("n'est pas accepté");

    const missing = await request(t.app)
      .post('/api/registration?view=norpps')
      .set('Cookie', session.cookie)
      .set('X-CSRF-Token', session.csrf)
      .type('form')
      .send({ ...student('sans.autorisation@exemple.fr'), captcha: await solvedCaptcha(t) })
      .expect(400);
    expect(missing.body.data.errors.accountAuthorisation).toBe('Le champ « Autorisation signée de votre hiérarchie » est requis');

    const uploaded = (await upload(session, 'autorisation.pdf', 'application/pdf', PDF)).body.file;
    const answer = await request(t.app)
      .post('/api/registration?view=norpps')
      .set('Cookie', session.cookie)
      .set('X-CSRF-Token', session.csrf)
      .type('form')
      .send({ ...student('ines.moreau@exemple.fr'), accountAuthorisation: JSON.stringify([uploaded]), captcha: await solvedCaptcha(t) })
      .expect(200);
    expect(answer.body.data).toMatchObject({ accountStatus: 'pending', showStudentMessage: true });

    const [account] = await t.ctx.db.select().from(schema.users).where(eq(schema.users.email, 'ines.moreau@exemple.fr'));
    expect(account.status).toBe('pending');
    expect(account.studentAuthorisation).toEqual([
      { dest: `/cache/authorisations/${account.id}/autorisation.pdf`, name: 'autorisation.pdf', size: PDF.length },
    ]);
    expect(await uploadStorageOf(t.ctx).read(`authorisations/${account.id}/autorisation.pdf`)).toEqual(PDF);
    expect(await uploadStorageOf(t.ctx).read(uploaded.dest.replace('/cache/', ''))).toBeNull();

    const [notice] = await t.ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.subject, 'Canal Pneumo : inscription étudiante à vérifier'));
    expect(notice.to).toBe(t.ctx.config.SUPPORT_EMAIL);
    expect(notice.text).toContain(`/staff/account/edit/${account.id}`);
  });

  function register(session: { cookie: string; csrf: string }, email: string, authorisation: unknown, captcha: string) {
    return request(t.app)
      .post('/api/registration?view=norpps')
      .set('Cookie', session.cookie)
      .set('X-CSRF-Token', session.csrf)
      .type('form')
      .send({ ...student(email), accountAuthorisation: JSON.stringify(authorisation), captcha });
  }

  const count = async (table: typeof schema.users | typeof schema.mailOutbox | typeof schema.registrationAttempts) =>
    (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
  const written = async () => ({ users: await count(schema.users), mails: await count(schema.mailOutbox), attempts: await count(schema.registrationAttempts) });

  it('takes only a fresh upload still waiting under tmp/: a stored file of the site, or a made-up or expired path, is refused in French', async () => {
    const session = await browserSession(t.app);
    const before = await written();
    for (const dest of [
      '/cache/events/1/x.jpg',
      '/cache/authorisations/1/autorisation.pdf',
      '/cache/tmp/0123456789abcdef01234567/invente.pdf',
      '/cache/tmp/x.pdf',
    ]) {
      const response = await register(
        session,
        `chemin.${before.users}@exemple.fr`,
        [{ dest, name: 'autorisation.pdf', size: 12, isTmp: true }],
        await solvedCaptcha(t),
      );
      expect(response.status).toBe(400);
      expect(response.body.data.errors).toEqual({ accountAuthorisation: REGISTRATION_ERRORS.authorisation_missing });
    }
    expect(await written()).toEqual(before);
  });

  it('takes only an upload this visitor’s browser sent: another browser’s is refused, and nothing is written', async () => {
    const sender = await browserSession(t.app);
    const uploaded = (await upload(sender, 'autorisation.pdf', 'application/pdf', PDF)).body.file;
    const before = await written();
    const other = await browserSession(t.app);
    const refused = await register(other, 'autre.navigateur@exemple.fr', [uploaded], await solvedCaptcha(t));
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual({ accountAuthorisation: 'Le fichier « autorisation.pdf » n’est plus disponible : envoyez-le de nouveau.' });
    expect(await written()).toEqual(before);
    expect(await uploadStorageOf(t.ctx).read(uploaded.dest.replace('/cache/', ''))).toEqual(PDF);
  });

  it('writes nothing when the file cannot be moved, and lets the student send again', async () => {
    const session = await browserSession(t.app);
    const uploaded = (await upload(session, 'autorisation.pdf', 'application/pdf', PDF)).body.file;
    // The disk fails at the move (the file purged meanwhile, a full disk): the real storage otherwise.
    const storage = uploadStorageOf(t.ctx);
    setUploadStorage(t.ctx, { ...storage, move: () => Promise.reject(new Error('disque plein')) });
    const before = await written();
    const failed = await register(session, 'deplacement.rate@exemple.fr', [uploaded], await solvedCaptcha(t));
    setUploadStorage(t.ctx, storage);
    expect(failed.status).toBe(400);
    expect(failed.body.data.errors).toEqual({ accountAuthorisation: REGISTRATION_ERRORS.authorisation_missing });
    expect(await written()).toEqual(before);

    const retried = await register(session, 'deplacement.rate@exemple.fr', [uploaded], await solvedCaptcha(t));
    expect(retried.status).toBe(200);
    const [account] = await t.ctx.db.select().from(schema.users).where(eq(schema.users.email, 'deplacement.rate@exemple.fr'));
    expect(account.studentAuthorisation).toEqual([
      { dest: `/cache/authorisations/${account.id}/autorisation.pdf`, name: 'autorisation.pdf', size: PDF.length },
    ]);
  });
});
