import { apiErrorOf } from '../api/apiErrorOf';
import { latestOnly, type Ticket } from './latestOnly';

/** Why a request runs: the first load of an input, an explicit refetch, or a quiet poll tick. */
export type RequestMode = 'load' | 'refetch' | 'poll';

export interface StoreSnapshot<T> {
  /** The request whose answer `data` and `error` are (null before any answer). */
  key: string | null;
  data: T | null;
  /** The French message of the last failure of `key`, null after a success. */
  error: string | null;
  /** What the last failure threw (an HttpFailure, a NetworkFailure, an UnexpectedAnswerError...), for pages that sort failures by status. */
  failure: unknown;
  /** When the shown answer was asked and received (epoch ms): a clock offset is measured from them. */
  sentAt: number | null;
  receivedAt: number | null;
  /** The request under way, if any, and whether it shows as loading (polls do not). */
  pending: { key: string; quiet: boolean } | null;
}

const EMPTY: StoreSnapshot<never> = { key: null, data: null, error: null, failure: null, sentAt: null, receivedAt: null, pending: null };

/**
 * The state machine behind useEndpoint, without React so that it is tested on its own: one current
 * request (a key and how to fetch it), answers applied only when they are the latest, polls that
 * never overlap a request under way, and local edits that make answers under way stale.
 */
export class EndpointStore<T> {
  private snapshot: StoreSnapshot<T> = EMPTY;
  private readonly listeners = new Set<() => void>();
  private readonly sequence = latestOnly();
  private request: { key: string; fetch: () => Promise<T> } | null = null;
  private inFlight: Ticket | null = null;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): StoreSnapshot<T> => this.snapshot;

  private set(next: StoreSnapshot<T>): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  /**
   * Points the store at a request (or at none): whatever was under way for another key is dropped.
   * The answer shown stays until the new one comes; the hook decides whether to show it meanwhile.
   */
  setRequest(key: string | null, fetch: () => Promise<T>): void {
    if (key !== null && this.request?.key === key) {
      this.request.fetch = fetch;
      return;
    }
    this.stop();
    this.request = key === null ? null : { key, fetch };
  }

  /** Drops the answers under way (the component left, or the request changed). */
  stop(): void {
    this.sequence.invalidate();
    this.inFlight = null;
    if (this.snapshot.pending) this.set({ ...this.snapshot, pending: null });
  }

  /**
   * Asks the current request. Resolves with the answer when it is applied, or null when it failed,
   * was overtaken by a newer request, or (for a poll) was skipped because another one is under way.
   */
  async run(mode: RequestMode): Promise<T | null> {
    const request = this.request;
    if (!request || (mode === 'poll' && this.inFlight)) return null;
    const ticket = this.sequence.begin();
    this.inFlight = ticket;
    this.set({ ...this.snapshot, pending: { key: request.key, quiet: mode === 'poll' } });
    const sentAt = Date.now();
    try {
      const data = await request.fetch();
      if (!ticket.isLatest()) return null;
      this.set({ key: request.key, data, error: null, failure: null, sentAt, receivedAt: Date.now(), pending: null });
      return data;
    } catch (failure) {
      if (!ticket.isLatest()) return null;
      // A failed poll or refetch keeps what is shown and adds the error above it.
      const kept = this.snapshot.key === request.key ? this.snapshot : { ...EMPTY, key: request.key };
      this.set({ ...kept, key: request.key, error: apiErrorOf(failure), failure, pending: null });
      return null;
    } finally {
      if (this.inFlight === ticket) this.inFlight = null;
    }
  }

  /**
   * Edits the shown data in place (a deleted row leaves the page). An answer under way was asked
   * before the edit and may still hold what was removed, so it is dropped.
   */
  update(change: (data: T) => T): void {
    this.sequence.invalidate();
    this.inFlight = null;
    const { data } = this.snapshot;
    this.set({ ...this.snapshot, data: data === null ? null : change(data), pending: null });
  }
}
