import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { ServiceContext } from '../ServiceContext';
import { SESSION_COOKIE } from '../sessions/sessionCookie';

export interface TestSession {
  /** Value for the Cookie header. */
  cookie: string;
  /** Value for the X-CSRF-Token header (or the `csrf` field). */
  csrf: string;
}

/** A real session row for a seeded user (by e-mail), or an anonymous one: what a browser would hold. */
export async function sessionFor(ctx: ServiceContext, email: string | null): Promise<TestSession> {
  let userId: number | null = null;
  if (email) {
    const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no seeded user ${email}`);
    userId = row.id;
  }
  const created = await ctx.sessions.create(userId);
  return { cookie: `${SESSION_COOKIE}=${created.cookieValue}`, csrf: created.session.csrfToken };
}
