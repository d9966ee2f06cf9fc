import { useCallback, useState } from 'react';
import { chatApi } from '@canal/contracts/chat';
import { apiErrorOf, useEndpoint } from '@canal/kit';
import { deleteThread, withUser } from '../api/callChat';
import { threadEntries } from '../api/chatMessages';
import type { ThreadEntry } from '../api/chatTypes';
import { THREAD_LIST_POLL_MS } from '../chat/chatConstants';

export interface ThreadsState {
  /** null until the first answer. */
  threads: ThreadEntry[] | null;
  /** The last failed load (shown instead of the list). */
  error: string | null;
  /** Ids being deleted: their rows read "Suppression...". */
  deleting: ReadonlySet<string>;
  /** The last failed delete, if any (the row is back in the list). */
  deleteError: string | null;
  clearDeleteError(): void;
  /** Deletes a discussion; true when the server deleted it. */
  remove(id: string): Promise<boolean>;
  /** Asks for the list now (a new discussion shows without waiting for the next poll). */
  reload(): void;
  /** False when the server has no model configured; null before the first answer. */
  configured: boolean | null;
}

const withItem = (set: ReadonlySet<string>, id: string) => new Set(set).add(id);
function withoutItem(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(set);
  next.delete(id);
  return next;
}

/** The user's discussions (list_thread), polled every 5 s while the tab is visible. */
export function useThreads(user: string | null): ThreadsState {
  const list = useEndpoint(chatApi.listThreads, withUser({}, user), { url: chatApi.chatActionUrl('list_thread'), pollMs: THREAD_LIST_POLL_MS });
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { update, refetch } = list;

  const remove = useCallback(
    async (id: string) => {
      setDeleting((current) => withItem(current, id));
      setDeleteError(null);
      try {
        await deleteThread(id, user);
        // A list asked before the delete may still hold it: update() drops it, and takes the row out.
        update((answer) => ({ ...answer, list: Object.fromEntries(threadEntries(answer.list).filter((thread) => thread.id !== id).map((thread) => [thread.id, thread.name])) }));
        return true;
      } catch (failure) {
        setDeleteError(apiErrorOf(failure));
        return false;
      } finally {
        setDeleting((current) => withoutItem(current, id));
      }
    },
    [user, update],
  );

  const clearDeleteError = useCallback(() => setDeleteError(null), []);
  const reload = useCallback(() => void refetch(), [refetch]);
  const threads = list.data ? threadEntries(list.data.list) : null;
  const configured = list.data ? list.data.configured !== false : null;
  return { threads, error: list.error, deleting, deleteError, clearDeleteError, remove, reload, configured };
}
