import { eq } from 'drizzle-orm';
import { formFetchResponseSchema, formFields, type FormGroup, type FormValue, type FormValues } from '@canal/contracts';
import { schema, type RecordTable, type ServiceContext, type StoredFile } from '@canal/service-core';
import { makeAccount, getAs, postAs, staffTestBed } from './testSupport';
import { MODULES } from './moduleRoutes';

const bed = staffTestBed(['admin']);

/** Files a row owns: the demo's drawn pictures are kept by a save that posts them back, without a file on disk. */
const drawn = (kind: string): StoredFile[] => [{ dest: `/demo/${kind}.svg?n=1`, name: `${kind}.svg`, size: 120 }];
const guests: StoredFile[] = [{ dest: '', attributes: { name: 'Dr Hélène Roux', description: 'Pneumologue' } }];
const WHEN = new Date('2026-12-03T18:30:00Z');

interface FullRow {
  table: RecordTable;
  id: number;
  /** Columns the save sets itself whatever the form says (the time of the change...). */
  setBySave?: string[];
}

async function inserted<T extends RecordTable>(ctx: ServiceContext, table: T, values: T['$inferInsert']): Promise<number> {
  const [row] = (await ctx.db.insert(table).values(values).returning({ id: table.id })) as { id: number }[];
  return row.id;
}

/** One row of each module's table with every column filled, as a long-lived record has them. */
const FULL_ROWS: Record<keyof typeof MODULES, (ctx: ServiceContext) => Promise<FullRow>> = {
  async event(ctx) {
    const themeId = await inserted(ctx, schema.themes, { name: 'Asthme', category: 'Asthme' });
    const table = schema.events;
    const id = await inserted(ctx, table, {
      themeId,
      title: 'Asthme sévère',
      shortDescription: 'Les biothérapies',
      description: '<p>Une description.</p>',
      guestsDescription: 'Dr Roux',
      program: 'Introduction',
      category: 'Asthme',
      date: WHEN,
      durationMin: 90,
      state: 'delayed',
      isFull: true,
      replayOnline: true,
      thumb: drawn('theme'),
      hosts: [{ dest: '/demo/avatar.svg?n=Roux', name: 'avatar.svg', size: 80, attributes: { name: 'Dr Roux', description: 'Pneumologue' } }],
      linkLive: 'https://exemple.fr/direct',
      linkReplay: 'https://exemple.fr/replay',
      linkExternal: 'https://exemple.fr/salle',
      linkExternal2: 'https://exemple.fr/room',
      linkInstructions: 'https://exemple.fr/aide',
      linkTeasing: 'https://exemple.fr/annonce',
      legalLiveFile: drawn('legal'),
      eoleOwnerKey: 'cle-organisateur',
      eolePresenterKey: 'cle-presentateur',
      eoleParticipantKey: 'cle-participant',
      postFiles: drawn('slides'),
      universe: 'pneumo',
      certificateMinMinutes: 45,
      certificateQuiz: true,
      certificateFeedback: true,
      // Edited by staff, a session is no longer placed by the demo's clock (event.ts): null before as after.
      demoOffsetMin: null,
    });
    return { table, id };
  },
  async news(ctx) {
    const eventId = await inserted(ctx, schema.events, { title: 'Lié', date: WHEN });
    const table = schema.news;
    const id = await inserted(ctx, table, {
      title: 'En direct ce soir',
      shortDescription: 'Accroche',
      description: 'Le texte.',
      thumb: drawn('news'),
      position: 3,
      category: 'event',
      linkExternal: 'https://exemple.fr/actualite',
      eventId,
      clicks: 42,
    });
    return { table, id };
  },
  async faq(ctx) {
    const table = schema.faqItems;
    return { table, id: await inserted(ctx, table, { position: 4, question: 'Comment ?', subQuestion: 'Et pourquoi ?', answer: 'Ainsi.' }) };
  },
  async cms(ctx) {
    const table = schema.cmsPages;
    const [page] = await ctx.db.select({ id: table.id }).from(table).limit(1);
    await ctx.db.update(table).set({ title: 'Mentions', content: 'Le contenu.', updatedAt: WHEN }).where(eq(table.id, page.id));
    return { table, id: page.id, setBySave: ['updatedAt'] };
  },
  async theme(ctx) {
    const table = schema.themes;
    const values = {
      name: 'BPCO',
      subTitle: 'Sous-titre',
      color: '#aa3300',
      description: 'Description',
      program: 'Programme',
      category: 'BPCO',
      thumb: drawn('theme'),
    };
    return { table, id: await inserted(ctx, table, values) };
  },
  async utm(ctx) {
    const table = schema.utmCodes;
    return { table, id: await inserted(ctx, table, { code: 'salon2026', label: 'Salon', createdAt: WHEN }) };
  },
  async serie(ctx) {
    const table = schema.series;
    const values = { title: 'Série', description: 'Texte', category: 'Asthme', state: 'pending', thumb: drawn('serie'), guests, createdAt: WHEN };
    return { table, id: await inserted(ctx, table, values) };
  },
  async episode(ctx) {
    const serieId = await inserted(ctx, schema.series, { title: 'Parente' });
    const table = schema.episodes;
    const id = await inserted(ctx, table, {
      serieId,
      position: 2,
      title: 'Épisode',
      description: 'Texte',
      durationMin: 12,
      thumb: drawn('thumb'),
      video: drawn('video'),
      files: drawn('file'),
      guests,
      createdAt: WHEN,
    });
    return { table, id };
  },
  async podcastTheme(ctx) {
    const table = schema.podcastThemes;
    const values = { position: 2, name: 'Toux', subTitle: 'Sous-titre', description: 'Texte', color: '#113355', thumb: drawn('theme') };
    return { table, id: await inserted(ctx, table, values) };
  },
  async podcastShow(ctx) {
    const themeId = await inserted(ctx, schema.podcastThemes, { name: 'Parent' });
    const table = schema.podcasts;
    const id = await inserted(ctx, table, {
      themeId,
      position: 2,
      title: 'Podcast',
      description: 'Texte',
      state: 'live',
      date: WHEN,
      hideDate: true,
      durationMin: 25,
      category: 'Asthme',
      thumb: drawn('thumb'),
      audio: drawn('audio'),
      flipbook: drawn('flipbook'),
      files: drawn('file'),
      guests,
      createdAt: WHEN,
    });
    return { table, id };
  },
  async documentCollection(ctx) {
    const table = schema.documentCollections;
    return { table, id: await inserted(ctx, table, { position: 2, title: 'Fiches', subTitle: 'Patients', description: 'Texte', logo: drawn('logo') }) };
  },
  async document(ctx) {
    const collectionId = await inserted(ctx, schema.documentCollections, { title: 'Parente' });
    const table = schema.documents;
    const values = { collectionId, position: 2, prefix: 'Fiche 2', title: 'Inhalateur', description: 'Texte', file: drawn('leaflet') };
    return { table, id: await inserted(ctx, table, values) };
  },
  async documentationEntry(ctx) {
    const table = schema.documentationEntries;
    const values = { section: 'tools' as const, position: 2, title: 'Outil', description: 'Texte', link: 'https://exemple.fr/outil', thumb: drawn('tool') };
    return { table, id: await inserted(ctx, table, values) };
  },
  async pvProduct(ctx) {
    const table = schema.pvProducts;
    return { table, id: await inserted(ctx, table, { name: 'Trimbow', createdAt: WHEN }) };
  },
  async pvCase(ctx) {
    const member = await makeAccount(ctx, 'member');
    const table = schema.pvCases;
    const values = {
      source: 'contact' as const,
      sourceId: '7',
      text: 'Palpitations sous Trimbow',
      drug: 'Trimbow',
      harm: 'palpitation',
      userId: member.id,
      email: member.email,
      openedAt: WHEN,
      dueAt: new Date(WHEN.getTime() + 24 * 3600_000),
      status: 'processed' as const,
      processedBy: member.id,
      processedAt: WHEN,
    };
    return { table, id: await inserted(ctx, table, values) };
  },
};

