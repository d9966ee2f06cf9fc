import request from 'supertest';
import { formFetchResponseSchema, type FormValues } from '@canal/contracts';
import { createServiceApp } from '../http/createServiceApp';
import { createTestContext } from '../testing/createTestContext';
import { makeUser } from '../testing/factories';
import { sessionFor, type TestSession } from '../testing/sessionFor';
import type { DatabaseHandle } from '../db/openDatabase';
import type { ServiceContext } from '../ServiceContext';
import { defineFormModule } from './defineFormModule';
import { commitUploads } from '../uploads/commitUploads';
import { cacheFileRoute } from '../uploads/cacheFileRoute';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FormModule, PrecisionAnswers } from './FormModule';

const saved: Array<{ values: FormValues; answers: PrecisionAnswers }> = [];

/** A form declared once: a news item with a category that shows the event field, files and tags. */
const newsForm: FormModule = {
  name: 'news',
  fetchPath: '/api/test-news/edit',
  access: 'admin',
  uploads: true,
  createAccess: 'admin',
  idMode: 'optional',
  groups: () => [
    {
      label: 'Actualité',
      color: '#1d5fa8',
      items: [
        { id: 'newsTitle', label: 'Titre', type: 'text', validators: ['notEmpty'], maxLength: 40 },
        {
          id: 'newsCategory',
          label: 'Catégorie',
          type: 'select',
          validators: ['notEmpty'],
          options: [
            { value: 'info', label: 'Info' },
            { value: 'event', label: 'Émission' },
          ],
          categoryTrigger: { event: 'event' },
        },
        { id: 'eventId', label: 'Émission', type: 'text', validators: ['notEmpty', 'num'], category: 'event' },
        {
          id: 'newsTags',
          label: 'Thèmes',
          type: 'Checkbox',
          options: [
            { value: 'BPCO', label: 'BPCO' },
            { value: 'Asthme', label: 'Asthme' },
          ],
        },
        { id: 'newsThumb', label: 'Vignette', type: 'upload', maxFiles: 1, mime: ['image/png'], maxSize: 2000 },
        { id: 'newsAgree', label: 'Relu', type: 'checkbox', validators: ['notEmpty'] },
        { id: 'newsId', label: 'Id', type: 'text', hidden: true },
      ],
    },
  ],
  load(call): Promise<FormValues | null> {
    if (call.id === 404) return Promise.resolve(null);
    return Promise.resolve<FormValues>(call.id === null ? {} : { newsTitle: 'Bienvenue', newsCategory: 'info', newsId: String(call.id) });
  },
  precisions: (_call, values) =>
    values.newsCategory === 'event'
      ? [
          {
            id: 'precision_0',
            label: 'Position',
            values: [
              { value: 'top', label: 'En tête' },
              { value: 'end', label: 'À la fin' },
            ],
          },
        ]
      : [],
  async save(call, values, answers) {
    const thumb = Array.isArray(values.newsThumb) ? values.newsThumb.filter((file) => typeof file !== 'string') : [];
    saved.push({ values: { ...values, newsThumb: await commitUploads(call, thumb, 'news', call.id ?? 99) }, answers });
    return { id: call.id ?? 99 };
  },
};

/** A form under a parent record: a note of a session, its address naming the session. */
const notes: Array<{ parents: Readonly<Record<string, number>>; id: number | null; values: FormValues }> = [];
const noteForm: FormModule = {
  name: 'note',
  fetchPath: '/api/test-note/edit/:eventId',
  access: 'admin',
  createAccess: 'admin',
  idMode: 'optional',
  groups: () => [{ items: [{ id: 'noteText', label: 'Note', type: 'text', validators: ['notEmpty'] }] }],
  load: (call) => Promise.resolve<FormValues>(call.id === null ? {} : { noteText: `Note ${call.id} de la session ${call.parents.eventId}` }),
  save: (call, values) => {
    notes.push({ parents: call.parents, id: call.id, values });
    return Promise.resolve({ id: call.id ?? 5 });
  },
};

let ctx: ServiceContext;
let database: DatabaseHandle;
let app: ReturnType<typeof createServiceApp>;
let admin: TestSession;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canal-forms-'));
  ({ ctx, database } = await createTestContext({ DATA_DIR: dataDir }));
  app = createServiceApp(ctx, [...defineFormModule(newsForm), ...defineFormModule(noteForm), cacheFileRoute]);
  admin = await sessionFor(ctx, (await makeUser(ctx, { role: 'admin' })).email);
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = (url: string, body: string | Record<string, unknown>) =>
  request(app).post(url).set('Cookie', admin.cookie).set('X-CSRF-Token', admin.csrf).type('form').send(body);

const base = { fsubmit: 'news_form', newsTitle: 'Titre', newsCategory: 'info', newsAgree: 'on' };

