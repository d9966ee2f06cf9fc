/**
 * The one mutation hook of the front, beside useEndpoint (react-admin's useMutation, in our terms):
 * a button that changes something calls `mutate(input)` and reads `pending` (disable it, show the
 * spinner) and `error` (the French message to show); after a success the endpoints it touched are
 * invalidated by key (`invalidates`: their shown answers asked again, the others marked stale) and
 * the caller's `onSuccess` runs (a confirmation, a return to the saved row).
 * No page writes its own busy flag or catch block around callEndpoint.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { z } from 'zod';
import type { Endpoint } from '@canal/contracts/core';
import { apiErrorOf } from '../api/apiErrorOf';
import { callEndpoint } from '../api/callEndpoint';
import { endpointKey, type EndpointName } from './endpointKeys';
import { useLatestRef } from './useLatestRef';

export interface MutationOptions<O> {
  /** A server-given address to call instead of the endpoint's path (see CallOptions.url). */
  url?: string;
  /** The reads the change touched: every answer of these endpoints, whatever its input, is asked again before `onSuccess`. */
  invalidates?: ReadonlyArray<EndpointName>;
  /** After a success and its invalidations: a confirmation, a navigation. */
  onSuccess?: (answer: O) => void;
  /** After a failure, its French message: for screens that show it as a toast rather than under the button. */
  onError?: (message: string) => void;
}

export interface MutationState<I, O> {
  /** True from the call until its answer and the reads it touched (a second call meanwhile is not sent). */
  pending: boolean;
  /** The French message of the last failure, null after a success or a reset. */
  error: string | null;
  /** What that failure threw (an HttpFailure...), for forms that read per-field errors from the answer. */
  failure: unknown;
  /** Sends the change; the answer, or null when it failed (see `error`) or was already under way. */
  mutate: (input: I) => Promise<O | null>;
  /** Forgets the last failure (the user edited the field it was about). */
  reset: () => void;
}

export function useEndpointMutation<I extends z.ZodType, O extends z.ZodType>(
  endpoint: Endpoint<I, O>,
  options: MutationOptions<z.output<O>> = {},
): MutationState<z.input<I>, z.output<O>> {
  const client = useQueryClient();
  // The latest options are read when a call ends: a page that re-renders meanwhile passes fresh callbacks.
  const latest = useLatestRef(options);
  // Set synchronously, unlike the mutation's state: a double click sends once.
  const running = useRef(false);
  const { mutateAsync, reset: forget, isPending, error } = useMutation<z.output<O>, unknown, z.input<I>>({
    mutationFn: (input) => callEndpoint(endpoint, input, { url: latest.current.url }),
    // Awaited before the mutation counts as done: `pending` lasts until the touched reads are back.
    onSuccess: () => Promise.all((latest.current.invalidates ?? []).map((touched) => client.invalidateQueries({ queryKey: endpointKey(touched) }))),
  });
  const mutate = useCallback(
    async (input: z.input<I>): Promise<z.output<O> | null> => {
      if (running.current) return null;
      running.current = true;
      let answer: z.output<O>;
      try {
        answer = await mutateAsync(input);
      } catch (failure) {
        latest.current.onError?.(apiErrorOf(failure));
        return null;
      } finally {
        running.current = false;
      }
      latest.current.onSuccess?.(answer);
      return answer;
    },
    [mutateAsync, latest],
  );
  const reset = useCallback(() => {
    if (!running.current) forget();
  }, [forget]);
  return { pending: isPending, error: error ? apiErrorOf(error) : null, failure: error ?? null, mutate, reset };
}
