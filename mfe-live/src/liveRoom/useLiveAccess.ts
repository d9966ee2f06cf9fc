import { useCallback, useEffect } from 'react';
import { useSearchParams } from '@canal/kit/router';
import { endpointUrl, liveApi, readId, type LiveAccess, type LiveResponse } from '@canal/contracts';
import { useEndpoint, useSession, type EndpointState } from '@canal/kit';
import { clockOffset } from './clockOffset';
import { forgetPersonalLinkKey } from './forgetPersonalLinkKey';
import { liveErrorView } from './liveErrorView';
import type { LiveView } from './LiveView';

export interface LiveAccessState {
  view: LiveView;
  /** True while a refresh runs; the current view stays on screen meanwhile. */
  refreshing: boolean;
  /** Asks the server again; resolves with the new access, or null when the call failed. */
  refresh: () => Promise<LiveAccess | null>;
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
 * The live room's access (POST /api/live/{id}): asked once the authentication state is known, again
 * when the user changes and on `refresh()`. A visitor asks too: the personal link of the subscription
 * e-mails (`?k=`) opens a room pass on the server, for this room only, and the pass answers the
 * following calls; the shell's session stays a visitor's, so the rest of the site asks to log in.
 * Once the link has been used, its key leaves the address bar.
 */
export function useLiveAccess(rawId: string | undefined): LiveAccessState {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const id = readId(rawId);
  const asked = session.known && id !== null;
  const answer = useEndpoint(liveApi.access, asked ? { id, contact_form: 'true' } : null, {
    url: id === null ? undefined : liveUrl(id, searchParams),
    scope: session.user?.id ?? null,
  });
  const answered = answer.data !== null;
  useEffect(() => {
    if (answered) forgetPersonalLinkKey();
  }, [answered]);
  const { refetch } = answer;
  const refresh = useCallback(async () => (await refetch())?.data.access ?? null, [refetch]);
  return { view: liveView(session.known, id, answer), refreshing: answer.loading && answer.data !== null, refresh };
}

/** What the page shows: the session first, then the answer (a failure, even after a refresh, replaces the room; a visitor's is a 401). */
export function liveView(
  known: boolean,
  id: number | null,
  answer: Pick<EndpointState<LiveResponse>, 'data' | 'error' | 'failure' | 'loading' | 'sentAt' | 'receivedAt'>,
): LiveView {
  if (!known) return { kind: 'loading' };
  if (id === null) return { kind: 'notFound' };
  if (answer.error) return liveErrorView(answer.failure);
  if (!answer.data) return { kind: 'loading' };
  const { data, sentAt, receivedAt } = answer;
  return { kind: 'ready', data: data.data, clockOffsetMs: clockOffset(data.data.serverNow, sentAt ?? Date.now(), receivedAt ?? Date.now()) };
}