/** A value as the kit's form posts it (formPostBody.ts): lists of texts as lists, files as JSON, texts as they are. */
function wireValue(value: FormValue | undefined, files: boolean): string | string[] {
  if (files) return JSON.stringify(Array.isArray(value) ? value : []);
  if (value === undefined || value === null || typeof value === 'string') return value ?? '';
  if (value.length === 0) return '';
  return value.every((item): item is string => typeof item === 'string') ? value : JSON.stringify(value);
}

function postBodyOf(groups: readonly FormGroup[], values: FormValues, fsubmit: string): Record<string, string | string[]> {
  const body: Record<string, string | string[]> = { fsubmit };
  for (const field of formFields(groups)) {
    if (field.static || field.type === 'Captcha') continue;
    body[field.name ?? field.id] = wireValue(values[field.id], field.type === 'upload' || field.type === 'File');
  }
  return body;
}

const rowOf = async (table: RecordTable, id: number) => (await bed.t.ctx.db.select().from(table).where(eq(table.id, id)))[0] as Record<string, unknown>;

/** Opens the edit form of a row, posts it back as shown, and answers the row before and after. */
async function saveUnchanged(module: string, full: FullRow) {
  const before = await rowOf(full.table, full.id);
  const url = `/api/${module}/edit/${full.id}`;
  const form = formFetchResponseSchema.parse((await getAs(bed.t.app, bed.as.admin, url).expect(200)).body);
  const saved = await postAs(bed.t.app, bed.as.admin, url, postBodyOf(form.data.fields, form.data.values, `${module}_form`));
  expect([saved.status, saved.body.log, saved.body.data?.errors]).toEqual([200, undefined, undefined]);
  const after = await rowOf(full.table, full.id);
  const unset = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([column]) => !full.setBySave?.includes(column)));
  return { before, after: unset(after), expected: unset(before) };
}

describe('a form saved unchanged leaves its row as it was', () => {
  it.each(Object.keys(MODULES) as (keyof typeof MODULES)[])('%s: every column kept', async (module) => {
    const full = await FULL_ROWS[module](bed.t.ctx);
    const { before, after, expected } = await saveUnchanged(module, full);
    // Filled in full, so that a column the save drops shows: only what the module itself keeps empty is null.
    expect(Object.entries(before).filter(([column, value]) => value === null && column !== 'demoOffsetMin')).toEqual([]);
    expect(after).toEqual(expected);
  });

  it('the accounts form keeps the RPPS number, the verdict and everything it does not show', async () => {
    const account = await makeAccount(bed.t.ctx, 'member', {
      job: 'es10',
      jobPrecision: '10004567896',
      directoryVerdict: 'RPPS vérifié',
      cell: '06 12 34 56 78',
      city: 'Bordeaux',
      universe: 'pneumo',
      hasUpdatedOptins: 1,
      optins: { accountOptin1: 'on', accountOptin2: '' },
      eventCategories: ['Asthme'],
      studentAuthorisation: drawn('authorisation'),
      // Warned of the three-year mark (retention): a save of the form must not forget it.
      retentionWarnedAt: new Date('2026-10-01T08:00:00Z'),
    });
    const { before, after, expected } = await saveUnchanged('account', { table: schema.users, id: account.id, setBySave: ['updatedAt'] });
    expect(Object.entries(before).filter(([column, value]) => value === null && column !== 'subRole')).toEqual([]);
    expect(after).toEqual(expected);
  });
});
