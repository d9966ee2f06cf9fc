import { sql } from 'drizzle-orm';
import { csrfTokenOf, newCsrfNonce, rowsOf, CSRF_COOKIE, SESSION_COOKIE, type ServiceContext } from '@canal/service-core';

export interface Member {
  userId: number;
  cookie: string;
  csrf: string;
}

/** `count` members subscribed to one session, each with an open session and a CSRF token: users and subscriptions in bulk. */
export async function membersOf(ctx: ServiceContext, eventId: number, count: number, prefix: string): Promise<Member[]> {
  const rows = await rowsOf<{ id: number }>(
    ctx.db,
    sql`insert into users (email, password_hash, role, firstname, lastname)
        select ${prefix} || '.' || g || '@exemple.fr', 'x', 'member', 'Bench', 'Participant ' || g from generate_series(1, ${count}) g returning id`,
  );
  await ctx.db.execute(
    sql`insert into subscriptions (user_id, event_id, created_at) select id, ${eventId}, now() from users where email like ${`${prefix}.%`}`,
  );
  const made: Member[] = [];
  for (let start = 0; start < rows.length; start += 200) {
    made.push(
      ...(await Promise.all(
        rows.slice(start, start + 200).map(async ({ id }) => {
          const session = await ctx.sessions.create(id, new Date());
          const nonce = newCsrfNonce();
          return { userId: id, cookie: `${SESSION_COOKIE}=${session.cookieValue}; ${CSRF_COOKIE}=${nonce}`, csrf: await csrfTokenOf(ctx.db, nonce) };
        }),
      )),
    );
  }
  return made;
}

/** A POST as a member's browser sends it (form-encoded, session cookie, CSRF header); its status and time. */
export async function postAs(url: string, who: Member, body: Record<string, string>): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { Cookie: who.cookie, 'X-CSRF-Token': who.csrf, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}
