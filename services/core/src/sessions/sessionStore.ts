import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { SessionUser } from '@canal/contracts';
import type { Bus } from '../bus/Bus';
import { groupedCalls } from '../db/groupedCalls';
import type { Database } from '../db/openDatabase';
import { sessions, users } from '../db/schema';
import type { SessionScope } from './roomPass';
import { SessionCache } from './sessionCache';
import { randomToken, sha256 } from './tokens';
import { toSessionUser } from './toSessionUser';
import { anyOf } from '../db/anyOf';

export interface LoadedSession {
  idHash: string;
  /** The logged-in user; null for a visitor's cookie and for a room pass, which counts as no login. */
  user: SessionUser | null;
  /** A room pass (roomPass.ts): the user it opens one session's room for, and only there; null for a login. */
  scope: SessionScope | null;
  expiresAt: Date;
}

export interface CreatedSession {
  cookieValue: string;
  session: LoadedSession;
  expiresAt: Date;
}

/** What a session's read brings back: the session's own fields and its user's as a session needs them (not the whole account). */
const SESSION_ROW = {
  idHash: sessions.idHash,
  expiresAt: sessions.expiresAt,
  scopeEventId: sessions.scopeEventId,
  user: {
    id: users.id,
    email: users.email,
    role: users.role,
    subRole: users.subRole,
    status: users.status,
    job: users.job,
    firstname: users.firstname,
    lastname: users.lastname,
    cell: users.cell,
    city: users.city,
    hasUpdatedOptins: users.hasUpdatedOptins,
    universe: users.universe,
  },
};

/** The live sessions of these hashes, with their users. */
const sessionRows = (db: Database, idHashes: string[]) =>
  db
    .select(SESSION_ROW)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(anyOf(sessions.idHash, idHashes, 'text'), isNull(sessions.revokedAt)));

type SessionRow = Awaited<ReturnType<typeof sessionRows>>[number];

/**
 * Sessions are rows of logged-in users only: an opaque cookie value, its hash stored, revocable
 * and expiring. Each process caches what it read; every change that makes a cached session wrong
 * (logout, block, password, role or profile change) is published on the bus so that every process
 * forgets it at once.
 */
export class SessionStore {
  private readonly cache: SessionCache;
  /**
   * Cache misses of the same moment read together (core groupedCalls): a room's 5,000 answers arriving
   * within a second, each with a session this process has not read lately, are a few queries, not 5,000.
   */
  private readonly readRow: (idHash: string) => Promise<SessionRow | undefined>;

  constructor(
    private readonly db: Database,
    private readonly ttlHours: number,
    private readonly bus: Bus,
    /** The cache of the store a transaction's view is made from: one cache, subscribed once, per process. */
    shared?: SessionCache,
  ) {
    this.cache = shared ?? new SessionCache();
    if (!shared) bus.subscribe('sessions.changed', (change) => this.cache.forget(change));
    this.readRow = groupedCalls<string, SessionRow | undefined>(async (group) => {
      const rows = await sessionRows(this.db, [...new Set(group.map((caller) => caller.input))]);
      const byHash = new Map(rows.map((row) => [row.idHash, row]));
      for (const caller of group) caller.resolve(byHash.get(caller.input));
    });
  }

  /** The same store writing inside a transaction (its publications leave at the commit: the bus waits for it). */
  within(db: Database): SessionStore {
    return new SessionStore(db, this.ttlHours, this.bus, this.cache);
  }

  load(cookieValue: string, now = new Date()): Promise<LoadedSession | null> {
    return this.loadByHash(sha256(cookieValue), now);
  }

  /** A session by the hash of its cookie (what a live socket keeps once its handshake is let go). */
  async loadByHash(idHash: string, now = new Date()): Promise<LoadedSession | null> {
    const cached = this.cache.get(idHash, now.getTime());
    if (cached) return cached;
    const row = await this.readRow(idHash);
    if (!row || row.expiresAt <= now) return null;
    const user = row.user.status !== 'blocked' ? toSessionUser(row.user) : null;
    const eventId = row.scopeEventId;
    const loaded: LoadedSession =
      eventId === null
        ? { idHash, expiresAt: row.expiresAt, user, scope: null }
        : { idHash, expiresAt: row.expiresAt, user: null, scope: user && { eventId, user } };
    this.cache.set(loaded, now.getTime());
    return loaded;
  }

  /** A login's session (SESSION_TTL_HOURS), or with `pass` a room pass for one session's room, ending when the pass does. */
  async create(userId: number, now = new Date(), pass?: { eventId: number; until: Date }): Promise<CreatedSession> {
    const cookieValue = randomToken(32);
    const idHash = sha256(cookieValue);
    const ttlEnd = new Date(now.getTime() + this.ttlHours * 3600_000);
    const expiresAt = pass && pass.until < ttlEnd ? pass.until : ttlEnd;
    // csrf_token stays in the table for older rows; the token now lives in its own signed cookie.
    await this.db.insert(sessions).values({ idHash, userId, csrfToken: '', expiresAt, createdAt: now, scopeEventId: pass?.eventId ?? null });
    return { cookieValue, expiresAt, session: { idHash, user: null, scope: null, expiresAt } };
  }

  async revoke(idHash: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.idHash, idHash));
    await this.bus.publish('sessions.changed', { idHash });
  }

  async revokeAllOfUser(userId: number): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, userId));
    await this.bus.publish('sessions.changed', { userId });
  }

  /** The user's row changed (role, status, consents, names): cached sessions must read it again. */
  async userChanged(userId: number): Promise<void> {
    await this.bus.publish('sessions.changed', { userId });
  }

  /** Deletes expired and revoked rows, and the visitors' rows of the earlier design; answers how many went. */
  async purge(now = new Date()): Promise<number> {
    const gone = await this.db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt), isNull(sessions.userId)))
      .returning({ idHash: sessions.idHash });
    return gone.length;
  }
}