describe('a form module declared once', () => {
  it('gives the definition with defaults for a new record and stored values for an existing one', async () => {
    const fresh = formFetchResponseSchema.parse((await request(app).get('/api/test-news/edit').set('Cookie', admin.cookie)).body).data;
    expect(fresh).toMatchObject({ module: 'news', fsubmit: 'news_form', postUrl: '/api/test-news/edit', id: null, readOnly: false, activeCategories: [] });
    expect(fresh.values).toEqual({ newsTitle: '', newsCategory: '', eventId: '', newsTags: [], newsThumb: [], newsAgree: '', newsId: '' });
    expect(fresh.fields[0]).toMatchObject({ label: 'Actualité', color: '#1d5fa8' });
    const stored = formFetchResponseSchema.parse((await request(app).get('/api/test-news/edit/7?view=short').set('Cookie', admin.cookie)).body).data;
    expect(stored.values.newsTitle).toBe('Bienvenue');
    expect(stored.postUrl).toBe('/api/test-news/edit/7?view=short');
    expect((await request(app).get('/api/test-news/edit/404').set('Cookie', admin.cookie)).status).toBe(404);
    expect((await request(app).get('/api/test-news/edit/7?view=%3Cx%3E').set('Cookie', admin.cookie)).status).toBe(400);
  });

  it('skips the fields of an inactive category, and validates them once their trigger is chosen', async () => {
    saved.length = 0;
    expect((await post('/api/test-news/edit/7', base)).body.form).toBe('saved');
    expect(saved[0].values).not.toHaveProperty('eventId');
    expect(saved[0].values).not.toHaveProperty('newsId');
    const response = await post('/api/test-news/edit/7', { ...base, newsCategory: 'event' });
    expect(response.status).toBe(400);
    expect(response.body.data.errors).toEqual({ eventId: 'Le champ « Émission » est requis' });
  });

  it('refuses an unchecked required checkbox and an unknown choice', async () => {
    const unchecked = await post('/api/test-news/edit/7', { ...base, newsAgree: '' });
    expect(unchecked.body.data.errors).toEqual({ newsAgree: 'Vous devez cocher la case pour pouvoir continuer' });
    const tags = await post('/api/test-news/edit/7', 'fsubmit=news_form&newsTitle=T&newsCategory=info&newsAgree=on&newsTags[]=BPCO&newsTags[]=Cardio');
    expect(tags.body.data.errors).toEqual({ newsTags: 'Le champ « Thèmes » est invalide' });
  });

  it('reads bracket arrays and uploaded files sent as JSON', async () => {
    saved.length = 0;
    const files = JSON.stringify([{ dest: '/cache/news/7/vignette.png', name: 'vignette.png', size: 1200 }]);
    const outside = await post('/api/test-news/edit/7', { ...base, newsThumb: JSON.stringify([{ dest: '/etc/passwd', name: 'x', size: 1 }]) });
    expect(outside.status).toBe(400);
    const tooMany = JSON.stringify([
      { dest: '/cache/news/7/a.png', name: 'a.png', size: 1 },
      { dest: '/cache/news/7/b.png', name: 'b.png', size: 1 },
    ]);
    expect((await post('/api/test-news/edit/7', { ...base, newsThumb: tooMany })).body.log).toBe('Trop de fichiers pour le champ « Vignette » : 1 au plus.');
    const body = `fsubmit=news_form&newsTitle=T&newsCategory=info&newsAgree=on&newsTags[]=BPCO&newsTags[]=Asthme&newsThumb=${encodeURIComponent(files)}`;
    expect((await post('/api/test-news/edit/7', body)).status).toBe(200);
    expect(saved[0].values.newsTags).toEqual(['BPCO', 'Asthme']);
    expect(saved[0].values.newsThumb).toEqual([{ dest: '/cache/news/7/vignette.png', name: 'vignette.png', size: 1200 }]);
    const broken = await post('/api/test-news/edit/7', { ...base, newsThumb: '[{"dest": 3}]' });
    expect(broken.status).toBe(400);
    expect(broken.body.log).toBe('Valeur invalide pour le champ « Vignette ».');
  });

  it('asks a precision among values, refuses an answer outside them, then saves with it', async () => {
    saved.length = 0;
    const withEvent = { ...base, newsCategory: 'event', eventId: '12' };
    const ask = await post('/api/test-news/edit', withEvent);
    expect(ask.status).toBe(200);
    expect(ask.body).toMatchObject({ form: 'incomplete', requiredPrecisions: [{ id: 'precision_0', label: 'Position' }] });
    const wrong = await post('/api/test-news/edit', { ...withEvent, precision_0: 'middle' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.errors).toEqual({ precision_0: 'Le champ « Position » est requis' });
    expect(saved).toHaveLength(0);
    const done = await post('/api/test-news/edit', { ...withEvent, precision_0: 'top' });
    expect(done.body).toMatchObject({ form: 'saved', data: { id: 99, activeCategories: ['event'] } });
    expect(saved[0].answers).toEqual({ precision_0: 'top' });
  });

  it('refuses unknown fields, a wrong fsubmit and a JSON body of the wrong shape', async () => {
    expect((await post('/api/test-news/edit/7', { ...base, precision_x: '1' })).body.log).toBe('Champ inconnu : « precision_x ».');
    expect((await post('/api/test-news/edit/7', { ...base, fsubmit: 'account_form' })).status).toBe(400);
    const json = await request(app)
      .post('/api/test-news/edit/7')
      .set('Cookie', admin.cookie)
      .set('X-CSRF-Token', admin.csrf)
      .send({ ...base, newsTitle: { $ne: 1 } });
    expect(json.status).toBe(400);
  });

  it('receives an upload checked against its field, serves it, and moves it in place on save', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
    const send = (body: Record<string, string>, query = '?f=newsThumb') => post(`/api/test-news/edit/upload${query}`, body);
    const file = {
      dataURL: `data:image/png;base64,${png.toString('base64')}`,
      fileName: 'Vignette été.png',
      fileType: 'image/png',
      fileSize: String(png.length),
    };
    const definition = formFetchResponseSchema.parse((await request(app).get('/api/test-news/edit/7').set('Cookie', admin.cookie)).body).data;
    expect(definition.fields[0].items.find((field) => field.id === 'newsThumb')?.url).toBe('/api/test-news/edit/upload?f=newsThumb');

    const uploaded = await send(file).expect(200);
    expect(uploaded.body.file).toMatchObject({ name: 'Vignette été.png', size: png.length, isTmp: true });
    expect(uploaded.body.file.dest).toMatch(/^\/cache\/tmp\/[0-9a-f]{24}\/Vignette_ete.png$/);
    const served = await request(app).get(uploaded.body.file.dest).set('Cookie', admin.cookie).expect(200);
    expect(served.headers['content-type']).toBe('image/png');

    expect((await send({ ...file, fileType: 'text/plain', dataURL: 'data:text/plain;base64,aGVsbG8=', fileSize: '5' })).body.log).toBe(
      "Le type du fichier « Vignette été.png » n'est pas accepté.",
    );
    const big = Buffer.concat([png, Buffer.alloc(3000)]);
    const oversized = await send({ ...file, dataURL: `data:image/png;base64,${big.toString('base64')}`, fileSize: String(big.length) });
    expect(oversized.status).toBe(400);
    expect(oversized.body.log).toBe('Le fichier « Vignette été.png » dépasse la taille maximale de 2 Ko.');
    const fake = await send({ ...file, dataURL: `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`, fileSize: '25' });
    expect(fake.body.log).toBe('Le contenu du fichier « Vignette été.png » ne correspond pas à son type.');
    expect((await send(file, '?f=newsTitle')).status).toBe(400);
    expect((await send({ ...file, extra: '1' })).status).toBe(400);

    saved.length = 0;
    await post('/api/test-news/edit/7', { ...base, newsThumb: JSON.stringify([uploaded.body.file]) }).expect(200);
    const stored = saved[0].values.newsThumb as Array<{ dest: string }>;
    expect(stored).toEqual([{ dest: '/cache/news/7/Vignette_ete.png', name: 'Vignette été.png', size: png.length }]);
    expect((await request(app).get('/cache/news/7/Vignette_ete.png').expect(200)).body).toEqual(png);
    await request(app).get(uploaded.body.file.dest).set('Cookie', admin.cookie).expect(404);
    await request(app).get('/cache/news/7/..%2F..%2Fsecret').expect(404);
  });
});

