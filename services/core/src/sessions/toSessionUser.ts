import { isRole, isSubRole, type SessionUser } from '@canal/contracts';
import type { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The columns of an account a session needs (what a session's read selects). */
export type SessionUserRow = Pick<
  UserRow,
  'id' | 'email' | 'role' | 'subRole' | 'job' | 'firstname' | 'lastname' | 'cell' | 'city' | 'hasUpdatedOptins' | 'universe'
>;

export function toSessionUser(row: SessionUserRow): SessionUser {
  const optins = row.hasUpdatedOptins;
  return {
    id: row.id,
    email: row.email,
    role: isRole(row.role) ? row.role : 'visitor',
    subRole: isSubRole(row.subRole) ? row.subRole : null,
    job: row.job,
    firstname: row.firstname,
    lastname: row.lastname,
    cell: row.cell,
    city: row.city,
    hasUpdatedOptins: optins === 0 || optins === 1 ? optins : null,
    universe: row.universe,
  };
}
