import request from 'supertest';
import { schema } from '@canal/service-core';
import { openChatTestbed, type ChatTestbed } from '../testing/chatTestbed';
import { startFakeModel, type FakeModel } from '../testing/fakeModelServer';

/** Noon in Paris on 25 November 2026. */
const NOW = new Date('2026-11-25T11:00:00Z');

describe('GET /api/gpt/usage: the assistant’s use and cost, for admins', () => {
  let bed: ChatTestbed;
  beforeAll(async () => {
    bed = await openChatTestbed(
      { CHAT_PRICE_INPUT_PER_MTOK: 'gpt-4o-mini=0.15, gpt-4o=2.5', CHAT_PRICE_OUTPUT_PER_MTOK: 'gpt-4o-mini=0.6, gpt-4o=10', CHAT_PRICE_CURRENCY: 'EUR' },
      NOW,
    );
  });
  afterAll(() => bed.close());

  it('counts per Paris day the questions, members, failures by cause and tokens, with the cost by each model’s prices, and lists the slowest runs with their steps', async () => {
    const [ana, ben] = [await bed.newMember(), await bed.newMember()];
    const steps = [
      { kind: 'model' as const, name: 'gpt-4o-mini', ms: 900, ok: true, firstTokenMs: null, promptTokens: 1000, completionTokens: 40 },
      { kind: 'tool' as const, name: 'pubmed_query', ms: 2400, ok: true },
      { kind: 'model' as const, name: 'gpt-4o-mini', ms: 3100, ok: true, firstTokenMs: 450, promptTokens: 1000, completionTokens: 160 },
    ];
    const run = (runId: string, userId: number, createdAt: string, fields: Partial<typeof schema.chatUsage.$inferInsert> = {}) => ({
      runId,
      userId,
      model: 'gpt-4o-mini',
      status: 'completed',
      createdAt: new Date(createdAt),
      durationMs: 3000,
      promptTokens: 2000,
      completionTokens: 200,
      cachedTokens: 1000,
      ...fields,
    });
    await bed.ctx.db.insert(schema.chatUsage).values([
      run('run_today_1', ana.id, '2026-11-25T08:00:00Z', { durationMs: 6400, firstTokenMs: 4450, steps }),
      run('run_today_2', ana.id, '2026-11-25T09:00:00Z', {
        status: 'failed',
        errorCode: 'model_overloaded',
        durationMs: 800,
        promptTokens: 0,
        completionTokens: 0,
        cachedTokens: 0,
      }),
      run('run_today_3', ben.id, '2026-11-25T10:00:00Z', { model: 'gpt-4o', promptTokens: 1_000_000, completionTokens: 100_000, cachedTokens: 0 }),
      // 00:30 in Paris on the 24th, though still the 23rd in UTC.
      run('run_yesterday', ben.id, '2026-11-23T23:30:00Z', { status: 'failed', errorCode: 'stream_cut', durationMs: 12_000 }),
      run('run_other_model', ben.id, '2026-11-22T10:00:00Z', { model: 'mistral-small' }),
      // Older than the seven days asked for.
      run('run_too_old', ana.id, '2026-11-18T10:00:00Z', { durationMs: 99_000 }),
    ]);
    const admin = await bed.newAdmin();
    const answer = (await request(bed.app).get('/api/gpt/usage?days=7').set('Cookie', admin.session.cookie).expect(200)).body;

    expect(answer.days.map((day: { day: string }) => day.day)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    const [, , , d22, d23, d24, d25] = answer.days;
    expect(d25).toEqual({
      day: '2026-11-25',
      questions: 3,
      members: 2,
      completed: 2,
      failed: { model_overloaded: 1 },
      promptTokens: 1_002_000,
      completionTokens: 100_200,
      cachedTokens: 1000,
      // gpt-4o-mini: 2,000 × 0.15 + 200 × 0.6 per million; gpt-4o: 1,000,000 × 2.5 + 100,000 × 10 per million.
      cost: expect.closeTo(0.00042 + 3.5, 9),
    });
    expect(d24).toMatchObject({ questions: 1, members: 1, completed: 0, failed: { stream_cut: 1 } });
    expect(d23).toMatchObject({ questions: 0, members: 0, failed: {}, cost: 0 });
    // A model without a price: no cost rather than a wrong one, and the page says which model.
    expect(d22).toMatchObject({ questions: 1, cost: null });
    expect(answer.prices).toEqual({ currency: 'EUR', unpricedModels: ['mistral-small'] });
    expect(answer.totals).toMatchObject({ questions: 5, members: 2, failed: 2, promptTokens: 1_006_000, cost: null });

    expect(answer.slowest.map((slow: { runId: string }) => slow.runId)).toEqual([
      'run_yesterday',
      'run_today_1',
      'run_today_3',
      'run_other_model',
      'run_today_2',
    ]);
    expect(answer.slowest[1]).toMatchObject({
      model: 'gpt-4o-mini',
      status: 'completed',
      durationMs: 6400,
      firstTokenMs: 4450,
      cost: expect.closeTo(0.00042, 9),
      steps,
    });
    expect(answer.slowest[0]).toMatchObject({ status: 'failed', errorCode: 'stream_cut' });
  });

  it('is for admins only, and refuses another period in French', async () => {
    const member = await bed.newMember();
    await request(bed.app).get('/api/gpt/usage').set('Cookie', member.session.cookie).expect(403);
    await request(bed.app).get('/api/gpt/usage').expect(401);
    const admin = await bed.newAdmin();
    const refused = await request(bed.app).get('/api/gpt/usage?days=12').set('Cookie', admin.session.cookie).expect(400);
    expect(refused.body.log).toContain('La période doit être de 7, 30, 90 jours.');
  });
});

describe('POST /api/gpt/model-check: ‘Tester le modèle’', () => {
  const open: Array<{ close(): Promise<void> }> = [];
  afterAll(() => Promise.all(open.map((each) => each.close())));

  async function check(env: Record<string, string>) {
    const bed = await openChatTestbed(env);
    open.push(bed);
    const admin = await bed.newAdmin();
    const member = await bed.newMember();
    await request(bed.app).post('/api/gpt/model-check').set('Cookie', member.session.cookie).set('X-CSRF-Token', member.session.csrf).expect(403);
    return (await request(bed.app).post('/api/gpt/model-check').set('Cookie', admin.session.cookie).set('X-CSRF-Token', admin.session.csrf).expect(200)).body;
  }
  async function model(options: Parameters<typeof startFakeModel>[1] = {}): Promise<FakeModel> {
    const started = await startFakeModel(0, options);
    open.push(started);
    return started;
  }

  it('says that a model which calls the function offered answers and can search PubMed', async () => {
    const fake = await model();
    const answer = await check({ OPENAI_BASE_URL: fake.url, CHAT_MODEL: 'gpt-4o-mini' });
    expect(answer).toMatchObject({ level: 'success', model: 'gpt-4o-mini', answers: true, tools: true, detail: null });
    expect(answer.message).toMatch(/^Le modèle gpt-4o-mini répond \(en [\d,]+ s\) et sait appeler des fonctions : GPTPubMed peut chercher dans PubMed\.$/);
    expect(fake.requests[0]).toMatchObject({
      model: 'gpt-4o-mini',
      stream: true,
      tools: [{ type: 'function', function: { name: 'confirmer_disponibilite' } }],
    });
  });

  it('warns about a server that refuses tools, keeping its words for the engineer', async () => {
    const fake = await model({ toolsUnsupported: true });
    const answer = await check({ OPENAI_BASE_URL: fake.url, CHAT_MODEL: 'gemma:2b' });
    expect(answer).toMatchObject({ level: 'warning', answers: true, tools: false, detail: '400 registry.ollama.ai/library/gemma:2b does not support tools' });
    expect(answer.message).toBe(
      'Le serveur du modèle gemma:2b répond, mais refuse les outils (fonctions) : GPTPubMed ne pourra pas chercher dans PubMed avec ce modèle. Choisissez-en un qui les accepte.',
    );
  });

  it('says in French that nothing answers, or that no model is configured', async () => {
    const fake = await model();
    const address = fake.url;
    await fake.close();
    expect(await check({ OPENAI_BASE_URL: address, CHAT_MODEL: 'gpt-4o-mini' })).toMatchObject({
      level: 'error',
      answers: false,
      message: 'Le modèle gpt-4o-mini ne répond pas : Le serveur du modèle est injoignable : réessayez dans quelques minutes.',
    });
    expect(await check({})).toMatchObject({ level: 'error', model: null, message: 'Aucun modèle n’est configuré : renseignez OPENAI_BASE_URL et CHAT_MODEL.' });
  });
});
