import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { schema, type ServiceContext } from '@canal/service-core';
import { EutilsError } from '../pubmed/eutils';
import type { PubmedArticle } from '../pubmed/searches';
import { CHAT_TOOLS, runTool } from './chatTools';
import { messageTime, newMessageId } from './chatIds';
import { withCitations } from './citations';
import { ACTIVE_RUN_STATUSES, type RunError } from './runStatus';
import { systemMessages } from './instructions';
import { processSlotsOf } from './processSlots';
import { markCancelled, runsOf } from './activeRuns';

const { chatMessages, chatRuns } = schema;

/** Rounds of tool calls before the model must answer: a model looping on searches is stopped. */
const MAX_ROUNDS = 6;

class RunFailure extends Error {
  constructor(readonly runError: RunError) {
    super(runError.message);
  }
}

async function setRun(ctx: ServiceContext, runId: string, fields: Partial<typeof chatRuns.$inferInsert>): Promise<void> {
  await ctx.db.update(chatRuns).set(fields).where(eq(chatRuns.id, runId));
}

/** The discussion as the model reads it: the instructions (systemMessages), then every non-empty text, oldest first. */
async function conversation(ctx: ServiceContext, threadId: string, memberInstructions: string): Promise<ChatCompletionMessageParam[]> {
  const rows = await ctx.db.select().from(chatMessages).where(eq(chatMessages.threadId, threadId)).orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  const turns = rows.flatMap((row): ChatCompletionMessageParam[] => {
    const text = row.content.map((part) => part.text.value).join('\n\n').trim();
    if (!text) return [];
    return [row.role === 'user' ? { role: 'user', content: text } : { role: 'assistant', content: text }];
  });
  return [...systemMessages(ctx.config, memberInstructions), ...turns];
}

function modelFailure(error: unknown): RunError {
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) return { code: 'timeout', message: 'Le modèle n’a pas répondu à temps.' };
  if (error instanceof APIConnectionError) return { code: 'model_unreachable', message: 'Le serveur du modèle est injoignable.' };
  if (error instanceof APIError) return { code: 'model_error', message: `Le modèle a répondu une erreur${error.status ? ` (${error.status})` : ''} : ${String(error.message).slice(0, 300)}` };
  return { code: 'model_error', message: error instanceof Error ? error.message.slice(0, 300) : 'Erreur inconnue du modèle.' };
}

/** One round of tool calls: a message that shows them (ids, statuses, raw calls), run status requires_action, then each call. */
async function callTools(ctx: ServiceContext, runId: string, threadId: string, calls: { id: string; name: string; arguments: string }[], found: Map<string, PubmedArticle>, signal: AbortSignal): Promise<ChatCompletionMessageParam[]> {
  const statuses: Record<string, string> = Object.fromEntries(calls.map((call) => [call.id, 'pending']));
  const metadata = (): Record<string, string> => ({
    tool_calls_ids: JSON.stringify(calls.map((call) => call.id)),
    tool_calls_status: JSON.stringify(statuses),
    ...Object.fromEntries(calls.map((call) => [call.id, JSON.stringify({ function: { name: call.name, arguments: call.arguments } })])),
  });
  const messageId = newMessageId();
  await ctx.db.insert(chatMessages).values({ id: messageId, threadId, role: 'assistant', content: [], metadata: metadata(), createdAt: messageTime() });
  const runMetadata = (toolStatus: 'pending' | 'finished') => ({ tool_calls_ids: JSON.stringify(calls.map((call) => call.id)), tool_calls_status: JSON.stringify(statuses), tool_status: toolStatus });
  await setRun(ctx, runId, { status: 'requires_action', metadata: runMetadata('pending') });

  const answers: ChatCompletionMessageParam[] = [];
  for (const call of calls) {
    if (signal.aborted) throw new RunFailure({ code: 'timeout', message: 'La réponse a pris trop de temps.' });
    try {
      const outcome = await runTool(ctx, call.name, call.arguments);
      for (const article of outcome.articles) found.set(article.pmid, article);
      answers.push({ role: 'tool', tool_call_id: call.id, content: outcome.content });
      statuses[call.id] = 'completed';
    } catch (error) {
      statuses[call.id] = 'failed';
      await ctx.db.update(chatMessages).set({ metadata: metadata() }).where(eq(chatMessages.id, messageId));
      if (error instanceof EutilsError) throw new RunFailure({ code: 'tool_error', message: error.message });
      throw error;
    }
    await ctx.db.update(chatMessages).set({ metadata: metadata() }).where(eq(chatMessages.id, messageId));
    await setRun(ctx, runId, { metadata: runMetadata('pending') });
  }
  await setRun(ctx, runId, { status: 'in_progress', metadata: runMetadata('finished') });
  return answers;
}

