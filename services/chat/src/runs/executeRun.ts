import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { schema, type ServiceContext } from '@canal/service-core';
import { EutilsError } from '../pubmed/eutils';
import type { PubmedArticle } from '../pubmed/searches';
import { tellOwner } from '../socket/chatNamespace';
import { recordRunEnd, type RunMeasures } from '../usage/usageLedger';
import { AnswerDraft, type RunParty } from './answerDraft';
import { CHAT_TOOLS, runTool } from './chatTools';
import type { AssembledCall } from './chunkAssembler';
import { streamTurn, type StreamedTurn } from './modelStream';
import { providerFailure, TIMED_OUT, type ProviderFailure } from './providerErrors';
import { ACTIVE_RUN_STATUSES, type RunError } from './runStatus';
import { instructionMessages } from './instructions';
import { processSlotsOf } from './processSlots';
import { markCancelled, runsOf } from './activeRuns';

const { chatMessages, chatRuns, chatThreads } = schema;

/** Rounds of tool calls before the model must answer: a model looping on searches is stopped. */
const MAX_ROUNDS = 6;

class RunFailure extends Error {
  constructor(readonly failure: ProviderFailure) {
    super(failure.runError.message);
  }
}

const failWith = (runError: RunError) => new RunFailure({ runError, detail: null });

/** The discussion as the model reads it: the instructions (instructionMessages), then every finished, non-empty text, oldest first. */
async function conversation(ctx: ServiceContext, threadId: string, memberInstructions: string): Promise<ChatCompletionMessageParam[]> {
  const rows = await ctx.db.select().from(chatMessages).where(eq(chatMessages.threadId, threadId)).orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  const turns = rows.flatMap((row): ChatCompletionMessageParam[] => {
    // A half answer of a failed run is never read back as something the assistant said.
    if (row.status !== 'completed') return [];
    const text = row.content
      .map((part) => part.text.value)
      .join('\n\n')
      .trim();
    if (!text) return [];
    return [row.role === 'user' ? { role: 'user', content: text } : { role: 'assistant', content: text }];
  });
  return [...instructionMessages(ctx.config, memberInstructions), ...turns];
}

/** A run as its steps change it: each write is told to the discussion's owner, whose page reads it again. */
class RunRecord {
  constructor(
    private readonly ctx: ServiceContext,
    readonly party: RunParty,
  ) {}

  async set(fields: Partial<typeof chatRuns.$inferInsert>): Promise<void> {
    await this.ctx.db.update(chatRuns).set(fields).where(eq(chatRuns.id, this.party.runId));
    this.told();
  }

  told(): void {
    tellOwner(this.ctx, this.party.userId, { kind: 'changed', threadId: this.party.threadId, runId: this.party.runId });
  }
}

/** One round of tool calls: their message (ids, statuses, raw calls), run status requires_action, then each call. */
async function callTools(
  ctx: ServiceContext,
  record: RunRecord,
  draft: AnswerDraft,
  calls: AssembledCall[],
  found: Map<string, PubmedArticle>,
  measures: RunMeasures,
  signal: AbortSignal,
): Promise<ChatCompletionMessageParam[]> {
  const statuses: Record<string, string> = Object.fromEntries(calls.map((call) => [call.id, 'pending']));
  const metadata = (): Record<string, string> => ({
    tool_calls_ids: JSON.stringify(calls.map((call) => call.id)),
    tool_calls_status: JSON.stringify(statuses),
    ...Object.fromEntries(calls.map((call) => [call.id, JSON.stringify({ function: { name: call.name, arguments: call.arguments } })])),
  });
  const messageId = await draft.becomeToolCalls(metadata());
  const runMetadata = (toolStatus: 'pending' | 'finished') => ({
    tool_calls_ids: JSON.stringify(calls.map((call) => call.id)),
    tool_calls_status: JSON.stringify(statuses),
    tool_status: toolStatus,
  });
  await record.set({ status: 'requires_action', metadata: runMetadata('pending') });

  const answers: ChatCompletionMessageParam[] = [];
  for (const call of calls) {
    if (signal.aborted) throw failWith(TIMED_OUT);
    const started = performance.now();
    try {
      const outcome = await runTool(ctx, call.name, call.arguments);
      for (const article of outcome.articles) found.set(article.pmid, article);
      answers.push({ role: 'tool', tool_call_id: call.id, content: outcome.content });
      statuses[call.id] = 'completed';
      measures.steps.push({ kind: 'tool', name: call.name, ms: Math.round(performance.now() - started), ok: true });
    } catch (error) {
      statuses[call.id] = 'failed';
      measures.steps.push({ kind: 'tool', name: call.name, ms: Math.round(performance.now() - started), ok: false });
      await ctx.db.update(chatMessages).set({ metadata: metadata() }).where(eq(chatMessages.id, messageId));
      if (error instanceof EutilsError) throw failWith({ code: 'tool_error', message: error.message });
      throw error;
    }
    await ctx.db.update(chatMessages).set({ metadata: metadata() }).where(eq(chatMessages.id, messageId));
    await record.set({ metadata: runMetadata('pending') });
  }
  await record.set({ status: 'in_progress', metadata: runMetadata('finished') });
  return answers;
}

