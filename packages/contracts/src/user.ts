import type { Role, SubRole } from './roles';

/** The user as the profile and login calls return it (spec 000 section 3 "User"). */
export interface SessionUser {
  id: number;
  email: string;
  role: Role;
  subRole: SubRole | null;
  job: string | null;
  firstname: string;
  lastname: string;
  cell: string | null;
  city: string | null;
  hasUpdatedOptins: 0 | 1 | null;
  universe: string | null;
}

export interface LoginResponse {
  auth: 'ok' | 'ko';
  user?: SessionUser;
  pendingAccounts?: number;
  subscriptions?: number;
  log?: string;
}

export interface ProfileResponse {
  profil: 'complete';
  user: SessionUser | null;
  pendingAccounts: number;
  /** How many sessions the user is subscribed to (second menu variant: 'Mes webinaires'). */
  subscriptions?: number;
}

export interface PingResponse {
  pong: 'complete';
  token: string;
}
