import type { Express } from 'express';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { staffApi, uploadedFileSchema, type Role, type SubRole, type UploadedFile } from '@canal/contracts';
import { schema, type ServiceContext } from '@canal/service-core';
import { makeUser, openService, sessionFor, type SeededService, type TestSession, type UserRow } from '@canal/service-core/testing';
import { createApp } from './index';

export type TestApp = SeededService;

/** The fixed moment of the staff tests: `ctx.now` stays there. */
const TEST_NOW = new Date('2026-11-20T10:00:00Z');

/** The staff service on an empty database of its own: each test makes the rows it asserts on (`makeAccount`, core factories). */
export function openEmptyTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return openService(createApp, env, TEST_NOW);
}

/** Who a staff test acts as: the roles and staff sub-roles the back office tells apart. */
export type AccountKind = 'admin' | 'buadm' | 'buadmCtr' | 'mod' | 'invit' | 'speaker' | 'member';

const KINDS: Record<AccountKind, { role: Role; subRole: SubRole | null; job: string }> = {
  admin: { role: 'admin', subRole: null, job: 'lb' },
  buadm: { role: 'staff', subRole: 'buadm', job: 'lb' },
  buadmCtr: { role: 'staff', subRole: 'buadmCtr', job: 'lb' },
  mod: { role: 'staff', subRole: 'mod', job: 'lb' },
  invit: { role: 'staff', subRole: 'invit', job: 'lb' },
  speaker: { role: 'speaker', subRole: null, job: 'md' },
  member: { role: 'member', subRole: null, job: 'md' },
};

/** An account of one kind, made for the test, with the fields it cares about (its password is FACTORY_PASSWORD). */
export function makeAccount(ctx: ServiceContext, kind: AccountKind, fields: Partial<typeof schema.users.$inferInsert> = {}): Promise<UserRow> {
  return makeUser(ctx, { ...KINDS[kind], ...fields });
}

/** A user's session, for supertest: `call(app, session).get(url)`. */
export async function login(ctx: ServiceContext, email: string | null): Promise<TestSession> {
  return sessionFor(ctx, email);
}

/** The session of a new account of that kind, for a test that only needs someone of that rank. */
export async function loginAs(ctx: ServiceContext, kind: AccountKind): Promise<TestSession> {
  return sessionFor(ctx, (await makeAccount(ctx, kind)).email);
}

export function getAs(app: Express, session: TestSession, url: string) {
  return request(app).get(url).set('Cookie', session.cookie);
}

export function postAs(app: Express, session: TestSession, url: string, body: Record<string, unknown> | string) {
  return request(app).post(url).set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).type('form').send(body);
}

export async function userByEmail(ctx: ServiceContext, email: string) {
  const [row] = await ctx.db.select().from(schema.users).where(eq(schema.users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** A test file's staff app and one logged-in session per kind it names, ready in its tests (opened and closed around them). */
export interface StaffTestBed<K extends AccountKind> {
  t: TestApp;
  as: Record<K, TestSession>;
}

/**
 * Opens the staff app on an empty database for this test file and logs in one new account of each
 * kind: `const bed = staffTestBed(['admin', 'buadm'])`, then `bed.t.app`, `bed.as.admin` in tests.
 */
export function staffTestBed<K extends AccountKind>(kinds: readonly K[], env: Record<string, string> = {}): StaffTestBed<K> {
  const bed = { as: {} as Record<K, TestSession> } as StaffTestBed<K>;
  beforeAll(async () => {
    bed.t = await openEmptyTestApp(env);
    for (const kind of kinds) bed.as[kind] = await loginAs(bed.t.ctx, kind);
  });
  afterAll(() => bed.t.database.close());
  return bed;
}

/** Small files whose first bytes are those of their type (uploads are checked by content). */
export const SAMPLE_FILES = {
  png: { type: 'image/png', bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 2)]) },
  pdf: { type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\nfiche\n%%EOF\n') },
  mp3: { type: 'audio/mpeg', bytes: Buffer.concat([Buffer.from('ID3'), Buffer.alloc(300, 1)]) },
  webm: { type: 'video/webm', bytes: Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(300, 1)]) },
} as const;

/** Sends one file to a form's upload field as the browser does (`{editPath}/upload?f=field`): answers the file as the form posts it back. */
export async function uploadAs(
  app: Express,
  session: TestSession,
  editPath: string,
  field: string,
  fileName: string,
  file: { type: string; bytes: Buffer },
): Promise<UploadedFile> {
  const response = await request(app)
    .post(`${editPath}/upload?f=${field}`)
    .set('Cookie', session.cookie)
    .set('X-CSRF-Token', session.csrf)
    .type('form')
    .send({ dataURL: `data:${file.type};base64,${file.bytes.toString('base64')}`, fileName, fileType: file.type, fileSize: String(file.bytes.length) })
    .expect(200);
  return uploadedFileSchema.parse((response.body as { file: unknown }).file);
}

/** A record's 'Historique' as the admin reads it, latest first. */
export async function historyOf(app: Express, admin: TestSession, module: string, id: number): Promise<staffApi.HistoryEntry[]> {
  return staffApi.history.output.parse((await getAs(app, admin, `/api/_history/${module}/${id}`).expect(200)).body).data;
}
