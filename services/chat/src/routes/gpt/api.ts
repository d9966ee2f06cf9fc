import type { Request, Response } from 'express';
import { z } from 'zod';
import { badRequest, defineRoute, HttpError, notConnected, parseInput, sendError } from '@canal/service-core';
import { CHAT_ACTIONS, CHAT_ACTION_NAMES, type ChatActionName } from '../../actions';
import type { ChatAction } from '../../actions/ChatAction';

/** `user` is forwarded by the page on every call (spec 001 §6, handling not shown): accepted, ignored. */
const querySchema = z.strictObject({ action: z.unknown().optional(), user: z.unknown().optional() });
const actionNameSchema = z.enum(CHAT_ACTION_NAMES);

function chosenAction(query: unknown): ChatAction {
  const { action } = parseInput(querySchema, query);
  if (action === undefined || action === '') throw badRequest('Action manquante : précisez ?action=…');
  const parsed = actionNameSchema.safeParse(action);
  if (!parsed.success) throw badRequest(`Action inconnue : ${String(action)}`);
  const name: ChatActionName = parsed.data;
  return CHAT_ACTIONS[name];
}

/** The body without the fields every call may carry: the forwarded `user` and the `csrf` token. */
function actionFields(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const { user: _user, csrf: _csrf, ...fields } = body as Record<string, unknown>;
  return fields;
}

function currentUserId(req: Request): number {
  const id = req.canalSession?.user?.id;
  if (id === undefined) throw notConnected();
  return id;
}

/** Chat errors say their French message in `error` (the page shows "Erreur : {error}") and in `log`. */
function sendChatError(res: Response, error: HttpError): void {
  sendError(res, error.status, error.code, error.message, { ...error.extra, result: false, error: error.message });
}

/**
 * POST /api/gpt/api.php?action={name}: the GPTPubMed endpoint. One route, one handler module per
 * action (src/actions), each with its strict body schema. Answers `{ result: true, ... }`.
 */
export const gptApiRoute = defineRoute({
  method: 'post',
  path: '/api/gpt/api.php',
  access: 'loggedIn',
  async handle(ctx, req, res) {
    try {
      const action = chosenAction(req.query);
      const input: unknown = parseInput(action.schema, actionFields(req.body));
      const answer = await action.run(ctx, currentUserId(req), input);
      res.json(answer);
    } catch (error) {
      if (error instanceof HttpError) return sendChatError(res, error);
      throw error;
    }
  },
});
