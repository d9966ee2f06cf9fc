import { z } from 'zod';
import {
  CHAT_INSTRUCTIONS_MAX,
  CHAT_MESSAGE_MAX,
  CHAT_THREAD_NAME_MAX,
  CHAT_USAGE_PERIODS,
  chatModelCheckSchema,
  chatUsageSchema,
  createdThreadSchema,
  deletedThreadSchema,
  messageAddedSchema,
  threadListSchema,
  threadViewSchema,
  type ChatActionName,
} from '../chat';
import { defineEndpoint, defineFileEndpoint } from './defineEndpoint';

/**
 * POST /api/gpt/api.php?action={name}: one address for every chat action, chosen by the query;
 * the browser calls each at `chatActionUrl(name)`. `user` is the page's own query parameter,
 * forwarded in the body. Errors are 4xx with `result: false` and the French message in `error` and `log`.
 */
export const chatActionUrl = (action: ChatActionName) => `/api/gpt/api.php?action=${action}`;

const forwardedUser = z.string().max(200).optional();
const MISSING_THREAD = 'Identifiant de discussion manquant.';
/** The `id` of view_thread and delete_thread. */
const threadId = z.string({ error: MISSING_THREAD }).trim().min(1, MISSING_THREAD).max(64, 'Identifiant de discussion invalide.');

export const createThread = defineEndpoint({
  method: 'post',
  path: '/api/gpt/api.php',
  input: z.strictObject({ user: forwardedUser }),
  output: createdThreadSchema,
});

export const listThreads = defineEndpoint({
  method: 'post',
  path: '/api/gpt/api.php',
  input: z.strictObject({ user: forwardedUser }),
  output: threadListSchema,
});

export const viewThread = defineEndpoint({
  method: 'post',
  path: '/api/gpt/api.php',
  input: z.strictObject({ id: threadId, user: forwardedUser }),
  output: threadViewSchema,
});

export const deleteThread = defineEndpoint({
  method: 'post',
  path: '/api/gpt/api.php',
  input: z.strictObject({ id: threadId, user: forwardedUser }),
  output: deletedThreadSchema,
});

const MISSING_NAME = 'Donnez un nom à la discussion.';

/** rename_thread: the discussion's new name (its first question names it until then). */
export const renameThread = defineEndpoint({
  method: 'post',
  path: '/api/gpt/api.php',
  input: z.strictObject({
    id: threadId,
    name: z
      .string({ error: MISSING_NAME })
      .trim()
      .min(1, MISSING_NAME)
      .max(CHAT_THREAD_NAME_MAX, `Le nom dépasse ${CHAT_THREAD_NAME_MAX} caractères : raccourcissez-le.`),
    user: forwardedUser,
  }),
  output: deletedThreadSchema,
});

const MISSING_MESSAGE = 'Votre message est vide.';

/** add_message: the user's message in a discussion, with the beta page's instructions; starts a run. */
export const addMessage = defineEndpoint({
  method: 'post',
  path: '/api/gpt/api.php',
  input: z.strictObject({
    thread: z.string({ error: MISSING_THREAD }).trim().min(1, MISSING_THREAD).max(64, 'Identifiant de discussion invalide.'),
    message: z
      .string({ error: MISSING_MESSAGE })
      .trim()
      .min(1, MISSING_MESSAGE)
      .max(CHAT_MESSAGE_MAX, `Votre message dépasse ${CHAT_MESSAGE_MAX} caractères : raccourcissez-le.`),
    instructions: z.string().max(CHAT_INSTRUCTIONS_MAX, `Les instructions dépassent ${CHAT_INSTRUCTIONS_MAX} caractères : raccourcissez-les.`).optional(),
    user: forwardedUser,
  }),
  output: messageAddedSchema,
});

/**
 * GET /api/gpt/api.php?action=debug_thread&id={thread}[&user=]: the 'Debug infos' link, a JSON page
 * opened in a new tab. Its checks answer the chat's own `{ result: false, error }`, so the input stays open here.
 */
export const debugThread = defineFileEndpoint({
  path: '/api/gpt/api.php',
  input: z.looseObject({ action: z.string().max(40).optional(), id: z.string().max(200).optional(), user: z.string().max(200).optional() }),
});

const PERIOD_MESSAGE = `La période doit être de ${CHAT_USAGE_PERIODS.join(', ')} jours.`;

/** GET /api/gpt/usage?days=30 (admin): the assistant's use per day, its estimated cost and its slowest runs. */
export const usage = defineEndpoint({
  method: 'get',
  path: '/api/gpt/usage',
  input: z.strictObject({
    days: z.coerce
      .number({ error: PERIOD_MESSAGE })
      .refine((days) => (CHAT_USAGE_PERIODS as readonly number[]).includes(days), PERIOD_MESSAGE)
      .default(30),
  }),
  output: chatUsageSchema,
});

/** POST /api/gpt/model-check (admin): 'Tester le modèle'. */
export const modelCheck = defineEndpoint({
  method: 'post',
  path: '/api/gpt/model-check',
  input: z.strictObject({}),
  output: chatModelCheckSchema,
});
