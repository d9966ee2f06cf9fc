import { useEffect, useState } from 'react';
import { chatErrorText, viewThread } from '../api/callChat';
import type { ThreadViewData } from '../api/chatTypes';
import { THREAD_VIEW_POLL_MS } from '../chat/chatConstants';

export interface ThreadViewState {
  /** True once an answer (or a failure) came for this discussion. */
  loaded: boolean;
  /** The last view read; null before, or when the answer carried none ("Erreur inconnue"). */
  view: ThreadViewData | null;
  error: string | null;
}

interface Stored extends ThreadViewState {
  threadId: string | null;
}

const EMPTY: ThreadViewState = { loaded: false, view: null, error: null };

/** The open discussion (view_thread), loaded at once and polled every 3 s while it stays open. */
export function useThreadView(threadId: string, user: string | null): ThreadViewState {
  const [stored, setStored] = useState<Stored>({ threadId: null, ...EMPTY });

  useEffect(() => {
    let active = true;
    let asked = 0;
    let busy = false;
    const load = async () => {
      const ticket = ++asked;
      busy = true;
      try {
        const view = await viewThread(threadId, user);
        if (active && ticket === asked) setStored({ threadId, loaded: true, view, error: null });
      } catch (failure) {
        if (active && ticket === asked) {
          // Keep the messages already shown: a failed poll only adds the error above them.
          setStored((current) => ({
            threadId,
            loaded: true,
            view: current.threadId === threadId ? current.view : null,
            error: chatErrorText(failure),
          }));
        }
      } finally {
        if (ticket === asked) busy = false;
      }
    };
    void load();
    const timer = setInterval(() => {
      if (!busy) void load();
    }, THREAD_VIEW_POLL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [threadId, user]);

  // Another discussion's answer is never shown, even for the instant before the new one loads.
  return stored.threadId === threadId ? stored : EMPTY;
}
