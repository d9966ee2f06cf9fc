import { asc, desc, eq, inArray } from 'drizzle-orm';
import { chatApi } from '@canal/contracts';
import { defineFileRoute, HttpError, schema } from '@canal/service-core';
import { findOwnThread } from '../../actions/findOwnThread';

/**
 * GET /api/gpt/api.php?action=debug_thread&id={thread}[&user=]: the 'Debug infos' link of ?debug,
 * opened in a new tab: the discussion's runs (statuses, tool calls, errors with the provider's own words,
 * tokens and timings) and messages' metadata,
 * as JSON, for its owner only.
 */
export const debugThreadRoute = defineFileRoute(chatApi.debugThread)({
  samplePath: '/api/gpt/api.php?action=debug_thread&id=thread_inconnu',
  access: 'loggedIn',
  async handle({ ctx, input: { action, id }, user, reply }) {
    if (action !== 'debug_thread')
      throw new HttpError(400, 'Action inconnue : seule debug_thread se lit par GET.', 'bad_request', { result: false, error: 'Action inconnue' });
    if (typeof id !== 'string' || !id || id.length > 64)
      throw new HttpError(400, 'Identifiant de discussion manquant.', 'bad_request', { result: false, error: 'Identifiant de discussion manquant.' });
    const thread = await findOwnThread(ctx, user.id, id);
    const runs = await ctx.db.select().from(schema.chatRuns).where(eq(schema.chatRuns.threadId, id)).orderBy(desc(schema.chatRuns.createdAt));
    const usage =
      runs.length === 0
        ? []
        : await ctx.db
            .select()
            .from(schema.chatUsage)
            .where(
              inArray(
                schema.chatUsage.runId,
                runs.map((run) => run.id),
              ),
            );
    const usageOf = (runId: string) => usage.find((row) => row.runId === runId);
    const messages = await ctx.db.select().from(schema.chatMessages).where(eq(schema.chatMessages.threadId, id)).orderBy(asc(schema.chatMessages.createdAt));
    return reply.bytes(
      JSON.stringify(
        {
          result: true,
          thread: { id: thread.id, name: thread.name, created_at: thread.createdAt },
          runs: runs.map((run) => {
            const measured = usageOf(run.id);
            return {
              id: run.id,
              status: run.status,
              model: run.model,
              instructions: run.instructions,
              metadata: run.metadata,
              last_error: run.lastError,
              // The provider's own words, which the member's view never shows.
              error_detail: run.errorDetail,
              created_at: run.createdAt,
              usage: measured
                ? {
                    prompt_tokens: measured.promptTokens,
                    completion_tokens: measured.completionTokens,
                    cached_tokens: measured.cachedTokens,
                    duration_ms: measured.durationMs,
                    first_token_ms: measured.firstTokenMs,
                    steps: measured.steps,
                  }
                : null,
            };
          }),
          messages: messages.map((message) => ({
            id: message.id,
            role: message.role,
            status: message.status,
            metadata: message.metadata,
            created_at: message.createdAt,
            length: message.content.reduce((sum, part) => sum + part.text.value.length, 0),
          })),
        },
        null,
        2,
      ),
      { type: 'application/json; charset=utf-8', cacheControl: 'private, no-store' },
    );
  },
});