function addTurn(measures: RunMeasures, model: string, turn: StreamedTurn): void {
  if (turn.usage) {
    measures.usage.promptTokens += turn.usage.promptTokens;
    measures.usage.completionTokens += turn.usage.completionTokens;
    measures.usage.cachedTokens += turn.usage.cachedTokens;
  }
  measures.steps.push({
    kind: 'model',
    name: turn.model ?? model,
    ms: turn.ms,
    ok: true,
    firstTokenMs: turn.firstTokenMs,
    promptTokens: turn.usage?.promptTokens ?? 0,
    completionTokens: turn.usage?.completionTokens ?? 0,
  });
}

/**
 * Works one run in the background (the 'chat:run' job): the model is called with the discussion and
 * the two tools until it answers, each call streamed (`stream: true`): the answer's words reach the
 * owner's page as the model writes them (socket.io, `/chat`) and are stored as they come, so that a
 * page polling view_thread reads the same. Statuses and tool calls are written as they happen. Any
 * failure ends the run 'failed' with a French last_error, the provider's own words kept for the debug
 * view, and the half-written answer marked incomplete. Usage and timings go to chat_usage.
 */
export async function executeRun(ctx: ServiceContext, runId: string): Promise<void> {
  const [run] = await ctx.db
    .select({
      threadId: chatRuns.threadId,
      instructions: chatRuns.instructions,
      createdAt: chatRuns.createdAt,
      model: chatRuns.model,
      userId: chatThreads.userId,
    })
    .from(chatRuns)
    .innerJoin(chatThreads, eq(chatThreads.id, chatRuns.threadId))
    .where(and(eq(chatRuns.id, runId), inArray(chatRuns.status, ['queued'])));
  if (!run) return;
  const release = await processSlotsOf(ctx).acquire();
  const timeout = AbortSignal.timeout(ctx.config.CHAT_RUN_TIMEOUT_S * 1000);
  const shutdown = new AbortController();
  runsOf(ctx).set(runId, shutdown);
  const deadline = AbortSignal.any([timeout, shutdown.signal]);
  const record = new RunRecord(ctx, { runId, threadId: run.threadId, userId: run.userId });
  const measures: RunMeasures = { usage: { promptTokens: 0, completionTokens: 0, cachedTokens: 0 }, steps: [], firstTextAt: null };
  const found = new Map<string, PubmedArticle>();
  let draft: AnswerDraft | null = null;
  let answeredBy = run.model;
  try {
    const { OPENAI_BASE_URL: baseURL, CHAT_MODEL: model } = ctx.config;
    if (!baseURL || !model) throw failWith({ code: 'not_configured', message: 'L’assistant n’est pas configuré sur ce serveur.' });
    await record.set({ status: 'in_progress' });
    const client = new OpenAI({ baseURL, apiKey: ctx.config.OPENAI_API_KEY ?? 'sans-cle', maxRetries: 1, timeout: ctx.config.CHAT_RUN_TIMEOUT_S * 1000 });
    const messages = await conversation(ctx, run.threadId, run.instructions);
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const turnDraft = new AnswerDraft(ctx, record.party, found);
      draft = turnDraft;
      let turn: StreamedTurn;
      const started = performance.now();
      try {
        turn = await streamTurn(client, { model, messages, tools: CHAT_TOOLS }, deadline, async (text) => {
          measures.firstTextAt ??= Date.now();
          await turnDraft.append(text);
        });
      } catch (error) {
        measures.steps.push({ kind: 'model', name: model, ms: Math.round(performance.now() - started), ok: false });
        throw new RunFailure(providerFailure(error));
      }
      addTurn(measures, model, turn);
      answeredBy = turn.model || model;
      if (turn.finishReason === 'content_filter')
        throw failWith({ code: 'model_refused', message: 'Le modèle a refusé de répondre à cette question (filtre de contenu du fournisseur).' });
      if (turn.toolCalls.length === 0) {
        await turnDraft.complete(turn.finishReason === 'length');
        draft = null;
        await record.set({ status: 'completed', model: answeredBy });
        await recordRunEnd(ctx, { runId, createdAt: run.createdAt, model: answeredBy }, 'completed', null, measures);
        return;
      }
      messages.push({
        role: 'assistant',
        content: turn.content || null,
        tool_calls: turn.toolCalls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } })),
      });
      draft = null;
      messages.push(...(await callTools(ctx, record, turnDraft, turn.toolCalls, found, measures, deadline)));
    }
    throw failWith({ code: 'too_many_steps', message: 'Le modèle a enchaîné trop de recherches sans répondre.' });
  } catch (error) {
    await draft?.abandon();
    if (shutdown.signal.aborted) {
      await markCancelled(ctx, runId);
      record.told();
      await recordRunEnd(ctx, { runId, createdAt: run.createdAt, model: answeredBy }, 'cancelled', 'interrupted', measures);
      return;
    }
    const { runError, detail }: ProviderFailure =
      error instanceof RunFailure
        ? error.failure
        : deadline.aborted
          ? { runError: TIMED_OUT, detail: null }
          : {
              runError: { code: 'model_error', message: 'Une erreur inattendue a interrompu la réponse : renvoyez votre message.' },
              detail: error instanceof Error ? error.message.slice(0, 1000) : String(error),
            };
    ctx.logger.warn('chat run failed', { runId, code: runError.code, detail });
    await ctx.db
      .update(chatRuns)
      .set({ status: 'failed', lastError: runError, errorDetail: detail })
      .where(and(eq(chatRuns.id, runId), inArray(chatRuns.status, [...ACTIVE_RUN_STATUSES])));
    record.told();
    await recordRunEnd(ctx, { runId, createdAt: run.createdAt, model: answeredBy }, 'failed', runError.code, measures);
  } finally {
    runsOf(ctx).delete(runId);
    release();
  }
}
