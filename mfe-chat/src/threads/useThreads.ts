import { useCallback, useState } from 'react';
import { chatApi } from '@canal/contracts/chat';
import { useEndpoint, useEndpointMutation } from '@canal/kit';
import { withUser } from '../api/callChat';
import { threadEntries } from '../api/chatMessages';
import type { ThreadEntry } from '../api/chatTypes';
import { THREAD_LIST_POLL_MS } from '../chat/chatConstants';

export interface ThreadsState {
  /** null until the first answer. */
  threads: ThreadEntry[] | null;
  /** The last failed load (shown instead of the list). */
  error: string | null;
  /** The discussion being deleted: its row reads "Suppression...". */
  deletingId: string | null;
  /** The last failed delete or rename, if any (the row stays as it was). */
  changeError: string | null;
  clearChangeError: () => void;
  /** Deletes a discussion; true when the server deleted it. */
  remove: (id: string) => Promise<boolean>;
  /** Renames a discussion; true when the server took the name. */
  rename: (id: string, name: string) => Promise<boolean>;
  /** Asks for the list now (a new discussion, or a new name, shows without waiting for the next poll). */
  reload: () => void;
  /** False when the server has no model configured; null before the first answer. */
  configured: boolean | null;
}

/** The user's discussions (list_thread), polled every 5 s while the tab is visible; deleting and renaming one. */
export function useThreads(user: string | null): ThreadsState {
  const list = useEndpoint(chatApi.listThreads, withUser({}, user), { url: chatApi.chatActionUrl('list_thread'), pollMs: THREAD_LIST_POLL_MS });
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const { update, refetch } = list;
  const {
    mutate: sendDelete,
    error: deleteError,
    reset: resetDelete,
  } = useEndpointMutation(chatApi.deleteThread, { url: chatApi.chatActionUrl('delete_thread') });
  const {
    mutate: sendRename,
    error: renameError,
    reset: resetRename,
  } = useEndpointMutation(chatApi.renameThread, { url: chatApi.chatActionUrl('rename_thread'), invalidates: [chatApi.listThreads] });

  const remove = useCallback(
    async (id: string) => {
      setDeletingId(id);
      const deleted = (await sendDelete(withUser({ id }, user))) !== null;
      setDeletingId(null);
      // A list asked before the delete may still hold it: update() drops it, and takes the row out.
      if (deleted)
        update((answer) => ({
          ...answer,
          list: Object.fromEntries(
            threadEntries(answer.list)
              .filter((thread) => thread.id !== id)
              .map((thread) => [thread.id, thread.name]),
          ),
        }));
      return deleted;
    },
    [sendDelete, user, update],
  );

  const rename = useCallback(async (id: string, name: string) => (await sendRename(withUser({ id, name }, user))) !== null, [sendRename, user]);
  const clearChangeError = useCallback(() => {
    resetDelete();
    resetRename();
  }, [resetDelete, resetRename]);
  const reload = useCallback(() => void refetch(), [refetch]);
  const threads = list.data ? threadEntries(list.data.list) : null;
  const configured = list.data ? list.data.configured !== false : null;
  return { threads, error: list.error, deletingId, changeError: deleteError ?? renameError, clearChangeError, remove, rename, reload, configured };
}
