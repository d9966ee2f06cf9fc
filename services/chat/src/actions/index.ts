import { addMessage } from './addMessage';
import { createThread } from './createThread';
import { deleteThread } from './deleteThread';
import { listThread } from './listThread';
import { renameThread } from './renameThread';
import { viewThread } from './viewThread';

/** Every `action` the chat endpoint knows, by its name in `?action=`. */
export const CHAT_ACTIONS = {
  create_thread: createThread,
  list_thread: listThread,
  delete_thread: deleteThread,
  view_thread: viewThread,
  add_message: addMessage,
  rename_thread: renameThread,
};
