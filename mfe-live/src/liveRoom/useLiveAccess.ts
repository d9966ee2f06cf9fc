import { useCallback, useEffect } from 'react';
import { useSearchParams } from '@canal/kit/router';
import { endpointUrl, liveApi, readId, type LiveAccess, type LiveResponse } from '@canal/contracts';
import { refreshSession, useEndpoint, useSession, type EndpointState } from '@canal/kit';
import { clockOffset } from './clockOffset';
import { liveErrorView } from './liveErrorView';
import type { LiveView } from './LiveView';

export interface LiveAccessState {
  view: LiveView;
  /** True while a refresh runs; the current view stays on screen meanwhile. */
  refreshing: boolean;
  /** Asks the server again; resolves with the new access, or null when the call failed. */
  refresh(): Promise<LiveAccess | null>;
}

/** The invitation key and referer of the page's address travel in the call's query, as the spec has them. */
function liveUrl(id: number, params: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const name of ['k', 'r']) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return `${endpointUrl(liveApi.access, { id })}${search ? `?${search}` : ''}`;
}

/**
 * The live room's access for the logged-in user (POST /api/live/{id}): asked once the
 * authentication state is known, again when the user changes and on `refresh()`. A visitor whose
 * address carries a key asks too: the personal link of the subscription e-mails (`?k=`) logs its
 * member in on the server, and the shell's session is then read again so that the header and this
 * page show them (the answer is asked once more under their id).
 */
export function useLiveAccess(rawId: string | undefined): LiveAccessState {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const userId = session.user?.id ?? null;
  const id = readId(rawId);
  const byLink = userId === null && searchParams.has('k');
  const asked = session.known && id !== null && (userId !== null || byLink);
  const answer = useEndpoint(liveApi.access, asked ? { id, contact_form: 'true' } : null, {
    url: id === null ? undefined : liveUrl(id, searchParams),
    scope: userId,
  });
  const loggedInByLink = byLink && answer.data !== null;
  useEffect(() => {
    if (loggedInByLink) void refreshSession();
  }, [loggedInByLink]);
  const { refetch } = answer;
  const refresh = useCallback(async () => (await refetch())?.data.access ?? null, [refetch]);
  return { view: liveView(session.known, userId, id, answer), refreshing: answer.loading && answer.data !== null, refresh };
}

/**
 * What the page shows: the session first, then the answer (a failure, even after a refresh, replaces
 * the room). A visitor waits while a key of the address is tried; refused, they are asked to log in.
 */
export function liveView(known: boolean, userId: number | null, id: number | null, answer: Pick<EndpointState<LiveResponse>, 'data' | 'error' | 'failure' | 'loading' | 'sentAt' | 'receivedAt'>): LiveView {
  if (!known) return { kind: 'loading' };
  if (userId === null) {
    if (answer.error) return liveErrorView(answer.failure);
    // Let in by the link: the session is being read again, the room follows under the member's id.
    return answer.loading || answer.data ? { kind: 'loading' } : { kind: 'notConnected' };
  }
  if (id === null) return { kind: 'notFound' };
  if (answer.error) return liveErrorView(answer.failure);
  if (!answer.data) return { kind: 'loading' };
  const { data, sentAt, receivedAt } = answer;
  return { kind: 'ready', data: data.data, clockOffsetMs: clockOffset(data.data.serverNow, sentAt ?? Date.now(), receivedAt ?? Date.now()) };
}
