import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { formFetchResponseSchema, type UploadedFile } from '@canal/contracts';
import type { OpenedContext } from '../createContext';
import { temporaryUploads, type StoredFile } from '../db/schema';
import { createCaptchaChallenge } from '../forms/captcha';
import { defineFormModule, UPLOAD_PROOF_MISSING } from '../forms/defineFormModule';
import type { FormModule } from '../forms/FormModule';
import { createServiceApp } from '../http/createServiceApp';
import { createTestContext } from '../testing/createTestContext';
import { makeUser } from '../testing/factories';
import { fromAddress } from '../testing/fromAddress';
import { sessionFor, type TestSession } from '../testing/sessionFor';
import { cacheFileRoute } from './cacheFileRoute';
import { commitUploads, keptFieldFiles } from './commitUploads';
import { TOO_MANY_UPLOADS, UPLOADS_FULL } from './receiveUpload';
import { uploadStorageOf } from './uploadStorageOf';

/**
 * The anonymous uploads found when the platform was tried as an attacker would: 20 visitor
 * uploads of 4.9 MB filled 100 MB of tmp/ in 4 s, and a visitor's tmp file referenced in a staff
 * form was moved into a public folder, its type not checked again.
 */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');

const saved: Array<Record<string, StoredFile[]>> = [];

/** A form open to visitors, with a captcha (as the registration): its uploads need a proof each. */
const visitorForm: FormModule = {
  name: 'inscription',
  fetchPath: '/api/test-inscription',
  access: 'public',
  idMode: 'none',
  uploads: true,
  captcha: () => true,
  groups: () => [{ items: [{ id: 'piece', label: 'Pièce', type: 'upload', mime: ['application/pdf', 'image/png'], maxSize: 1024 * 1024 }] }],
  load: () => Promise.resolve({}),
  save: () => Promise.resolve({ id: null }),
};

/** A staff form whose files go to a public folder (a news item's picture), and a PDF field beside it. */
const staffForm: FormModule = {
  name: 'actualite',
  fetchPath: '/api/test-actualite/edit',
  access: 'admin',
  createAccess: 'admin',
  idMode: 'optional',
  uploads: true,
  groups: () => [
    {
      items: [
        { id: 'vignette', label: 'Vignette', type: 'upload', mime: ['image/png'], maxSize: 1024 * 1024 },
        { id: 'annexe', label: 'Annexe', type: 'upload', mime: ['application/pdf'], maxSize: 1024 * 1024 },
      ],
    },
  ],
  load: () => Promise.resolve({}),
  async save(call, values) {
    saved.push({ vignette: await keptFieldFiles(call, values.vignette, 'news', 7, []), annexe: await keptFieldFiles(call, values.annexe, 'newsFiles', 7, []) });
    return { id: 7 };
  },
};

