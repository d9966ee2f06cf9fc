import { sql } from 'drizzle-orm';
import { schema, type ServiceContext, type UserRow } from '@canal/service-core';

/** E-mails are unique without regard to case (the users_email_lower index). */
export async function findUserByEmail(ctx: ServiceContext, email: string): Promise<UserRow | null> {
  const [row] = await ctx.db
    .select()
    .from(schema.users)
    .where(sql`lower(${schema.users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}
