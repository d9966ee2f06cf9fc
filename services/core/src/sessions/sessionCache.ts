import type { LoadedSession } from './sessionStore';

interface Entry {
  session: LoadedSession;
  storedAt: number;
}

/**
 * Sessions this process read lately, so that a request with a cookie does not ask the database
 * each time. Bounded (the oldest entry leaves first) and short-lived: a revocation reaches every
 * process through the bus at once, the lifetime only bounds what a lost bus message could cost.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly lifetimeMs = 30_000,
  ) {}

  get(idHash: string, nowMs: number): LoadedSession | null {
    const entry = this.entries.get(idHash);
    if (!entry) return null;
    if (nowMs - entry.storedAt > this.lifetimeMs || entry.session.expiresAt.getTime() <= nowMs) {
      this.entries.delete(idHash);
      return null;
    }
    return entry.session;
  }

  set(session: LoadedSession, nowMs: number): void {
    this.entries.delete(session.idHash);
    this.entries.set(session.idHash, { session, storedAt: nowMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** One session, or every session of a user. */
  forget({ idHash, userId }: { idHash?: string; userId?: number }): void {
    if (idHash) this.entries.delete(idHash);
    if (userId === undefined) return;
    for (const [key, entry] of this.entries) if ((entry.session.user ?? entry.session.scope?.user)?.id === userId) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