/**
 * Works one run in the background (the 'chat:run' job): the model is called with the discussion and
 * the two tools until it answers; statuses and tool calls are written as they happen, so that the
 * page polling view_thread follows them. Any failure ends the run 'failed' with its last_error.
 */
export async function executeRun(ctx: ServiceContext, runId: string): Promise<void> {
  const [run] = await ctx.db.select().from(chatRuns).where(and(eq(chatRuns.id, runId), inArray(chatRuns.status, ['queued'])));
  if (!run) return;
  const release = await processSlotsOf(ctx).acquire();
  const timeout = AbortSignal.timeout(ctx.config.CHAT_RUN_TIMEOUT_S * 1000);
  const shutdown = new AbortController();
  runsOf(ctx).set(runId, shutdown);
  const deadline = AbortSignal.any([timeout, shutdown.signal]);
  try {
    const { OPENAI_BASE_URL: baseURL, CHAT_MODEL: model } = ctx.config;
    if (!baseURL || !model) throw new RunFailure({ code: 'not_configured', message: 'L’assistant n’est pas configuré sur ce serveur.' });
    await setRun(ctx, runId, { status: 'in_progress' });
    const client = new OpenAI({ baseURL, apiKey: ctx.config.OPENAI_API_KEY ?? 'sans-cle', maxRetries: 1, timeout: ctx.config.CHAT_RUN_TIMEOUT_S * 1000 });
    const messages = await conversation(ctx, run.threadId, run.instructions);
    const found = new Map<string, PubmedArticle>();
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create({ model, messages, tools: CHAT_TOOLS }, { signal: deadline });
      } catch (error) {
        throw new RunFailure(modelFailure(error));
      }
      const reply = completion.choices[0]?.message;
      if (!reply) throw new RunFailure({ code: 'model_error', message: 'Le modèle a répondu sans message.' });
      const calls = (reply.tool_calls ?? []).flatMap((call) => (call.type === 'function' ? [{ id: call.id, name: call.function.name, arguments: call.function.arguments }] : []));
      if (calls.length === 0) {
        const text = withCitations(reply.content ?? '', found);
        await ctx.db.insert(chatMessages).values({ id: newMessageId(), threadId: run.threadId, role: 'assistant', content: [{ type: 'text', text: { value: text } }], metadata: {}, createdAt: messageTime() });
        await setRun(ctx, runId, { status: 'completed', model: completion.model || model });
        return;
      }
      messages.push({ role: 'assistant', content: reply.content ?? null, tool_calls: calls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } })) });
      messages.push(...(await callTools(ctx, runId, run.threadId, calls, found, deadline)));
    }
    throw new RunFailure({ code: 'too_many_steps', message: 'Le modèle a enchaîné trop de recherches sans répondre.' });
  } catch (error) {
    if (shutdown.signal.aborted) {
      await markCancelled(ctx, runId);
      return;
    }
    const runError: RunError = error instanceof RunFailure ? error.runError : deadline.aborted ? { code: 'timeout', message: 'La réponse a pris trop de temps.' } : { code: 'model_error', message: error instanceof Error ? error.message.slice(0, 300) : 'Erreur inconnue.' };
    ctx.logger.warn('chat run failed', { runId, code: runError.code });
    await ctx.db
      .update(chatRuns)
      .set({ status: 'failed', lastError: runError })
      .where(and(eq(chatRuns.id, runId), inArray(chatRuns.status, [...ACTIVE_RUN_STATUSES])));
  } finally {
    runsOf(ctx).delete(runId);
    release();
  }
}
