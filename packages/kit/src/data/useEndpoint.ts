/**
 * The one data hook of the front: every remote reads the API through it, over the site's TanStack
 * Query cache (DataProvider). An answer is keyed by its endpoint and input (endpointQueryKey): a
 * late answer to an older input lands under the older key and is never shown for the newer one,
 * and a change invalidates an endpoint's answers by key (useEndpointMutation's `invalidates`).
 */
import { keepPreviousData as previousAnswer, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { z } from 'zod';
import type { Endpoint } from '@canal/contracts/core';
import { apiErrorOf } from '../api/apiErrorOf';
import { callEndpoint } from '../api/callEndpoint';
import { takeEarlyAnswer } from './earlyAnswers';
import { endpointQueryKey } from './endpointKeys';
import { useLatestRef } from './useLatestRef';

export interface UseEndpointOptions {
  /** Ask again every `pollMs` while the tab is visible (quietly: `loading` stays false), and at once when it shows again. */
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
  /** True while the current input's first answer, or a refetch, is awaited (polls and invalidations are quiet). */
  loading: boolean;
  /** When the shown answer was asked and received (epoch ms). */
  sentAt: number | null;
  receivedAt: number | null;
  /** Asks again now; resolves with the new answer, or null when it failed or nothing is asked. */
  refetch: () => Promise<T | null>;
  /** Edits the shown answer in place; an answer under way is dropped, as it may predate the edit. */
  update: (change: (data: T) => T) => void;
}

/** What the cache holds: the answer and when it was asked and received (a clock offset is measured from them). */
interface TimedAnswer<T> {
  value: T;
  sentAt: number;
  receivedAt: number;
}

/**
 * Calls `endpoint` with `input` (a null input asks nothing) and keeps its answer: asked again when
 * the input changes, on refetch(), every `pollMs`, and when a change invalidates the endpoint;
 * another input's answer is never shown (unless keepPreviousData).
 */
export function useEndpoint<I extends z.ZodType, O extends z.ZodType>(
  endpoint: Endpoint<I, O>,
  input: z.input<I> | null,
  options: UseEndpointOptions = {},
): EndpointState<z.output<O>> {
  const { pollMs, enabled = true, keepPreviousData = false, url, scope = null } = options;
  const client = useQueryClient();
  const active = enabled && input !== null;
  const queryKey = endpointQueryKey(endpoint, input, url, scope);
  const polled = typeof pollMs === 'number' && pollMs > 0;
  const query = useQuery({
    queryKey,
    enabled: active,
    queryFn: async (): Promise<TimedAnswer<z.output<O>>> => {
      if (input === null) throw new Error('useEndpoint : aucune requête');
      const sentAt = Date.now();
      const value = await ((url === undefined ? takeEarlyAnswer(endpoint, input) : null) ?? callEndpoint(endpoint, input, { url }));
      return { value, sentAt, receivedAt: Date.now() };
    },
    // Polls pause while the tab is hidden (the client's refetchIntervalInBackground: false); a webinar
    // left in a background tab would otherwise ask for hours. Shown again, what it holds may be stale.
    refetchInterval: polled ? pollMs : false,
    refetchOnWindowFocus: polled,
    placeholderData: keepPreviousData ? previousAnswer : undefined,
  });

  // Explicit refetches show as loading; polls and invalidations refresh what is shown quietly.
  const [refetching, setRefetching] = useState(0);
  const current = useLatestRef({ active, queryKey, refetch: query.refetch });
  const refetch = useCallback(async (): Promise<z.output<O> | null> => {
    if (!current.current.active) return null;
    setRefetching((count) => count + 1);
    try {
      const result = await current.current.refetch();
      return result.isError ? null : (result.data?.value ?? null);
    } finally {
      setRefetching((count) => count - 1);
    }
  }, [current]);
  const update = useCallback(
    (change: (data: z.output<O>) => z.output<O>) => {
      const { queryKey: key } = current.current;
      void client.cancelQueries({ queryKey: key, exact: true });
      client.setQueryData<TimedAnswer<z.output<O>>>(key, (held) => held && { ...held, value: change(held.value) });
    },
    [client, current],
  );

  const answer = active ? query.data : undefined;
  const failure = active ? query.error : null;
  const loading = active && (query.isPending || query.isPlaceholderData || refetching > 0);
  const state = useMemo(
    () => ({
      data: answer?.value ?? null,
      error: failure ? apiErrorOf(failure) : null,
      failure,
      loading,
      sentAt: answer?.sentAt ?? null,
      receivedAt: answer?.receivedAt ?? null,
    }),
    [answer, failure, loading],
  );
  // A cache change renders synchronously, in one task however big the page it fills (570 ms on a
  // phone for the home page's sessions); the deferred copy renders it as a transition, in slices.
  const shown = useDeferredValue(state);
  return { ...shown, refetch, update };
}
