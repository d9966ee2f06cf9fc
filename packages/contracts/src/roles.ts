export const ROLES = ['visitor', 'member', 'speaker', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const SUB_ROLES = ['buadm', 'buadmCtr', 'mod', 'invit'] as const;
export type SubRole = (typeof SUB_ROLES)[number];

/** Who is asking: a visitor has no session user and is treated as role 'visitor'. */
export interface Principal {
  role: Role;
  subRole: SubRole | null;
}

export const VISITOR: Principal = { role: 'visitor', subRole: null };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isSubRole(value: unknown): value is SubRole {
  return typeof value === 'string' && (SUB_ROLES as readonly string[]).includes(value);
}

/**
 * How much an account may do, for deciding who may change whose credentials, role and status
 * (the rule is in `mayManageAccount`). Higher is more:
 *
 * | rank | who                                   |
 * |------|---------------------------------------|
 * | 50   | admin                                 |
 * | 40   | staff buadm                           |
 * | 30   | staff buadmCtr, mod, invit (or none)  |
 * | 20   | speaker                               |
 * | 10   | member                                |
 * | 0    | visitor                               |
 */
export const ROLE_RANKS: Record<Role, number> = { visitor: 0, member: 10, speaker: 20, staff: 30, admin: 50 };
export const STAFF_SUB_ROLE_RANKS: Record<SubRole, number> = { buadm: 40, buadmCtr: 30, mod: 30, invit: 30 };

export function rankOf(principal: Principal): number {
  if (principal.role === 'staff' && principal.subRole) return STAFF_SUB_ROLE_RANKS[principal.subRole];
  return ROLE_RANKS[principal.role];
}

/**
 * May `actor` change the credentials (password, e-mail), role or status of `target`? Admin may
 * change anyone; anyone else only accounts ranked strictly below their own, and never lift one to
 * their own rank or above (`next`: the target as it would be after the change).
 */
export function mayManageAccount(actor: Principal, target: Principal, next: Principal = target): boolean {
  if (actor.role === 'admin') return true;
  const own = rankOf(actor);
  return rankOf(target) < own && rankOf(next) < own;
}
