import { ROLES, SUB_ROLES, type Principal, type Role, type SubRole } from './roles';

/** A grant is a role, or a staff sub-role written 'staff:{subRole}'. */
export type Grant = Role | `staff:${SubRole}`;

const GRANTS: readonly string[] = [...ROLES, ...SUB_ROLES.map((subRole) => `staff:${subRole}`)];
export const isGrant = (value: string): value is Grant => GRANTS.includes(value);

/**
 * The permission table: every guarded route, page or API, names one of these keys.
 * The server enforces it; the shell's guards read the same table for comfort.
 */
export const ACCESS_RULES = {
  /** Anyone, visitors included. */
  public: ['visitor', 'member', 'speaker', 'staff', 'admin'],
  /** Any logged-in user, whatever the role. */
  loggedIn: ['member', 'speaker', 'staff', 'admin'],
  /** "Members, for access purposes, are member, speaker, staff, admin." */
  member: ['member', 'speaker', 'staff', 'admin'],
  /** Replays: member, admin and staff (a speaker gets its own notice). */
  replays: ['member', 'staff', 'admin'],
  /** Any staff sub-role, and admin. */
  staff: ['staff', 'admin'],
  /** Account screens: admin, buadm, buadmCtr and invit. */
  accounts: ['admin', 'staff:buadm', 'staff:buadmCtr', 'staff:invit'],
  /**
   * Changing an account's credentials (e-mail, password link, role) and status (activate, deactivate,
   * block): admin and buadm only, so that a lower sub-role who opens the account screens cannot take
   * an account over; the rank rule (`mayManageAccount`) still bounds them.
   */
  accountCredentials: ['admin', 'staff:buadm'],
  /** Creating accounts from the back office ('Ajouter'). */
  accountsCreate: ['admin'],
  /** Live-room presenters (spec 000 section 6): they use the presenter relay (receive only) and poll faster. */
  presenter: ['speaker', 'staff', 'admin'],
  /**
   * Driving a live room, showing a content or its results (spec 001 section 6: "Activating a quiz and
   * showing results are available to the panel's users"): admin, staff buadm and mod, and speakers,
   * a speaker only in the rooms of the sessions they host (the server's requireRoomDriver).
   */
  roomDriver: ['speaker', 'staff:mod', 'staff:buadm', 'admin'],
  /** Moderation: speaker, mod, buadm and admin. */
  moderation: ['speaker', 'staff:mod', 'staff:buadm', 'admin'],
  /** Approving, editing and deleting questions, and the orchestrator panel's frame: admin, or staff with buadm or mod (spec 001 section 6). */
  messageModeration: ['staff:mod', 'staff:buadm', 'admin'],
  /**
   * Exports of lists and session reports (CSV, XLSX, the report of a live session): buadm and admin.
   * Not the UTM module's rule: spec 001 §6 gives UTM list and add to admin and staff, which is its
   * `staff` key (services/staff/src/modules/utm.ts); only editing and deleting a code are `admin`.
   */
  exports: ['staff:buadm', 'admin'],
  /**
   * The sessions' and news' lists (spec 001 §6: their staff screens are 'not guarded in this area'):
   * buadm reads them beside admin; adding, editing and deleting them stay admin's (the modules'
   * createAccess and editAccess).
   */
  eventsAndNews: ['staff:buadm', 'admin'],
  /**
   * Pharmacovigilance (issue 33 §4): the cases' queue and the products' list. Spec 001 §6 has no such
   * role; buadm, the staff sub-role that runs the business, takes it beside admin rather than a new sub-role.
   */
  pharmacovigilance: ['staff:buadm', 'admin'],
  /** Admin tooling: e-mail outbox, logs, content modules. */
  admin: ['admin'],
} as const satisfies Record<string, readonly Grant[]>;

export type AccessKey = keyof typeof ACCESS_RULES;

export const ACCESS_KEYS = Object.keys(ACCESS_RULES) as AccessKey[];

/** Whether a text names a key of this table (a page declared by a newer remote may name one this build does not know). */
export const isAccessKey = (value: string): value is AccessKey => Object.hasOwn(ACCESS_RULES, value);

export function principalGrants(principal: Principal): Grant[] {
  const grants: Grant[] = [principal.role];
  if (principal.role === 'staff' && principal.subRole) grants.push(`staff:${principal.subRole}`);
  return grants;
}

export function isAllowed(access: AccessKey, principal: Principal): boolean {
  const allowed: readonly Grant[] = ACCESS_RULES[access];
  return principalGrants(principal).some((grant) => allowed.includes(grant));
}

/** Is everyone `inner` lets in also let in by `outer`? (A staff grant covers every sub-role.) */
export function accessWithin(inner: AccessKey, outer: AccessKey): boolean {
  const allowed: readonly Grant[] = ACCESS_RULES[outer];
  return ACCESS_RULES[inner].every((grant: Grant) => allowed.includes(grant) || (grant.startsWith('staff:') && allowed.includes('staff')));
}
