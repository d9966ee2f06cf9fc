export const EVENT_STATES = ['pending', 'delayed', 'live', 'finished', 'replay'] as const;
export type EventState = (typeof EVENT_STATES)[number];

/**
 * The state a session is in at `now`. Staff set 'delayed' and 'replay' by hand; the other
 * three follow the clock: before the start pending, during it live, after its end finished.
 */
export function effectiveEventState(stored: string, startMs: number, durationMin: number, nowMs: number): EventState {
  if (stored === 'delayed' || stored === 'replay') return stored;
  if (nowMs < startMs) return 'pending';
  if (nowMs < startMs + durationMin * 60_000) return 'live';
  return 'finished';
}

/** The live-room button shows at 15 minutes or less before the start (spec 000 section 9). */
export const LIVE_BUTTON_LEAD_MS = 15 * 60_000;
