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
