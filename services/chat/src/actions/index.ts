import type { ChatAction } from './ChatAction';
import { createThread } from './createThread';
import { deleteThread } from './deleteThread';
import { listThread } from './listThread';
import { viewThread } from './viewThread';

/** Every `action` the chat endpoint knows, by name. */
export const CHAT_ACTIONS = {
  create_thread: createThread,
  list_thread: listThread,
  delete_thread: deleteThread,
  view_thread: viewThread,
} satisfies Record<string, ChatAction>;

export type ChatActionName = keyof typeof CHAT_ACTIONS;

export const CHAT_ACTION_NAMES = Object.keys(CHAT_ACTIONS) as [ChatActionName, ...ChatActionName[]];
