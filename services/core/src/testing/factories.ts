import { hashPassword } from '../auth/passwords';
import { events, subscriptions, themes, users } from '../db/schema';
import type { ServiceContext } from '../ServiceContext';

/**
 * Rows made by the test that asserts on them, so that neither the order of the tests nor the size
 * of the demo changes what a test sees. Each factory fills what the schema requires with plain
 * values and takes the fields the test cares about.
 */

let sequence = 0;
const next = () => (sequence += 1);

export const FACTORY_PASSWORD = 'Pneumo2026';
let passwordHash: Promise<string> | null = null;
/** Hashed once per test file: argon2 is slow on purpose. */
const factoryPasswordHash = () => (passwordHash ??= hashPassword(FACTORY_PASSWORD));

export type UserRow = typeof users.$inferSelect;

export async function makeUser(ctx: ServiceContext, fields: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const n = next();
  const [row] = await ctx.db
    .insert(users)
    .values({
      email: `professionnel.${n}.${process.pid}@exemple.fr`,
      passwordHash: await factoryPasswordHash(),
      role: 'member',
      job: 'x1',
      firstname: 'Camille',
      lastname: `Test${n}`,
      status: 'active',
      hasUpdatedOptins: 1,
      createdAt: ctx.now(),
      ...fields,
    })
    .returning();
  return row;
}

export async function makeTheme(ctx: ServiceContext, fields: Partial<typeof themes.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(themes)
    .values({ name: `Thème ${next()}`, category: 'bpco', ...fields })
    .returning();
  return row;
}

/** A session whose date is `startsInMin` minutes from the test's clock (negative: already begun). */
export async function makeEvent(ctx: ServiceContext, fields: Partial<typeof events.$inferInsert> & { startsInMin?: number } = {}) {
  const { startsInMin = 24 * 60, ...rest } = fields;
  const themeId = rest.themeId ?? (await makeTheme(ctx)).id;
  const [row] = await ctx.db
    .insert(events)
    .values({ title: `Émission ${next()}`, date: new Date(ctx.now().getTime() + startsInMin * 60_000), durationMin: 60, ...rest, themeId })
    .returning();
  return row;
}

export async function makeSubscription(ctx: ServiceContext, userId: number, eventId: number): Promise<void> {
  await ctx.db.insert(subscriptions).values({ userId, eventId, createdAt: ctx.now() });
}
