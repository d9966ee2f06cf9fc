import { eq } from 'drizzle-orm';
import type { OpenedContext } from '../createContext';
import { sessions, users } from '../db/schema';
import { createTestContext } from '../testing/createTestContext';
import { makeEvent, makeUser } from '../testing/factories';
import { SessionStore } from './sessionStore';

describe('sessions: cached per process, forgotten everywhere through the bus', () => {
  let opened: OpenedContext;
  beforeAll(async () => {
    opened = await createTestContext();
  });
  afterAll(() => opened.close());

  /** A second process on the same database and bus (Redis in split mode). */
  const otherProcess = () => new SessionStore(opened.ctx.db, 72, opened.ctx.bus);

  it('answers from its cache without the database, and forgets a session revoked by another process', async () => {
    const here = opened.ctx.sessions;
    const there = otherProcess();
    const member = await makeUser(opened.ctx);
    const { cookieValue, session } = await here.create(member.id);
    expect((await there.load(cookieValue))?.user?.email).toBe(member.email);
    // Proof that the second read does not query: the row is gone, the cache still answers.
    await opened.ctx.db.delete(sessions).where(eq(sessions.idHash, session.idHash));
    expect(await there.load(cookieValue)).not.toBeNull();
    await here.revoke(session.idHash);
    expect(await there.load(cookieValue)).toBeNull();
  });

  it("reads a user's row again once it changed (blocked, role, consents)", async () => {
    const there = otherProcess();
    const { id: userId } = await makeUser(opened.ctx);
    const { cookieValue } = await opened.ctx.sessions.create(userId);
    expect((await there.load(cookieValue))?.user?.role).toBe('member');
    await opened.ctx.db.update(users).set({ role: 'speaker' }).where(eq(users.id, userId));
    await opened.ctx.sessions.userChanged(userId);
    expect((await there.load(cookieValue))?.user?.role).toBe('speaker');
  });

  it('loads a room pass as no login, with its member for its one session, and forgets it everywhere when the member is blocked', async () => {
    const there = otherProcess();
    const member = await makeUser(opened.ctx);
    const event = await makeEvent(opened.ctx);
    const until = new Date(Date.now() + 3600_000);
    const { cookieValue, expiresAt } = await opened.ctx.sessions.create(member.id, new Date(), { eventId: event.id, until });
    expect(expiresAt).toEqual(until);
    expect(await there.load(cookieValue)).toMatchObject({ user: null, scope: { eventId: event.id, user: { id: member.id, role: 'member' } } });
    await opened.ctx.db.update(users).set({ status: 'blocked' }).where(eq(users.id, member.id));
    await opened.ctx.sessions.userChanged(member.id);
    expect(await there.load(cookieValue)).toMatchObject({ user: null, scope: null });
  });

  it('purges expired and revoked rows and keeps the live ones', async () => {
    const now = new Date();
    const { id: userId } = await makeUser(opened.ctx);
    const live = await opened.ctx.sessions.create(userId, now);
    const expired = await opened.ctx.sessions.create(userId, new Date(now.getTime() - 100 * 3600_000));
    const revoked = await opened.ctx.sessions.create(userId, now);
    await opened.ctx.sessions.revoke(revoked.session.idHash);
    await opened.ctx.sessions.purge(now);
    const left = (await opened.ctx.db.select({ idHash: sessions.idHash }).from(sessions)).map((row) => row.idHash);
    expect(left).toContain(live.session.idHash);
    expect(left).not.toContain(expired.session.idHash);
    expect(left).not.toContain(revoked.session.idHash);
  });
});
