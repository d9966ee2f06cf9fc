import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { type Database, hashPassword, schema, type UploadStorage } from '@canal/service-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts';
import { DEMO_SESSIONS, DEMO_SUBSCRIPTIONS, DEMO_THEMES } from './demoCatalogue';
import { seedDemoContentPages } from './seedDemoContentPages';
import { seedDemoMedia } from './seedDemoMedia';
import { seedDemoLiveContent } from './seedDemoLiveContent';
import { seedDemoNews } from './seedDemoNews';

const { events, subscriptions, themes, users } = schema;

const hostAvatar = (name: string) => `/demo/avatar.svg?n=${encodeURIComponent(name)}`;

/**
 * A demo picture drawn by the gateway (demo/demoAssets.ts): `title` over the theme's colour, with
 * `kicker` above it and a `variant` of its decoration. Each session has its own (its title, its
 * place in the catalogue), so three BPCO sessions side by side are told apart at a glance, as real
 * sessions' pictures would be.
 */
const demoTile = (colour: string, title: string, kicker = 'Canal Pneumo', variant = 0) =>
  `/demo/theme.svg?c=${encodeURIComponent(colour)}&t=${encodeURIComponent(title)}&s=${encodeURIComponent(kicker)}&v=${variant}`;

/** Fills an empty database with the French demo, its files in `storage`. Does nothing when users already exist. */
export async function seedDemo(db: Database, now: Date, storage: UploadStorage | null = null): Promise<boolean> {
  const [{ total }] = await db.select({ total: count() }).from(users);
  if (total > 0) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userIds = new Map<string, number>();
  for (const account of DEMO_ACCOUNTS) {
    const { what: _what, ...fields } = account;
    const [row] = await db
      .insert(users)
      .values({ ...fields, passwordHash, city: 'Paris', cell: '06 12 34 56 78' })
      .returning({ id: users.id });
    userIds.set(account.email, row.id);
  }

  const themeIds = new Map<string, number>();
  for (const theme of DEMO_THEMES) {
    const [row] = await db
      .insert(themes)
      .values({ ...theme, thumb: [{ dest: demoTile(theme.color, theme.name) }] })
      .returning({ id: themes.id });
    themeIds.set(theme.category, row.id);
  }

  const eventIds = new Map<string, number>();
  for (const [index, session] of DEMO_SESSIONS.entries()) {
    const theme = DEMO_THEMES.find((candidate) => candidate.category === session.theme);
    const [row] = await db
      .insert(events)
      .values({
        themeId: themeIds.get(session.theme) ?? null,
        title: session.title,
        shortDescription: session.shortDescription,
        description: `${session.shortDescription} Une émission en direct avec questions du public, quiz et sondages.`,
        program: 'Introduction\nCas cliniques\nQuestions du public',
        category: session.theme,
        date: new Date(now.getTime() + session.offsetMin * 60_000),
        durationMin: session.durationMin,
        state: session.state,
        isFull: session.isFull === true,
        replayOnline: session.replay === true,
        linkLive: `/demo/player.html?titre=${encodeURIComponent(session.title)}&direct=1`,
        linkReplay: session.replay ? `/demo/player.html?titre=${encodeURIComponent(session.title)}` : null,
        thumb: [{ dest: demoTile(theme?.color ?? '#1d5fa8', session.title, theme?.name, index) }],
        hosts: session.hosts.map((host) => ({ dest: hostAvatar(host.name), attributes: host })),
        demoOffsetMin: session.offsetMin,
      })
      .returning({ id: events.id });
    eventIds.set(session.key, row.id);
  }

  for (const [email, keys] of Object.entries(DEMO_SUBSCRIPTIONS)) {
    for (const key of keys) {
      await db.insert(subscriptions).values({ userId: userIds.get(email) ?? 0, eventId: eventIds.get(key) ?? 0 });
    }
  }

  const liveId = eventIds.get('live');
  if (liveId !== undefined) await seedDemoLiveContent(db, liveId, now);

  await seedDemoContentPages(db, storage, eventIds.get('finished') ?? null);
  await seedDemoMedia(db, storage, now);

  await seedDemoNews(db, storage, eventIds);
  return true;
}

/** Places the demo sessions relative to now, so that every state shows whenever the demo starts. */
export async function placeDemoSessions(db: Database, now: Date): Promise<void> {
  await db
    .update(events)
    .set({ date: sql`${now.toISOString()}::timestamptz + ${events.demoOffsetMin} * interval '1 minute'` })
    .where(isNotNull(events.demoOffsetMin));
}

export async function findUserId(db: Database, email: string): Promise<number | null> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows[0]?.id ?? null;
}
