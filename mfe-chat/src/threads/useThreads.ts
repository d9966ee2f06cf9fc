import { useCallback, useEffect, useRef, useState } from 'react';
import { chatErrorText, deleteThread, listThreads } from '../api/callChat';
import type { ThreadEntry } from '../api/chatTypes';
import { THREAD_LIST_POLL_MS } from '../chat/chatConstants';

export interface ThreadsState {
  /** null until the first answer, and after a failed one (the error is then shown instead). */
  threads: ThreadEntry[] | null;
  error: string | null;
  /** Ids being deleted: their rows read "Suppression...". */
  deleting: ReadonlySet<string>;
  /** The last failed delete, if any (the row is back in the list). */
  deleteError: string | null;
  clearDeleteError(): void;
  /** Deletes a discussion; true when the server deleted it. */
  remove(id: string): Promise<boolean>;
}

const withItem = (set: ReadonlySet<string>, id: string) => new Set(set).add(id);
function withoutItem(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(set);
  next.delete(id);
  return next;
}

/**
 * The user's discussions, polled every 5 s; the timer is re-armed (and the list reloaded at once)
 * when the selected discussion changes, so that a new discussion shows without waiting.
 */
export function useThreads(selectedId: string | null, user: string | null): ThreadsState {
  const [threads, setThreads] = useState<ThreadEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const [deleteError, setDeleteError] = useState<string | null>(null);
  /** Bumped by every load and every delete: an answer applies only if nothing happened since it was asked. */
  const generation = useRef(0);
  /** The load under way, if any: a poll tick does not start a second one. */
  const loading = useRef<number | null>(null);

  const load = useCallback(async () => {
    const asked = ++generation.current;
    loading.current = asked;
    try {
      const list = await listThreads(user);
      if (asked !== generation.current) return;
      setThreads(list);
      setError(null);
    } catch (failure) {
      if (asked !== generation.current) return;
      setThreads(null);
      setError(chatErrorText(failure));
    } finally {
      if (loading.current === asked) loading.current = null;
    }
  }, [user]);

  useEffect(() => {
    void load();
    const timer = setInterval(() => {
      if (loading.current === null) void load();
    }, THREAD_LIST_POLL_MS);
    return () => {
      clearInterval(timer);
      generation.current++;
      loading.current = null;
    };
    // The selected discussion is a dependency on purpose: selecting re-arms the polling.
  }, [load, selectedId]);

  const remove = useCallback(
    async (id: string) => {
      setDeleting((current) => withItem(current, id));
      setDeleteError(null);
      generation.current++;
      try {
        await deleteThread(id, user);
        generation.current++;
        setThreads((current) => current?.filter((thread) => thread.id !== id) ?? current);
        return true;
      } catch (failure) {
        setDeleteError(chatErrorText(failure));
        return false;
      } finally {
        setDeleting((current) => withoutItem(current, id));
      }
    },
    [user],
  );

  const clearDeleteError = useCallback(() => setDeleteError(null), []);

  return { threads, error, deleting, deleteError, clearDeleteError, remove };
}