let opened: OpenedContext;
let app: ReturnType<typeof createServiceApp>;
let admin: TestSession;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-tmp-uploads-'));
  opened = await createTestContext({ DATA_DIR: dataDir, VISITOR_UPLOADS_PER_ADDRESS_PER_HOUR: '3', TMP_UPLOADS_MAX_MB: '1' });
  app = createServiceApp(opened.ctx, [...defineFormModule(visitorForm), ...defineFormModule(staffForm), cacheFileRoute]);
  admin = await sessionFor(opened.ctx, (await makeUser(opened.ctx, { role: 'admin' })).email);
});
afterAll(async () => {
  await opened.database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => void saved.splice(0));

/** A proof of work as the upload field solves it (an easy one: the server checks the signature, not the difficulty). */
async function proof(): Promise<string> {
  const challenge = await createCaptchaChallenge(opened.ctx, { cost: 1, counterMin: 1, counterMax: 3 });
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const fileBody = (name: string, type: string, bytes: Buffer) => ({
  dataURL: `data:${type};base64,${bytes.toString('base64')}`,
  fileName: name,
  fileType: type,
  fileSize: String(bytes.length),
});
const VISITOR_UPLOAD = '/api/test-inscription/upload?f=piece';
const visitorPdf = (captcha: string, bytes = PDF) => ({ ...fileBody('piece.pdf', 'application/pdf', bytes), captcha });

function upload(session: TestSession, url: string, body: Record<string, string>, address = '192.0.2.1') {
  return request(app).post(url).set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).set(fromAddress(opened.ctx, address)).type('form').send(body);
}

const visitorUpload = async (session: TestSession, bytes = PDF, address = '192.0.2.1') =>
  upload(session, VISITOR_UPLOAD, visitorPdf(await proof(), bytes), address);

const postStaffForm = (files: Record<string, UploadedFile[]>) =>
  request(app)
    .post('/api/test-actualite/edit/7')
    .set('Cookie', admin.cookie)
    .set('X-CSRF-Token', admin.csrf)
    .type('form')
    .send({ fsubmit: 'actualite_form', vignette: JSON.stringify(files.vignette ?? []), annexe: JSON.stringify(files.annexe ?? []) });

describe('uploads of a form open to visitors', () => {
  it('need a proof of work each, used once, and the form says where to get it', async () => {
    const visitor = await sessionFor(opened.ctx, null);
    const definition = formFetchResponseSchema.parse((await request(app).get('/api/test-inscription').set('Cookie', visitor.cookie).expect(200)).body).data;
    expect(definition.fields[0].items[0]).toMatchObject({ url: '/api/test-inscription/upload?f=piece', proofUrl: '/api/forms/captcha' });

    const without = await upload(visitor, VISITOR_UPLOAD, fileBody('piece.pdf', 'application/pdf', PDF), '192.0.2.10');
    expect(without.status).toBe(403);
    expect(without.body.log).toBe(UPLOAD_PROOF_MISSING);
    const solved = await proof();
    await upload(visitor, VISITOR_UPLOAD, visitorPdf(solved), '192.0.2.10').expect(200);
    const replayed = await upload(visitor, VISITOR_UPLOAD, visitorPdf(solved), '192.0.2.10');
    expect(replayed.status).toBe(403);
    expect(await opened.ctx.db.select().from(temporaryUploads).where(eq(temporaryUploads.address, '192.0.2.10'))).toHaveLength(1);
    // Staff forms, closed to robots, ask for no proof.
    const staffForm = await request(app).get('/api/test-actualite/edit/7').set('Cookie', admin.cookie).expect(200);
    const staffDefinition = formFetchResponseSchema.parse(staffForm.body).data;
    expect(staffDefinition.fields[0].items[0].proofUrl).toBeUndefined();
  });

  it('are VISITOR_UPLOADS_PER_ADDRESS_PER_HOUR per address, even 100 sent at once', async () => {
    const proofs = await Promise.all(Array.from({ length: 100 }, () => proof()));
    const visitors = await Promise.all(Array.from({ length: 100 }, () => sessionFor(opened.ctx, null)));
    const answers = await Promise.all(visitors.map((visitor, index) => upload(visitor, VISITOR_UPLOAD, visitorPdf(proofs[index]), '198.51.100.20')));
    expect(answers.filter((answer) => answer.status === 200).length).toBe(3);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBe(97);
    expect(refused[0].body.log).toBe(TOO_MANY_UPLOADS);
    expect(await opened.ctx.db.select().from(temporaryUploads).where(eq(temporaryUploads.address, '198.51.100.20'))).toHaveLength(3);
    // Another address is not concerned.
    expect((await visitorUpload(await sessionFor(opened.ctx, null), PDF, '198.51.100.21')).status).toBe(200);
  });

  it('stop, with a French 503, when the files waiting under tmp/ would pass TMP_UPLOADS_MAX_MB', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(600 * 1024, 7)]);
    const first = await visitorUpload(await sessionFor(opened.ctx, null), big, '203.0.113.30');
    expect(first.status).toBe(200);
    const full = await visitorUpload(await sessionFor(opened.ctx, null), big, '203.0.113.31');
    expect(full.status).toBe(503);
    expect(full.body.log).toBe(UPLOADS_FULL);
    expect(await opened.ctx.db.select().from(temporaryUploads).where(eq(temporaryUploads.address, '203.0.113.31'))).toEqual([]);
    // Once the waiting file is saved into its row's folder, it no longer weighs on tmp/.
    const firstKey = (first.body.file.dest as string).replace('/cache/', '');
    await opened.ctx.db.update(temporaryUploads).set({ committedAt: new Date() }).where(eq(temporaryUploads.key, firstKey));
    expect((await visitorUpload(await sessionFor(opened.ctx, null), big, '203.0.113.31')).status).toBe(200);
    // Nothing left weighing on tmp/ for the tests that follow.
    await opened.ctx.db.update(temporaryUploads).set({ committedAt: new Date() });
  });
});

