import { atom, useAtomValue } from 'jotai';
import { eventPagePath } from '@canal/contracts/core';
import { useSession } from './useSession';

/** Whether event links carry the member's universe (the site's setting, given by the shell at start). */
export const universeLinksAtom = atom(false);

/**
 * The address of a session's page or live room for the current user: /{universe}/live/{id} when
 * the site puts event links under the universe and the member has one, else /live/{id}.
 */
export function useEventPath(): (kind: 'event' | 'live', eventId: number) => string {
  const universeLinks = useAtomValue(universeLinksAtom);
  const { user } = useSession();
  const universe = universeLinks ? (user?.universe ?? null) : null;
  return (kind, eventId) => eventPagePath(kind, eventId, universe);
}
