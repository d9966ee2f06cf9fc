import type { SessionUser } from '@canal/contracts/core';

/** A logged-in user whose hasUpdatedOptins is 0 or null must fill in the consent form first (spec 000 section 2.2). */
export function needsOptins(user: SessionUser | null): boolean {
  return user !== null && (user.hasUpdatedOptins === 0 || user.hasUpdatedOptins === null);
}
