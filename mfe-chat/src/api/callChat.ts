import { chatApi } from '@canal/contracts/chat';
import { callEndpoint } from '@canal/kit';

/**
 * The fields of a chat call, with the page's `user` query parameter forwarded when present
 * (POST /api/gpt/api.php?action={name}, form-urlencoded).
 */
export function withUser<T extends object>(fields: T, user: string | null): T & { user?: string } {
  return user === null ? fields : { ...fields, user };
}

export const createThread = async (user: string | null): Promise<string> =>
  (await callEndpoint(chatApi.createThread, withUser({}, user), { url: chatApi.chatActionUrl('create_thread') })).thread.id;

export const deleteThread = async (id: string, user: string | null): Promise<void> => {
  await callEndpoint(chatApi.deleteThread, withUser({ id }, user), { url: chatApi.chatActionUrl('delete_thread') });
};

/** add_message: the question (and, on the beta page, the instructions); the run then shows in view_thread. */
export const addMessage = async (thread: string, message: string, instructions: string | null, user: string | null): Promise<void> => {
  await callEndpoint(chatApi.addMessage, withUser({ thread, message, ...(instructions ? { instructions } : {}) }, user), { url: chatApi.chatActionUrl('add_message') });
};
