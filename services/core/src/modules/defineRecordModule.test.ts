import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { formFetchResponseSchema, listResponseSchema } from '@canal/contracts';
import { auditLog, faqItems, themes } from '../db/schema';
import { formText } from '../forms/formText';
import { incomplete } from '../forms/handleFormPost';
import { createServiceApp } from '../http/createServiceApp';
import { makeUser } from '../testing/factories';
import { openService, type SeededService } from '../testing/openService';
import { sessionFor, type TestSession } from '../testing/sessionFor';
import { uploadStorageOf } from '../uploads/uploadStorageOf';
import { defineRecordModule } from './defineRecordModule';

/** Themes whose save also writes a FAQ item (another table) and whose delete may be refused by its hook. */
const themeModule = defineRecordModule({
  name: 'testTheme',
  title: 'Thèmes (essai)',
  table: themes,
  access: 'staff',
  editAccess: 'admin',
  formLabel: 'Thème',
  defaultSort: { field: 'themeName', way: 'a' },
  fields: [
    { id: 'themeName', label: 'Nom', column: themes.name, list: {}, form: { type: 'text', validators: ['notEmpty'], maxLength: 64 } },
    { id: 'themeCategory', label: 'Catégorie', column: themes.category, initial: 'BPCO', form: { type: 'text', maxLength: 40 } },
    { id: 'themeThumb', label: 'Image', column: themes.thumb, kind: 'files', uploadKind: 'testThemes', form: { type: 'upload', maxFiles: 1 } },
  ],
  // The colour is the server's, whatever the form says.
  beforeSave: () => ({ color: '#010203' }),
  afterSave: async ({ id, values }, tx) => {
    await tx.insert(faqItems).values({ question: `Thème ${id}`, answer: formText(values.themeName), position: id });
    if (values.themeName === 'Refusé') throw incomplete({ themeName: 'Ce nom est refusé après l’écriture.' });
  },
  beforeDelete: async (_call, id, tx) => {
    const [theme] = await tx.select({ name: themes.name }).from(themes).where(eq(themes.id, id));
    await tx.delete(faqItems).where(eq(faqItems.question, `Thème ${id}`));
    if (theme?.name === 'Gardé') throw incomplete({ id: 'Ce thème est gardé.' });
  },
});

/** FAQ items that are neither created nor deleted here, only edited. */
const faqModule = defineRecordModule({
  name: 'testFaq',
  title: 'FAQ (essai)',
  table: faqItems,
  access: 'admin',
  createAccess: null,
  deleteAccess: null,
  formLabel: 'Question',
  defaultSort: { field: 'faqQuestion', way: 'a' },
  fields: [{ id: 'faqQuestion', label: 'Question', column: faqItems.question, list: {}, form: { type: 'text', maxLength: 200 } }],
});

/** FAQ items whose sub-question shows only for a question typed 'longue' and whose answer is read-only: what a save must keep. */
const partialFaqModule = defineRecordModule({
  name: 'testPartialFaq',
  title: 'FAQ partielle (essai)',
  table: faqItems,
  access: 'admin',
  formLabel: 'Question',
  defaultSort: { field: 'faqQuestion', way: 'a' },
  fields: [
    { id: 'faqQuestion', label: 'Question', column: faqItems.question, list: {}, form: { type: 'text', categoryTrigger: { longue: 'long' } } },
    { id: 'faqSubQuestion', label: 'Sous-question', column: faqItems.subQuestion, form: { type: 'text', category: 'long' } },
    { id: 'faqAnswer', label: 'Réponse', column: faqItems.answer, form: { type: 'text', disabled: true } },
    { id: 'faqPosition', label: 'Position', column: faqItems.position, kind: 'number', form: { type: 'text', hidden: true } },
  ],
});

let service: SeededService;
let admin: TestSession;
let staff: TestSession;
const post = (session: TestSession, url: string, body: Record<string, string>) =>
  request(service.app).post(url).set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf).type('form').send(body);
const get = (session: TestSession, url: string) => request(service.app).get(url).set('Cookie', session.cookie);
const faqAnswersOf = async (id: number) =>
  service.ctx.db
    .select({ answer: faqItems.answer })
    .from(faqItems)
    .where(eq(faqItems.question, `Thème ${id}`));
