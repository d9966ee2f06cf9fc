/**
 * The one mutation hook of the front, beside useEndpoint (react-admin's useMutation, in our terms):
 * a button that changes something calls `mutate(input)` and reads `pending` (disable it, show the
 * spinner) and `error` (the French message to show); after a success the data it touched is asked
 * again (`refresh`) and the caller's `onSuccess` runs (a confirmation, a return to the saved row).
 * No page writes its own busy flag or catch block around callEndpoint.
 */
import { useCallback, useState, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import type { Endpoint } from '@canal/contracts/core';
import { callEndpoint } from '../api/callEndpoint';
import { MutationRunner, type MutationSnapshot } from './mutationRunner';
import { useLatestRef } from './useLatestRef';

export interface MutationOptions<O> {
  /** A server-given address to call instead of the endpoint's path (see CallOptions.url). */
  url?: string;
  /** What to ask again after a success: the `refetch` of the useEndpoint states the change touched. */
  refresh?: ReadonlyArray<() => unknown>;
  /** After a success and its refresh: a confirmation, a navigation. */
  onSuccess?: (answer: O) => void;
  /** After a failure, its French message: for screens that show it as a toast rather than under the button. */
  onError?: (message: string) => void;
}

export interface MutationState<I, O> extends MutationSnapshot {
  /** Sends the change; the answer, or null when it failed (see `error`) or was already under way. */
  mutate: (input: I) => Promise<O | null>;
  /** Forgets the last failure. */
  reset: () => void;
}

export function useEndpointMutation<I extends z.ZodType, O extends z.ZodType>(
  endpoint: Endpoint<I, O>,
  options: MutationOptions<z.output<O>> = {},
): MutationState<z.input<I>, z.output<O>> {
  // The latest options are read when a call ends: a page that re-renders meanwhile passes fresh callbacks.
  const latest = useLatestRef(options);
  const [runner] = useState(() => new MutationRunner<z.input<I>, z.output<O>>((input) => callEndpoint(endpoint, input, { url: latest.current.url })));
  const snapshot = useSyncExternalStore(runner.subscribe, runner.getSnapshot, runner.getSnapshot);
  const mutate = useCallback(
    (input: z.input<I>) => runner.run(input, {
        refresh: latest.current.refresh,
        onSuccess: (answer) => latest.current.onSuccess?.(answer),
        onError: (message) => latest.current.onError?.(message),
      }),
    [runner, latest],
  );
  const reset = useCallback(() => runner.reset(), [runner]);
  return { ...snapshot, mutate, reset };
}
