import { asc, desc, eq } from 'drizzle-orm';
import { chatApi } from '@canal/contracts';
import { defineFileRoute, HttpError, schema } from '@canal/service-core';
import { findOwnThread } from '../../actions/findOwnThread';

/**
 * GET /api/gpt/api.php?action=debug_thread&id={thread}[&user=]: the 'Debug infos' link of ?debug,
 * opened in a new tab: the discussion's runs (statuses, tool calls, errors) and messages' metadata,
 * as JSON, for its owner only.
 */
export const debugThreadRoute = defineFileRoute(chatApi.debugThread)({
  samplePath: '/api/gpt/api.php?action=debug_thread&id=thread_inconnu',
  access: 'loggedIn',
  async handle({ ctx, input: { action, id }, user, reply }) {
    if (action !== 'debug_thread') throw new HttpError(400, 'Action inconnue : seule debug_thread se lit par GET.', 'bad_request', { result: false, error: 'Action inconnue' });
    if (typeof id !== 'string' || !id || id.length > 64) throw new HttpError(400, 'Identifiant de discussion manquant.', 'bad_request', { result: false, error: 'Identifiant de discussion manquant.' });
    const thread = await findOwnThread(ctx, user.id, id);
    const runs = await ctx.db.select().from(schema.chatRuns).where(eq(schema.chatRuns.threadId, id)).orderBy(desc(schema.chatRuns.createdAt));
    const messages = await ctx.db.select().from(schema.chatMessages).where(eq(schema.chatMessages.threadId, id)).orderBy(asc(schema.chatMessages.createdAt));
    return reply.bytes(
      JSON.stringify(
        {
          result: true,
          thread: { id: thread.id, name: thread.name, created_at: thread.createdAt },
          runs: runs.map((run) => ({ id: run.id, status: run.status, model: run.model, instructions: run.instructions, metadata: run.metadata, last_error: run.lastError, created_at: run.createdAt })),
          messages: messages.map((message) => ({ id: message.id, role: message.role, metadata: message.metadata, created_at: message.createdAt, length: message.content.reduce((sum, part) => sum + part.text.value.length, 0) })),
        },
        null,
        2,
      ),
      { type: 'application/json; charset=utf-8', cacheControl: 'private, no-store' },
    );
  },
});
