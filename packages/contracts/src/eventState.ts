/** A session's states; the state at a given moment is computed by services/domain/src/events/eventState.ts (eventStateAt, eventStateSql). */
export const EVENT_STATES = ['pending', 'delayed', 'live', 'finished', 'replay'] as const;
export type EventState = (typeof EVENT_STATES)[number];

/** The live-room button shows at 15 minutes or less before the start (spec 000 section 9). */
export const LIVE_BUTTON_LEAD_MS = 15 * 60_000;

/** The room opens to its subscribers 15 minutes before the start (spec 000 sections 2.8, 2.9 and 9), and while it is live. */
export function isJoinable(event: { eventState: EventState; eventDate: number }, nowMs: number): boolean {
  if (event.eventState === 'live') return true;
  return event.eventState === 'pending' && event.eventDate * 1000 - nowMs <= LIVE_BUTTON_LEAD_MS;
}
