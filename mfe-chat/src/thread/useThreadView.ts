import { chatApi } from '@canal/contracts/chat';
import { useEndpoint } from '@canal/kit';
import { withUser } from '../api/callChat';
import type { ThreadViewData } from '../api/chatTypes';
import { THREAD_VIEW_POLL_MS } from '../chat/chatConstants';

export interface ThreadViewState {
  /** True once an answer (or a failure) came for this discussion. */
  loaded: boolean;
  /** The last view read; null before. A failed poll keeps it and adds the error above it. */
  view: ThreadViewData | null;
  error: string | null;
  /** Reads the discussion now (a sent message shows without waiting for the next poll). */
  refresh: () => void;
}

/** The open discussion (view_thread), loaded at once and polled every 3 s while it stays open and the tab visible. */
export function useThreadView(threadId: string, user: string | null): ThreadViewState {
  const { data, error, refetch } = useEndpoint(chatApi.viewThread, withUser({ id: threadId }, user), {
    url: chatApi.chatActionUrl('view_thread'),
    pollMs: THREAD_VIEW_POLL_MS,
  });
  return { loaded: data !== null || error !== null, view: data, error, refresh: () => void refetch() };
}
