import type { SessionUser } from '@canal/contracts';
import { notConnected } from '@canal/service-core';

/** The caller of a members' route (the guard already let only members in; this names the type). */
export function signedIn(user: SessionUser | null): SessionUser {
  if (!user) throw notConnected();
  return user;
}
