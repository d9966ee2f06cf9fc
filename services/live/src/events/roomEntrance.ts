import type { RedirectRoom, Role, RoomKind } from '@canal/contracts';
import type { EventRow } from '@canal/domain';

/** Embedded player, one external room, or two language rooms, from the session's links. */
export function roomKindOf(event: Pick<EventRow, 'linkExternal' | 'linkExternal2'>): RoomKind {
  if (event.linkExternal && event.linkExternal2) return 'languages';
  return event.linkExternal ? 'redirect' : 'embed';
}

/**
 * Which external room a user is sent to (spec 000 section 6): the admin room for an admin when the
 * session has an owner key; the presenter room for a speaker or member holding the presenter key
 * (the invitation key of their address); the participant room for a speaker holding the
 * participant key; otherwise the generic redirect.
 */
export function redirectRoomOf(
  role: Role,
  event: Pick<EventRow, 'eoleOwnerKey' | 'eolePresenterKey' | 'eoleParticipantKey'>,
  key: string | undefined,
): RedirectRoom {
  if (role === 'admin' && event.eoleOwnerKey) return 'admin';
  if ((role === 'speaker' || role === 'member') && key && key === event.eolePresenterKey) return 'presenter';
  if (role === 'speaker' && key && key === event.eoleParticipantKey) return 'participant';
  return 'generic';
}

/** The key the external room expects for that room, if any. */
export function roomKeyOf(room: RedirectRoom, event: Pick<EventRow, 'eoleOwnerKey' | 'eolePresenterKey' | 'eoleParticipantKey'>): string | null {
  switch (room) {
    case 'admin':
      return event.eoleOwnerKey;
    case 'presenter':
      return event.eolePresenterKey;
    case 'participant':
      return event.eoleParticipantKey;
    case 'generic':
      return null;
  }
}
