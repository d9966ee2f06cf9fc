/**
 * What crosses processes: every topic and the payload it carries, declared once here so that a
 * publisher and its subscribers cannot disagree. A service adds its topics to this table.
 */
export interface BusTopics {
  /** Sessions every process must read again: one session (by hash), or all of a user's (revoked, or the user changed). */
  'sessions.changed': { idHash?: string; userId?: number };
  /** Public data read by everyone changed (home, site, event cards): caches drop what they hold. */
  'public.changed': { what: string };
  /** A user's subscriptions to sessions changed: the per-process copies of that user's set are read again. */
  'subscriptions.changed': { userId: number };
  /** A live room's content changed: every process drops its copy of that room's state. */
  'live.changed': { eventId: number };
  /** A page of this member opened its chat socket: the process writing one of the member's answers sends its whole text. */
  'chat.resync': { userId: number };
}

export type BusTopic = keyof BusTopics;
export type BusHandler<T extends BusTopic> = (payload: BusTopics[T]) => void;

/** Events between processes: in-process in all-in-one mode, Redis pub/sub when REDIS_URL is set. */
export interface Bus {
  publish<T extends BusTopic>(topic: T, payload: BusTopics[T]): Promise<void>;
  /** Returns the function that stops this subscription. */
  subscribe<T extends BusTopic>(topic: T, handler: BusHandler<T>): () => void;
  /** Resolves when the bus's transport answers (Redis PING in split mode): the readiness check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
