import { eq, sql } from 'drizzle-orm';
import type { FormValue, FormValues } from '@canal/contracts';
import { schema, type ServiceContext, type UserRow } from '@canal/service-core';
import { registryNumberOf } from './registryNumber';

const { users } = schema;

/** A user row as the account forms' values. */
export function accountValues(row: UserRow): FormValues {
  return {
    accountEmail: row.email,
    accountFirstname: row.firstname,
    accountLastname: row.lastname,
    accountCell: row.cell ?? '',
    accountCity: row.city ?? '',
    accountJob: row.job ?? '',
    accountRegistryNumber: registryNumberOf(row),
    accountRole: row.role,
    accountSubRole: row.subRole ?? '',
    accountStatus: row.status,
    accountEventCategory: row.eventCategories,
    accountPassword: '',
  };
}

export async function findAccount(ctx: ServiceContext, id: number): Promise<UserRow | null> {
  const rows = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The text of a value ('' for lists and null). */
export function textOf(value: FormValue | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function listOf(value: FormValue | undefined): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** null for an empty text: optional columns hold null rather than ''. */
export const orNull = (value: FormValue | undefined) => textOf(value) || null;

/** Another account already uses this e-mail (case-insensitive)? */
export async function emailTaken(ctx: ServiceContext, email: string, exceptId: number | null): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(2);
  return rows.some((row) => row.id !== exceptId);
}

export const EMAIL_TAKEN = 'Cette adresse e-mail est déjà utilisée par un autre compte.';
