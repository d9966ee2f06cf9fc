import { hashPassword } from '../../auth/passwords';
import { users } from '../../db/schema';
import type { ServiceContext } from '../../ServiceContext';
import { nextNumber } from './sequence';

export const FACTORY_PASSWORD = 'Pneumo2026';
let passwordHash: Promise<string> | null = null;
/** Hashed once per test file: argon2 is slow on purpose. */
const factoryPasswordHash = () => (passwordHash ??= hashPassword(FACTORY_PASSWORD));

export type UserRow = typeof users.$inferSelect;

/** An active member with a unique e-mail and FACTORY_PASSWORD, unless the test says otherwise (role, subRole, job, status...). */
export async function makeUser(ctx: ServiceContext, fields: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const n = nextNumber();
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