describe('a temporary upload belongs to the session that sent it', () => {
  it('cannot be claimed by a staff form: refused in French, nothing saved, the file left in tmp/', async () => {
    const visitor = await sessionFor(opened.ctx, null);
    // A PNG sent through the visitor form, then named in the staff form's picture field.
    const sent = await upload(visitor, VISITOR_UPLOAD, { ...fileBody('vignette.png', 'image/png', PNG), captcha: await proof() }).expect(200);
    const file = sent.body.file as UploadedFile;
    const refused = await postStaffForm({ vignette: [file] });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual({ vignette: 'Le fichier « vignette.png » n’est plus disponible : envoyez-le de nouveau.' });
    expect(saved).toEqual([]);
    const storage = uploadStorageOf(opened.ctx);
    expect(await storage.read(file.dest.replace('/cache/', ''))).toEqual(PNG);
    expect(await storage.read('news/7/vignette.png')).toBeNull();
    // The engine is not the only guard: commitUploads itself refuses another holder's file.
    await expect(commitUploads({ ctx: opened.ctx, uploadHolder: 'session:autre' }, [file], 'news', 7)).rejects.toThrow('n’est plus disponible');
  });

  it('is shown under /cache/tmp/ to its sender only', async () => {
    const visitor = await sessionFor(opened.ctx, null);
    const file = (await visitorUpload(visitor)).body.file as UploadedFile;
    await request(app).get(file.dest).set('Cookie', visitor.cookie).expect(200);
    await request(app)
      .get(file.dest)
      .set('Cookie', (await sessionFor(opened.ctx, null)).cookie)
      .expect(404);
    await request(app).get(file.dest).set('Cookie', admin.cookie).expect(404);
    await request(app).get(file.dest).expect(404);
  });

  it('is taken by its own session into the field it was sent for, and its type is checked again at the save', async () => {
    const sendStaff = (field: string, name: string, type: string, bytes: Buffer) =>
      upload(admin, `/api/test-actualite/edit/upload?f=${field}`, fileBody(name, type, bytes));
    const picture = (await sendStaff('vignette', 'photo.png', 'image/png', PNG).expect(200)).body.file as UploadedFile;
    const annex = (await sendStaff('annexe', 'annexe.pdf', 'application/pdf', PDF).expect(200)).body.file as UploadedFile;

    // A PDF sent for the annex field cannot become the picture.
    const swapped = await postStaffForm({ vignette: [annex] });
    expect(swapped.body.data.errors).toEqual({ vignette: 'Le fichier « annexe.pdf » n’est plus disponible : envoyez-le de nouveau.' });
    // Bytes changed on the disk since the upload (another writer, a swapped file): refused at the save.
    const storage = uploadStorageOf(opened.ctx);
    const pictureKey = picture.dest.replace('/cache/', '');
    await storage.put(pictureKey, Buffer.from('<html><script>alert(1)</script></html>'));
    const tampered = await postStaffForm({ vignette: [picture], annexe: [annex] });
    expect(tampered.status).toBe(400);
    expect(tampered.body.data.errors).toEqual({ vignette: 'Le contenu du fichier « photo.png » ne correspond pas à son type.' });
    expect(saved).toEqual([]);

    await storage.put(pictureKey, PNG);
    await postStaffForm({ vignette: [picture], annexe: [annex] }).expect(200);
    expect(saved[0]).toEqual({
      vignette: [{ dest: '/cache/news/7/photo.png', name: 'photo.png', size: PNG.length }],
      annexe: [{ dest: '/cache/newsFiles/7/annexe.pdf', name: 'annexe.pdf', size: PDF.length }],
    });
    expect(await storage.read('news/7/photo.png')).toEqual(PNG);
    // Taken once: the same tmp path again is no longer anyone's.
    expect((await postStaffForm({ vignette: [picture] })).status).toBe(400);
  });
});
