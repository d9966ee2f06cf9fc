/** A session's states; the state at a given moment is computed by services/domain/src/events/eventState.ts (eventStateAt, eventStateSql). */
export const EVENT_STATES = ['pending', 'delayed', 'live', 'finished', 'replay'] as const;
export type EventState = (typeof EVENT_STATES)[number];

/** The live-room button shows at 15 minutes or less before the start (spec 000 section 9). */
export const LIVE_BUTTON_LEAD_MS = 15 * 60_000;