const countOf = async (table: typeof faqItems | typeof auditLog) => (await service.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

beforeAll(async () => {
  service = await openService((ctx) => createServiceApp(ctx, [...themeModule, ...faqModule, ...partialFaqModule]));
  admin = await sessionFor(service.ctx, (await makeUser(service.ctx, { role: 'admin', subRole: null })).email);
  staff = await sessionFor(service.ctx, (await makeUser(service.ctx, { role: 'staff', subRole: 'mod' })).email);
});
afterAll(() => service.database.close());

describe('a record module’s hooks run inside its save’s and its delete’s transaction', () => {
  it('writes the columns of beforeSave and the rows of afterSave with the record', async () => {
    const saved = await post(admin, '/api/testTheme/edit', { fsubmit: 'testTheme_form', themeName: 'Sommeil', themeCategory: 'BPCO' }).expect(200);
    const id = saved.body.data.id as number;
    const [row] = await service.ctx.db.select().from(themes).where(eq(themes.id, id));
    expect(row).toMatchObject({ name: 'Sommeil', color: '#010203' });
    expect(await faqAnswersOf(id)).toEqual([{ answer: 'Sommeil' }]);
  });

  it('rolls the whole save back when afterSave fails: no row, no history, and the picture it replaced stays', async () => {
    const storage = uploadStorageOf(service.ctx);
    const [theme] = await service.ctx.db.insert(themes).values({ name: 'Avant', category: 'BPCO' }).returning();
    await storage.put(`testThemes/${theme.id}/ancienne.png`, Buffer.from('png'));
    const thumb = [{ dest: `/cache/testThemes/${theme.id}/ancienne.png`, name: 'ancienne.png' }];
    await service.ctx.db.update(themes).set({ thumb }).where(eq(themes.id, theme.id));
    const [faqBefore, auditBefore] = [await countOf(faqItems), await countOf(auditLog)];

    const body = { fsubmit: 'testTheme_form', themeName: 'Refusé', themeCategory: 'BPCO', themeThumb: '[]' };
    const refused = await post(admin, `/api/testTheme/edit/${theme.id}`, body).expect(400);
    expect(refused.body.data.errors).toEqual({ themeName: 'Ce nom est refusé après l’écriture.' });
    const [row] = await service.ctx.db.select().from(themes).where(eq(themes.id, theme.id));
    expect([row?.name, row?.thumb.map((file) => file.name)]).toEqual(['Avant', ['ancienne.png']]);
    expect(await storage.read(`testThemes/${theme.id}/ancienne.png`)).toEqual(Buffer.from('png'));
    expect([await countOf(faqItems), await countOf(auditLog)]).toEqual([faqBefore, auditBefore]);
  });

  it('keeps the row and what beforeDelete undid when it refuses the delete', async () => {
    const saved = await post(admin, '/api/testTheme/edit', { fsubmit: 'testTheme_form', themeName: 'Gardé', themeCategory: 'BPCO' }).expect(200);
    const id = saved.body.data.id as number;
    await post(admin, '/api/testTheme/delete', { id: String(id) }).expect(400);
    expect(await service.ctx.db.select({ name: themes.name }).from(themes).where(eq(themes.id, id))).toEqual([{ name: 'Gardé' }]);
    expect(await faqAnswersOf(id)).toEqual([{ answer: 'Gardé' }]);
  });
});

describe('a record module’s access', () => {
  it('shows the list to its access, and the edit and delete actions only to those who may edit', async () => {
    const forStaff = listResponseSchema.parse((await get(staff, '/api/testTheme/list').expect(200)).body).data;
    const forAdmin = listResponseSchema.parse((await get(admin, '/api/testTheme/list').expect(200)).body).data;
    expect([forStaff.actions, forAdmin.actions.map((action) => action.name)]).toEqual([[], ['edit', 'delete']]);
    expect(forStaff.addUrl).toBe('/staff/testTheme/edit');
    const [theme] = await service.ctx.db.select({ id: themes.id }).from(themes).limit(1);
    await get(staff, `/api/testTheme/edit/${theme.id}`).expect(403);
    await post(staff, '/api/testTheme/delete', { id: String(theme.id) }).expect(403);
  });

  it('has no create nor delete when the module says nobody may', async () => {
    const [item] = await service.ctx.db.insert(faqItems).values({ question: 'Gardée', answer: '', position: 1 }).returning();
    const list = listResponseSchema.parse((await get(admin, '/api/testFaq/list').expect(200)).body).data;
    expect([list.addUrl, list.actions]).toEqual([null, [{ name: 'edit', url: '/staff/testFaq/edit' }]]);
    await get(admin, '/api/testFaq/edit').expect(404);
    await post(admin, '/api/testFaq/delete', { id: String(item.id) }).expect(404);
    expect(formFetchResponseSchema.parse((await get(admin, `/api/testFaq/edit/${item.id}`).expect(200)).body).data.values).toEqual({ faqQuestion: 'Gardée' });
  });
});

describe('a record module’s save', () => {
  it('writes the columns of the fields the form showed editable only: hidden, read-only and inactive ones keep theirs', async () => {
    const [item] = await service.ctx.db.insert(faqItems).values({ question: 'longue', subQuestion: 'Et encore ?', answer: 'Oui.', position: 7 }).returning();
    const url = `/api/testPartialFaq/edit/${item.id}`;
    await post(admin, url, { fsubmit: 'testPartialFaq_form', faqQuestion: 'Courte', faqSubQuestion: '', faqAnswer: 'Changée', faqPosition: '1' }).expect(200);
    const [row] = await service.ctx.db.select().from(faqItems).where(eq(faqItems.id, item.id));
    expect(row).toEqual({ id: item.id, question: 'Courte', subQuestion: 'Et encore ?', answer: 'Oui.', position: 7 });
    await post(admin, url, { fsubmit: 'testPartialFaq_form', faqQuestion: 'longue', faqSubQuestion: '' }).expect(200);
    const [shown] = await service.ctx.db.select().from(faqItems).where(eq(faqItems.id, item.id));
    expect(shown).toEqual({ id: item.id, question: 'longue', subQuestion: '', answer: 'Oui.', position: 7 });
  });
});

describe('a record module’s declaration', () => {
  it('refuses a list order that does not name each column once', () => {
    const declare = (listOrder: string[]) => () =>
      defineRecordModule({
        name: 'wrong',
        title: 'x',
        table: faqItems,
        access: 'admin',
        formLabel: 'x',
        defaultSort: { field: 'id', way: 'a' },
        listOrder,
        fields: [{ id: 'q', label: 'Q', column: faqItems.question, list: {} }],
      });
    expect(declare(['q', 'q'])).toThrow('listOrder');
    expect(declare(['r'])).toThrow('listOrder');
    expect(declare(['q'])).not.toThrow();
  });
});
