import type { EventState, Role } from '@canal/contracts';
import type { LiveAccess } from '@canal/contracts';

/**
 * Who enters the live room, and when (spec 000 sections 2.9 and 6): admin, staff (any sub-role)
 * and speakers enter at any time without a subscription; a member needs a subscription and
 * follows the session's state. Visitors never reach this function (the route answers 401).
 */
export function decideLiveAccess(role: Role, isSubscribed: boolean, state: EventState): LiveAccess {
  if (role === 'admin' || role === 'staff' || role === 'speaker') return 'live';
  if (!isSubscribed) return 'not_registered';
  switch (state) {
    case 'pending':
    case 'delayed':
      return 'pending';
    case 'live':
      return 'live';
    case 'finished':
    case 'replay':
      return 'finished';
  }
}
