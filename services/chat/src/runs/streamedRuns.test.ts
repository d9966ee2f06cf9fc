import request from 'supertest';
import { eq } from 'drizzle-orm';
import { chatReferenceSchema } from '@canal/contracts';
import { runDueJobs, schema } from '@canal/service-core';
import { openRunTestbed, type ChatTestbed, type RunTestbed } from '../testing/chatTestbed';
import type { FakeModel } from '../testing/fakeModelServer';
import { chatRunJob } from './chatRunJob';

let testbed: RunTestbed;
let model: FakeModel;
let bed: ChatTestbed;

beforeAll(async () => {
  testbed = await openRunTestbed({ CHAT_RUN_TIMEOUT_S: '10' });
  ({ bed, model } = testbed);
});
afterAll(() => testbed.close());

type Session = Parameters<ChatTestbed['call']>[0];
interface ViewedMessage {
  id: string;
  role: string;
  content: { text?: { value: string } }[];
  metadata: Record<string, string>;
  status?: string;
}
interface Viewed {
  messages: ViewedMessage[];
  last_run: { status: string; last_error: { code: string; message: string } | null } | null;
}

const textOf = (message: ViewedMessage | undefined) => (message?.content ?? []).map((part) => part.text?.value ?? '').join('\n\n');
const view = async (session: Session, id: string) => (await bed.call(session, 'view_thread', { id }).expect(200)).body as Viewed;

/** A member asks one question in a new discussion, and the worker answers it. */
async function ask(message: string) {
  const member = await bed.newMember();
  const thread = (await bed.call(member.session, 'create_thread').expect(200)).body.thread.id as string;
  const runId = (await bed.call(member.session, 'add_message', { thread, message }).expect(200)).body.run.id as string;
  await runDueJobs(bed.ctx, bed.database.pool, [chatRunJob]);
  return { ...member, thread, runId, viewed: await view(member.session, thread) };
}

/** The tool answers the model was given in its request about `question`. */
const toolAnswersFor = (question: string) =>
  model.requests
    .filter((body) => body.messages.some((message) => message.role === 'user' && message.content === question))
    .flatMap((body) => body.messages.filter((message) => message.role === 'tool').map((message) => message.content ?? ''));