describe('a form under a parent record', () => {
  it('reads the parent from its address, posts where it was fetched, and takes the parent for no field', async () => {
    const fresh = formFetchResponseSchema.parse((await request(app).get('/api/test-note/edit/12').set('Cookie', admin.cookie).expect(200)).body).data;
    expect(fresh).toMatchObject({ module: 'note', postUrl: '/api/test-note/edit/12', id: null });
    const stored = formFetchResponseSchema.parse((await request(app).get('/api/test-note/edit/12/3').set('Cookie', admin.cookie).expect(200)).body).data;
    expect(stored).toMatchObject({ postUrl: '/api/test-note/edit/12/3', values: { noteText: 'Note 3 de la session 12' } });

    notes.length = 0;
    expect((await post('/api/test-note/edit/12', { fsubmit: 'note_form', noteText: 'Première' })).body).toMatchObject({ form: 'saved', data: { id: 5 } });
    expect((await post('/api/test-note/edit/12/3', { fsubmit: 'note_form', noteText: 'Corrigée', eventId: '99' })).body.form).toBe('saved');
    // The address wins over a body's eventId: the note stays under session 12.
    expect(notes).toEqual([
      { parents: { eventId: 12 }, id: null, values: { noteText: 'Première' } },
      { parents: { eventId: 12 }, id: 3, values: { noteText: 'Corrigée' } },
    ]);
    expect((await request(app).get('/api/test-note/edit/abc').set('Cookie', admin.cookie)).status).toBe(400);
    expect((await post('/api/test-note/edit/0/3', { fsubmit: 'note_form', noteText: 'x' })).status).toBe(400);
    expect(notes).toHaveLength(2);
  });
});
