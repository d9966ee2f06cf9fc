import { LIVE_BUTTON_LEAD_MS, type EventDetail } from '@canal/contracts';

/** The room opens to its subscribers 15 minutes before the start (spec 000 sections 2.8, 2.9 and 9), and while it is live. */
export function isJoinable(event: Pick<EventDetail, 'eventState' | 'eventDate'>, nowMs: number): boolean {
  if (event.eventState === 'live') return true;
  return event.eventState === 'pending' && event.eventDate * 1000 - nowMs <= LIVE_BUTTON_LEAD_MS;
}

/** `?join=1` on a session's page: once the visitor is logged in and subscribed, the page leads on into the room. */
export const JOIN_PARAM = 'join';

/** The session's page to come back to after logging in or registering, asking to lead on into the room. */
export const joinReturnPath = (pathname: string) => `${pathname}?${JOIN_PARAM}=1`;