describe('a streamed run', () => {
  it('puts together two parallel tool calls that the server numbered both 0, told apart by their ids', async () => {
    const { viewed } = await ask('Biothérapies, avec un serveur qui met tout en index zéro');
    expect(viewed.last_run?.status).toBe('completed');
    const tools = viewed.messages[1];
    expect(JSON.parse(tools.metadata.tool_calls_ids)).toEqual(['call_mesh_1', 'call_pubmed_1']);
    expect(JSON.parse(tools.metadata.tool_calls_status)).toEqual({ call_mesh_1: 'completed', call_pubmed_1: 'completed' });
    expect(JSON.parse(tools.metadata.call_mesh_1)).toEqual({ function: { name: 'mesh_query', arguments: '{"term":"asthma"}' } });
    expect(JSON.parse(tools.metadata.call_pubmed_1)).toEqual({
      function: { name: 'pubmed_query', arguments: '{"query":"severe asthma biologics","max_results":4}' },
    });
    expect(textOf(viewed.messages[2])).toContain('[[1]](https://pubmed.ncbi.nlm.nih.gov/36000001/)');
  });

  it('fails in French when the stream is cut mid-answer, and keeps the half answer marked incomplete, never read back as an answer', async () => {
    const { session, thread, viewed } = await ask('Réponds, mais la coupure arrive');
    expect(viewed.last_run).toMatchObject({
      status: 'failed',
      last_error: { code: 'stream_cut', message: 'La réponse du modèle a été coupée en cours de route : renvoyez votre message.' },
    });
    const half = viewed.messages.at(-1);
    expect(half?.status).toBe('incomplete');
    expect(textOf(half)).toMatch(/^Les \*\*biothérapies\*\* réduisent/);
    expect(textOf(half)).not.toContain('Références');
    expect(
      viewed.messages.filter((message) => message.role === 'assistant' && message.status === 'completed' && textOf(message).includes('biothérapies')),
    ).toEqual([]);

    // The next question's conversation leaves the half answer out.
    await bed.call(session, 'add_message', { thread, message: 'Et ensuite ?' }).expect(200);
    await runDueJobs(bed.ctx, bed.database.pool, [chatRunJob]);
    const next = model.requests.filter((body) => body.messages.some((message) => message.content === 'Et ensuite ?'))[0];
    expect(next.messages.some((message) => message.role === 'assistant' && (message.content ?? '').includes('biothérapies'))).toBe(false);
  });

  it('tells a 429 in French; the provider’s own words only in the debug view', async () => {
    const { session, thread, viewed } = await ask('Le modèle est saturé aujourd’hui');
    expect(viewed.last_run).toMatchObject({
      status: 'failed',
      last_error: { code: 'model_overloaded', message: 'Le modèle est momentanément saturé : réessayez dans une minute.' },
    });
    expect(JSON.stringify(viewed)).not.toContain('Rate limit');
    const debug = await request(bed.app).get(`/api/gpt/api.php?action=debug_thread&id=${thread}`).set('Cookie', session.cookie).expect(200);
    expect(JSON.parse(debug.text).runs[0].error_detail).toContain('429 Rate limit reached for fake-gpt-4o');
  });

  it('links the fetched article, never the unfetched one, and marks the retracted one with its notice', async () => {
    const question = 'Réponds, invente une référence et cite l’essai rétracté';
    const { viewed } = await ask(question);
    const answer = viewed.messages.at(-1);
    const [body, references] = answer?.content.map((part) => part.text?.value ?? '') ?? [];
    expect(body).toContain('([[1]](https://pubmed.ncbi.nlm.nih.gov/36000001/))');
    expect(body).toContain('([2, non vérifiée])');
    expect(body).toContain('([[3]](https://pubmed.ncbi.nlm.nih.gov/36000003/) (article rétracté))');
    expect(references).toContain('2. PMID 99999999 — Référence non vérifiée : introuvable dans les recherches de cette réponse.');
    expect(references).toContain(
      '[PMID 36000003](https://pubmed.ncbi.nlm.nih.gov/36000003/) — *Essai randomisé* — **Article rétracté** (avis de rétractation : [PMID 38000003](https://pubmed.ncbi.nlm.nih.gov/38000003/))',
    );
    expect(references).not.toContain('pubmed.ncbi.nlm.nih.gov/99999999');
    const listed = chatReferenceSchema.array().parse(JSON.parse(answer?.metadata.references ?? '[]'));
    expect(listed.map((reference) => [reference.number, reference.pmid, reference.status])).toEqual([
      [1, '36000001', 'verified'],
      [2, '99999999', 'unverified'],
      [3, '36000003', 'retracted'],
    ]);
    // Each reference carries its design from PubMed's data; the footer counts the verified one alone (the retracted trial is left out).
    expect(listed.map((reference) => reference.designLabel)).toEqual(['Revue systématique', undefined, 'Essai randomisé']);
    expect(references.split('\n').at(-1)).toBe('**Niveau de preuve :** repose au mieux sur une revue systématique (1 étude citée) ; moins de 3 études.');
    expect(listed[2].retractionNotice).toEqual({ pmid: '38000003', source: 'Eur Respir J. 2024 Mar;63(3):2450003. doi: 10.1183/13993003.50003-2024.' });

    // The model was told, in the article's own entry, and read the abstracts with their formatting.
    const articles = JSON.parse(toolAnswersFor(question)[1]).articles as Record<string, unknown>[];
    expect(articles.find((article) => article.pmid === '36000003')).toMatchObject({
      retracted: true,
      retraction_notice_pmid: '38000003',
      warning: expect.stringContaining('ARTICLE RÉTRACTÉ'),
    });
    expect(articles.find((article) => article.pmid === '36000001')).toMatchObject({
      retracted: false,
      design: 'Revue systématique',
      weak_design: false,
      publication_types: ['Journal Article', 'Systematic Review'],
      journal: 'The European respiratory journal',
      year: '2023',
    });
    expect(articles.find((article) => article.pmid === '36000002')).toMatchObject({ design: 'Revue narrative', weak_design: true });
    expect(articles.find((article) => article.pmid === '36000004')).toMatchObject({
      title: 'FEV₁ decline and blood eosinophils in COPD.',
      design: 'Étude de cohorte',
      abstract:
        'METHODS: Patients with FEV₁ < 50% of predicted and eosinophils ≥ 0.3 × 10⁹/L, colonised by Haemophilus influenzae & treated with ICS/LABA (&lt; 1 year).',
    });
  });

  it('records the tokens the model reported, the duration and the steps of the run, which outlive the discussion', async () => {
    const { session, thread, runId } = await ask('Une question pour compter');
    const [usage] = await bed.ctx.db.select().from(schema.chatUsage).where(eq(schema.chatUsage.runId, runId));
    // The fake reports ~4 characters a token of each request; the second request reuses the first's prompt (cached).
    const [first, second] = model.requests.filter((body) => body.messages.some((message) => message.content === 'Une question pour compter'));
    const promptOf = (body: typeof first) => Math.ceil(JSON.stringify(body.messages).length / 4);
    expect(usage).toMatchObject({
      status: 'completed',
      errorCode: null,
      model: 'fake-gpt-4o',
      promptTokens: promptOf(first) + promptOf(second),
      cachedTokens: expect.any(Number),
      completionTokens: expect.any(Number),
    });
    expect(usage.cachedTokens).toBeGreaterThan(0);
    expect(usage.completionTokens).toBeGreaterThan(24);
    expect(usage.durationMs).toBeGreaterThanOrEqual(usage.firstTokenMs ?? Number.NaN);
    expect(usage.steps.map((step) => [step.kind, step.name, step.ok])).toEqual([
      ['model', 'fake-gpt-4o', true],
      ['tool', 'mesh_query', true],
      ['tool', 'pubmed_query', true],
      ['model', 'fake-gpt-4o', true],
    ]);
    await bed.call(session, 'delete_thread', { id: thread }).expect(200);
    expect(await bed.ctx.db.select().from(schema.chatUsage).where(eq(schema.chatUsage.runId, runId))).toHaveLength(1);
  });
});
