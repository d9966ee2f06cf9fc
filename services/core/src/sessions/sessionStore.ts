import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { sessions, users } from '../db/schema';
import { randomToken, sha256 } from './tokens';
import { toSessionUser } from './toSessionUser';
import type { SessionUser } from '@canal/contracts';

export interface LoadedSession {
  idHash: string;
  csrfToken: string;
  user: SessionUser | null;
}

export interface CreatedSession {
  cookieValue: string;
  session: LoadedSession;
  expiresAt: Date;
}

/** Sessions are rows: an opaque cookie value, its hash stored, revocable and expiring. */
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly ttlHours: number,
  ) {}

  async load(cookieValue: string, now = new Date()): Promise<LoadedSession | null> {
    const idHash = sha256(cookieValue);
    const rows = await this.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .limit(1);
    const row = rows[0];
    if (!row) return null;
    const activeUser = row.user && row.user.status !== 'blocked' ? toSessionUser(row.user) : null;
    return { idHash, csrfToken: row.session.csrfToken, user: activeUser };
  }

  async create(userId: number | null, csrfToken = randomToken(24), now = new Date()): Promise<CreatedSession> {
    const cookieValue = randomToken(32);
    const idHash = sha256(cookieValue);
    const expiresAt = new Date(now.getTime() + this.ttlHours * 3600_000);
    await this.db.insert(sessions).values({ idHash, userId, csrfToken, expiresAt, createdAt: now });
    return { cookieValue, expiresAt, session: { idHash, csrfToken, user: null } };
  }

  async revoke(idHash: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.idHash, idHash));
  }

  async revokeAllOfUser(userId: number): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, userId));
  }
}
