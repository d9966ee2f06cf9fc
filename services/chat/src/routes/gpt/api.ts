import { z } from 'zod';
import { CHAT_ACTION_NAMES, chatApi, defineEndpoint, type ChatActionName, type Endpoint } from '@canal/contracts';
import { badRequest, defineRoute, HttpError, parseInput, type ServiceContext } from '@canal/service-core';
import { CHAT_ACTIONS } from '../../actions';
import type { ChatAction } from '../../actions/ChatAction';

/**
 * The one address of every chat action (spec 001 §6): `?action=` names it, then its own fields are
 * read by its endpoint in `chatApi`. The answer is one of theirs; the union tries the answers that
 * carry more fields first, so that delete's bare `{ result: true }` never swallows another.
 */
const gptApi = defineEndpoint({
  method: 'post',
  path: '/api/gpt/api.php',
  input: z.looseObject({ action: z.unknown().optional() }),
  output: z.union([chatApi.viewThread.output, chatApi.addMessage.output, chatApi.createThread.output, chatApi.listThreads.output, chatApi.deleteThread.output]),
});
type ChatAnswer = z.input<typeof gptApi.output>;

const actionNameSchema = z.enum(CHAT_ACTION_NAMES);

function actionName(action: unknown): ChatActionName {
  if (action === undefined || action === '') throw badRequest('Action manquante : précisez ?action=…');
  const parsed = actionNameSchema.safeParse(action);
  if (!parsed.success)
    throw badRequest(typeof action === 'string' ? `Action inconnue : ${action.slice(0, 40)}` : 'Action inconnue : « action » doit être un nom d’action.');
  return parsed.data;
}

/** One action: its input read by its endpoint (unknown fields refused), then run for the user. */
async function perform<E extends Endpoint>(
  action: ChatAction<E>,
  ctx: ServiceContext,
  userId: number,
  fields: Record<string, unknown>,
): Promise<z.input<E['output']>> {
  return action.run(ctx, userId, parseInput<E['input']>(action.endpoint.input, fields));
}

function run(name: ChatActionName, ctx: ServiceContext, userId: number, fields: Record<string, unknown>): Promise<ChatAnswer> {
  switch (name) {
    case 'create_thread':
      return perform(CHAT_ACTIONS.create_thread, ctx, userId, fields);
    case 'list_thread':
      return perform(CHAT_ACTIONS.list_thread, ctx, userId, fields);
    case 'view_thread':
      return perform(CHAT_ACTIONS.view_thread, ctx, userId, fields);
    case 'delete_thread':
      return perform(CHAT_ACTIONS.delete_thread, ctx, userId, fields);
    case 'add_message':
      return perform(CHAT_ACTIONS.add_message, ctx, userId, fields);
    case 'rename_thread':
      return perform(CHAT_ACTIONS.rename_thread, ctx, userId, fields);
  }
}

/** Chat errors say their French message in `error` (the page shows "Erreur : {error}") and in `log`. */
const chatError = (error: HttpError) => new HttpError(error.status, error.message, error.code, { ...error.extra, result: false, error: error.message });

/** POST /api/gpt/api.php?action={name}: the GPTPubMed endpoint. Answers `{ result: true, ... }`. */
export const gptApiRoute = defineRoute(gptApi)({
  access: 'loggedIn',
  async handle({ ctx, input, user }) {
    try {
      const { action, ...fields } = input;
      const name = actionName(action);
      return await run(name, ctx, user.id, fields);
    } catch (error) {
      if (error instanceof HttpError) throw chatError(error);
      throw error;
    }
  },
});
