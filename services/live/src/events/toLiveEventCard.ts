import type { EventState, LiveEventCard, RedirectRoom } from '@canal/contracts';
import { roomKindOf } from './roomEntrance';
import { toEventCard, type EventRow, type ThemeRow } from '@canal/domain';

export interface CardOptions {
  now: Date;
  state: EventState;
  isSubscribed: boolean;
  /** Whether the caller may enter the room now: otherwise the player's address is withheld. */
  showLiveLink: boolean;
  redirectRoom: RedirectRoom;
}

/** The live room's card of a session: the common card plus the player and instructions links. */
export function toLiveEventCard(event: EventRow, theme: ThemeRow | null, options: CardOptions): LiveEventCard {
  return {
    ...toEventCard(event, theme, { now: options.now, isSubscribed: options.isSubscribed, canSeeReplay: false }),
    eventState: options.state,
    eventLinkLive: options.showLiveLink ? event.linkLive || null : null,
    eventLinkInstructions: event.linkInstructions || null,
    roomKind: roomKindOf(event),
    redirectRoom: options.redirectRoom,
    hasLegalFile: event.legalLiveFile.length > 0,
  };
}
