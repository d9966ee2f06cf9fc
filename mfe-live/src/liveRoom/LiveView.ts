import type { LiveData } from './liveTypes';

/** What the live page shows, decided from the session and the server's answer. */
export type LiveView =
  | { kind: 'loading' }
  | { kind: 'notConnected' }
  | { kind: 'notFound' }
  | { kind: 'error'; message: string }
  | {
      kind: 'ready';
      data: LiveData;
      /** Server clock minus browser clock, to correct the countdown. */
      clockOffsetMs: number;
    };
