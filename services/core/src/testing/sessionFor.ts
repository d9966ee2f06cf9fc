import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { ServiceContext } from '../ServiceContext';
import { csrfTokenOf, newCsrfNonce } from '../sessions/csrfTokens';
import { CSRF_COOKIE, SESSION_COOKIE } from '../sessions/sessionCookie';

export interface TestSession {
  /** Value for the Cookie header. */
  cookie: string;
  /** Value for the X-CSRF-Token header (or the `csrf` field). */
  csrf: string;
}

/** What a browser would hold: a real session row for a user (by e-mail) and a CSRF nonce, or only the nonce for a visitor. */
export async function sessionFor(ctx: ServiceContext, email: string | null): Promise<TestSession> {
  const nonce = newCsrfNonce();
  const csrf = await csrfTokenOf(ctx.db, nonce);
  if (!email) return { cookie: `${CSRF_COOKIE}=${nonce}`, csrf };
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no seeded user ${email}`);
  const created = await ctx.sessions.create(row.id, ctx.now());
  return { cookie: `${SESSION_COOKIE}=${created.cookieValue}; ${CSRF_COOKIE}=${nonce}`, csrf };
}
