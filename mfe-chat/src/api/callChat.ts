import { apiErrorOf, postForm, type FormValue } from '@canal/kit';
import type { ChatActionName, ThreadEntry, ThreadViewData } from './chatTypes';
import {
  ChatCallError,
  answerMessage,
  failedResponseData,
  readChatAnswer,
  readCreatedThreadId,
  readThreadList,
  readThreadView,
} from './readChatAnswer';

/**
 * POST /api/gpt/api.php?action={name}, form-urlencoded, with the page's `user` query parameter
 * forwarded when present. Rejects on a network error, a non-JSON answer or `result: false`.
 */
export async function callChat(action: ChatActionName, user: string | null, body: Record<string, FormValue> = {}) {
  let data: unknown;
  try {
    data = await postForm<unknown>(`/api/gpt/api.php?action=${action}`, user === null ? body : { ...body, user });
  } catch (error) {
    const response = failedResponseData(error);
    throw new ChatCallError(answerMessage(response) ?? apiErrorOf(error), response);
  }
  return readChatAnswer(data);
}

export const createThread = async (user: string | null): Promise<string> => readCreatedThreadId(await callChat('create_thread', user));

export const listThreads = async (user: string | null): Promise<ThreadEntry[]> => readThreadList(await callChat('list_thread', user));

export const viewThread = async (id: string, user: string | null): Promise<ThreadViewData | null> =>
  readThreadView(await callChat('view_thread', user, { id }));

export const deleteThread = async (id: string, user: string | null): Promise<void> => {
  await callChat('delete_thread', user, { id });
};

/** The message to show after "Erreur : ". */
export const chatErrorText = (error: unknown): string => (error instanceof Error ? error.message : apiErrorOf(error));
