import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { postForm, useSession } from '@canal/kit';
import { clockOffset } from './clockOffset';
import { isEventId } from './isEventId';
import { liveErrorView } from './liveErrorView';
import type { LiveAccess, LiveResponse } from './liveTypes';
import type { LiveView } from './LiveView';

export interface LiveAccessState {
  view: LiveView;
  /** True while a refresh runs; the current view stays on screen meanwhile. */
  refreshing: boolean;
  /** Asks the server again; resolves with the new access, or null when the call failed. */
  refresh(): Promise<LiveAccess | null>;
}

function liveUrl(id: string, params: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const name of ['k', 'r']) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return `/api/live/${id}${search ? `?${search}` : ''}`;
}

/**
 * The live room's access for the logged-in user (POST /api/live/{id}): asked once the
 * authentication state is known, again when the user changes and on `refresh()`.
 */
export function useLiveAccess(id: string | undefined): LiveAccessState {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const [view, setView] = useState<LiveView>({ kind: 'loading' });
  const [refreshing, setRefreshing] = useState(false);
  const latest = useRef(0);
  const userId = session.user?.id ?? null;
  const url = isEventId(id) ? liveUrl(id, searchParams) : null;

  const ask = useCallback(async (): Promise<LiveAccess | null> => {
    if (!url) return null;
    const call = ++latest.current;
    const sentAt = Date.now();
    let next: LiveView;
    try {
      const response = await postForm<LiveResponse>(url, { contact_form: 'true' });
      next = { kind: 'ready', data: response.data, clockOffsetMs: clockOffset(response.data.serverNow, sentAt, Date.now()) };
    } catch (error) {
      next = liveErrorView(error);
    }
    if (call !== latest.current) return null;
    setView(next);
    return next.kind === 'ready' ? next.data.access : null;
  }, [url]);

  useEffect(() => {
    latest.current += 1;
    if (!session.known) {
      setView({ kind: 'loading' });
    } else if (userId === null) {
      setView({ kind: 'notConnected' });
    } else if (!url) {
      setView({ kind: 'notFound' });
    } else {
      setView({ kind: 'loading' });
      void ask();
    }
  }, [session.known, userId, url, ask]);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      return await ask();
    } finally {
      setRefreshing(false);
    }
  }, [ask]);

  return { view, refreshing, refresh };
}
