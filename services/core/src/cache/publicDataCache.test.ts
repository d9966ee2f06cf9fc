import { asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { z } from 'zod';
import { defineEndpoint, type FormValues } from '@canal/contracts';
import { createServiceApp } from '../http/createServiceApp';
import { themes } from '../db/schema';
import { defineFormModule } from '../forms/defineFormModule';
import { formText } from '../forms/formText';
import { defineListModule } from '../lists/defineListModule';
import { defineRoute } from '../routes/defineRoute';
import { makeTheme, makeUser } from '../testing/factories';
import { openService } from '../testing/openService';
import { sessionFor, type TestSession } from '../testing/sessionFor';
import type { DatabaseHandle } from '../db/openDatabase';
import type { ServiceContext } from '../ServiceContext';
import { cachedPublicData } from './publicDataCache';

/** The themes as staff edit them: one form (rename) and one list (delete), through the engines every module uses. */
const themeRoutes = [
  ...defineListModule({
    name: 'theme',
    basePath: '/api/test-theme',
    title: 'Thèmes',
    access: 'admin',
    editRoute: '/staff/theme/edit',
    source: { table: themes },
    columns: [
      { id: 'id', label: 'ID', type: 'num', sql: themes.id },
      { id: 'themeName', label: 'Nom', type: 'text', sql: themes.name },
    ],
    filters: [],
    defaultSort: { field: 'themeName', way: 'a' },
    actions: () => [],
    remove: async (call, id) => {
      await call.ctx.db.delete(themes).where(eq(themes.id, id));
    },
  }),
  ...defineFormModule({
    name: 'theme',
    fetchPath: '/api/test-theme/edit',
    access: 'admin',
    idMode: 'optional',
    groups: () => [{ label: 'Thème', items: [{ id: 'themeName', label: 'Nom', type: 'text', validators: ['notEmpty'], maxLength: 64 }] }],
    load: async (call): Promise<FormValues | null> => {
      const [row] = call.id === null ? [] : await call.ctx.db.select().from(themes).where(eq(themes.id, call.id));
      return row ? { themeName: row.name } : null;
    },
    save: async (call, values) => {
      await call.ctx.db
        .update(themes)
        .set({ name: formText(values.themeName) })
        .where(eq(themes.id, call.id ?? 0));
      return { id: call.id ?? 0 };
    },
  }),
];

/** A page every visitor sees alike (as the home page): built once for all of them, per user for the logged in. */
let greetingsBuilt = 0;
const greeting = defineRoute(defineEndpoint({ method: 'get', path: '/api/test-greeting', input: z.object({}), output: z.object({ greeting: z.string() }) }))({
  access: 'public',
  sameForEveryVisitor: true,
  handle: ({ user }) => {
    greetingsBuilt += 1;
    return { greeting: user ? `Bonjour ${user.email}` : 'Bonjour à tous, élèves et soignants' };
  },
});

let ctx: ServiceContext;
let database: DatabaseHandle;
let app: ReturnType<typeof createServiceApp>;
let admin: TestSession;

beforeAll(async () => {
  ({ ctx, database, app } = await openService((opened) => createServiceApp(opened, [...themeRoutes, greeting])));
  admin = await sessionFor(ctx, (await makeUser(ctx, { role: 'admin' })).email);
});
afterAll(() => database.close());

const post = (url: string, body: Record<string, unknown>) =>
  request(app).post(url).set('Cookie', admin.cookie).set('X-CSRF-Token', admin.csrf).type('form').send(body);

/** What a visitor's page reads, as the home page reads its sessions: through the public cache. */
const publicThemeNames = () =>
  cachedPublicData(ctx, 'test:themes', async () => (await ctx.db.select({ name: themes.name }).from(themes).orderBy(asc(themes.name))).map((row) => row.name));

describe('public data: cached per process, read again as soon as staff change it', () => {
  it('serves its copy while nothing changed through the back office, then the saved value after a form save', async () => {
    const theme = await makeTheme(ctx, { name: 'Asthme', category: 'Asthme' });
    expect(await publicThemeNames()).toEqual(['Asthme']);
    // A change that does not go through the back office is not seen for the cache's few seconds: proof the copy is used.
    await ctx.db.update(themes).set({ name: 'Asthme (hors back office)' }).where(eq(themes.id, theme.id));
    expect(await publicThemeNames()).toEqual(['Asthme']);

    const saved = await post(`/api/test-theme/edit/${theme.id}`, { fsubmit: 'theme_form', themeName: 'Asthme sévère' }).expect(200);
    expect(saved.body.form).toBe('saved');
    expect(await publicThemeNames()).toEqual(['Asthme sévère']);
  });

  it('forgets a row deleted from a back-office list at once', async () => {
    const theme = await makeTheme(ctx, { name: 'BPCO', category: 'BPCO' });
    await post(`/api/test-theme/edit/${theme.id}`, { fsubmit: 'theme_form', themeName: 'BPCO' }).expect(200);
    expect(await publicThemeNames()).toContain('BPCO');
    await post('/api/test-theme/delete', { id: String(theme.id) }).expect(200);
    expect(await publicThemeNames()).not.toContain('BPCO');
  });

  it('reads once for concurrent callers while the copy is being made', async () => {
    let reads = 0;
    const slowRead = async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return reads;
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => cachedPublicData(ctx, 'test:slow', slowRead)));
    expect(reads).toBe(1);
    expect(new Set(answers)).toEqual(new Set([1]));
  });

  it('answers every visitor the same bytes and validator from one build, a 304 to a known one, and a member their own', async () => {
    const first = await request(app).get('/api/test-greeting').expect(200);
    const second = await request(app).get('/api/test-greeting').expect(200);
    expect(greetingsBuilt).toBe(1);
    expect(first.body).toEqual({ greeting: 'Bonjour à tous, élèves et soignants' });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify(first.body)));
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    await request(app).get('/api/test-greeting').set('If-None-Match', String(first.headers.etag)).expect(304);

    const member = await request(app).get('/api/test-greeting').set('Cookie', admin.cookie).expect(200);
    expect(member.body.greeting).toMatch(/^Bonjour .+@/);
    expect(greetingsBuilt).toBe(2);
  });
});
