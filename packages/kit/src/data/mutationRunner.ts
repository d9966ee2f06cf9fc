import { apiErrorOf } from '../api/apiErrorOf';

export interface MutationSnapshot {
  /** True from the call until its answer (a second call meanwhile is not sent). */
  pending: boolean;
  /** The French message of the last failure, null after a success or a reset. */
  error: string | null;
  /** What that failure threw (an HttpFailure...), for forms that read per-field errors from the answer. */
  failure: unknown;
}

const IDLE: MutationSnapshot = { pending: false, error: null, failure: null };

/**
 * The state machine behind useEndpointMutation, without React: one call at a time (a double click
 * sends once), the French message of a failure, and what to do after a success (refresh the data
 * the change touched, then the caller's own step), in that order.
 */
export class MutationRunner<I, O> {
  private snapshot: MutationSnapshot = IDLE;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly send: (input: I) => Promise<O>) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): MutationSnapshot => this.snapshot;

  private set(next: MutationSnapshot): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  /**
   * Sends the change; resolves with the answer, or null when it failed (its message is in the
   * snapshot) or when a call was already under way. `after` runs only after a success: the data to
   * ask again first, then the caller's step (a message, a return to the list); `onError` only after a failure.
   */
  async run(
    input: I,
    after: { refresh?: ReadonlyArray<() => unknown>; onSuccess?: (answer: O) => void; onError?: (message: string) => void } = {},
  ): Promise<O | null> {
    if (this.snapshot.pending) return null;
    this.set({ pending: true, error: null, failure: null });
    let answer: O;
    try {
      answer = await this.send(input);
    } catch (failure) {
      const error = apiErrorOf(failure);
      this.set({ pending: false, error, failure });
      after.onError?.(error);
      return null;
    }
    await Promise.all((after.refresh ?? []).map((refresh) => refresh()));
    this.set(IDLE);
    after.onSuccess?.(answer);
    return answer;
  }

  /** Forgets the last failure (the user edited the field it was about). */
  reset(): void {
    if (!this.snapshot.pending) this.set(IDLE);
  }
}
