/**
 * The one data hook of the front: every remote reads the API through it.
 *
 * Our own small hook rather than TanStack Query: the pages need four things (out-of-order
 * protection, polling paused in hidden tabs, refetch, a local edit), which take ~150 lines here
 * (EndpointStore, latestOnly, pollWhileVisible, each tested on its own), while a shared query
 * client would add a dependency to the singleton table, a provider in the shell that every remote
 * must find, and a cache whose invalidation rules nobody here needs (no page shares a query with
 * another). If pages start sharing answers across remotes, a shared QueryClient is the next step.
 */
import { useCallback, useDeferredValue, useEffect, useState, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import type { Endpoint } from '@canal/contracts/core';
import { callEndpoint } from '../api/callEndpoint';
import { takeEarlyAnswer } from './earlyAnswers';
import { EndpointStore } from './endpointStore';
import { pollWhileVisible } from './pollWhileVisible';
import { useLatestRef } from './useLatestRef';

export interface UseEndpointOptions {
  /** Ask again every `pollMs` while the tab is visible (quietly: `loading` stays false). */
  pollMs?: number | null;
  /** False: ask nothing (as a null input does). */
  enabled?: boolean;
  /** Keep showing the previous input's answer while the new one loads (a list changing page). */
  keepPreviousData?: boolean;
  /** A server-given address to call instead of the endpoint's path (see CallOptions.url). */
  url?: string;
  /**
   * Whose answer this is, when the input does not say it (the logged-in user's id): a new scope
   * asks again, and the previous scope's answer is never shown meanwhile.
   */
  scope?: string | number | null;
}

export interface EndpointState<T> {
  /** The answer for the current input; null before it comes (or always, when nothing is asked). */
  data: T | null;
  /** The French message of the last failure for this input, null after a success. */
  error: string | null;
  /** What that failure threw, for pages that sort failures (401, 404...): read it with failedAnswer. */
  failure: unknown;
  /** True while the current input's first answer, or a refetch, is awaited (polls are quiet). */
  loading: boolean;
  /** When the shown answer was asked and received (epoch ms). */
  sentAt: number | null;
  receivedAt: number | null;
  /** Asks again now; resolves with the new answer, or null when it failed or was overtaken. */
  refetch: () => Promise<T | null>;
  /** Edits the shown answer in place; an answer under way is dropped, as it may predate the edit. */
  update: (change: (data: T) => T) => void;
}

/** Identifies a request: the same endpoint, address and input values are the same request. */
function requestKey(endpoint: Endpoint, input: unknown, url: string | undefined, scope: string | number | null): string {
  return `${endpoint.method} ${url ?? endpoint.path} ${JSON.stringify(input)} ${JSON.stringify(scope)}`;
}

/**
 * Calls `endpoint` with `input` (a null input asks nothing) and keeps its answer: asked again when
 * the input changes, on refetch() and every `pollMs`; a late answer to an older input never
 * overwrites a newer one, and another input's answer is never shown (unless keepPreviousData).
 */
export function useEndpoint<I extends z.ZodType, O extends z.ZodType>(
  endpoint: Endpoint<I, O>,
  input: z.input<I> | null,
  options: UseEndpointOptions = {},
): EndpointState<z.output<O>> {
  const { pollMs, enabled = true, keepPreviousData = false, url, scope = null } = options;
  const [store] = useState(() => new EndpointStore<z.output<O>>());
  const key = enabled && input !== null ? requestKey(endpoint, input, url, scope) : null;
  // Same key, same values: the request reads the latest input object when it runs.
  const fetchLatest = useLatestRef<(() => Promise<z.output<O>>) | null>(
    input === null ? null : () => (url === undefined ? takeEarlyAnswer(endpoint, input) : null) ?? callEndpoint(endpoint, input, { url }),
  );

  useEffect(() => {
    store.setRequest(key, () => (fetchLatest.current ? fetchLatest.current() : Promise.reject(new Error('useEndpoint: aucune requête'))));
    if (key === null) return;
    void store.run('load');
    const stopPolling = pollMs && pollMs > 0 ? pollWhileVisible(() => void store.run('poll'), pollMs) : null;
    return () => {
      stopPolling?.();
      store.stop();
    };
  }, [store, key, pollMs, fetchLatest]);

  // An external store's change renders synchronously, in one task however big the page it fills (570 ms
  // on a phone for the home page's sessions); the deferred copy renders it as a transition, in slices.
  const snapshot = useDeferredValue(useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot));
  const refetch = useCallback(() => store.run('refetch'), [store]);
  const update = useCallback((change: (data: z.output<O>) => z.output<O>) => store.update(change), [store]);

  const current = key !== null && snapshot.key === key;
  const shown = current || (keepPreviousData && key !== null);
  return {
    data: shown ? snapshot.data : null,
    error: current ? snapshot.error : null,
    failure: current ? snapshot.failure : null,
    loading: key !== null && (!current || (snapshot.pending?.key === key && !snapshot.pending.quiet)),
    sentAt: shown ? snapshot.sentAt : null,
    receivedAt: shown ? snapshot.receivedAt : null,
    refetch,
    update,
  };
}
