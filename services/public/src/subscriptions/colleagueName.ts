import type { UserRow } from '@canal/service-core';

/**
 * What 'J'invite' tells the inviter about the holder of the address they typed. The spec needs
 * only that a name be present when the colleague is registered (spec 000 section 7, 001 section 7:
 * 'name present means registered'), so the answer carries the least that still reads naturally:
 * - an active member: the first name alone. A full name joined to an e-mail address tells any
 *   member who a stranger is (and that they are a health professional registered here); the first
 *   name only confirms a colleague the inviter already knows by their address.
 * - staff, admin and speaker accounts, and accounts not active (pending, blocked): no name. The
 *   inviter reads 'Invitation envoyée', as for an unknown address, so a member can neither learn
 *   the team's names nor confirm which addresses open the back office.
 */
export function colleagueNameOf(holder: Pick<UserRow, 'role' | 'status' | 'firstname'> | null): string | null {
  if (!holder || holder.role !== 'member' || holder.status !== 'active') return null;
  return holder.firstname.trim() || 'Votre confrère';
}
