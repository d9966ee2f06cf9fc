/** What an embedded player tells the room (window.postMessage): the protocol players implement to be tracked. */
export const PLAYER_MESSAGE_TYPE = 'canal-player';
export const PLAYER_EVENTS = ['play', 'pause', 'seeked', 'ended', 'timeupdate'] as const;
export type PlayerEvent = (typeof PLAYER_EVENTS)[number];

/** Spec 000 section 9: the tracker sends at most every 10 s, and at once on play, pause, seek and end. */
export const TRACK_THROTTLE_MS = 10_000;

export interface ViewSpan {
  /** Epoch seconds. */
  viewStart: number;
  viewLast: number;
}

/**
 * The span of the player this participant watched: started at the first play, stretched by every
 * player event; returns the span to send now, or null while the throttle holds it back.
 */
export class ViewTracker {
  private viewStart: number | null = null;
  private sentAtMs = -Infinity;

  record(event: PlayerEvent, nowMs: number): ViewSpan | null {
    if (this.viewStart === null) {
      if (event !== 'play' && event !== 'timeupdate') return null;
      this.viewStart = Math.floor(nowMs / 1000);
    }
    const immediate = event !== 'timeupdate';
    if (!immediate && nowMs - this.sentAtMs < TRACK_THROTTLE_MS) return null;
    this.sentAtMs = nowMs;
    return { viewStart: this.viewStart, viewLast: Math.floor(nowMs / 1000) };
  }
}

/** A player message, or null for anything else posted to the window. */
export function playerEventOf(data: unknown): PlayerEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, event } = data as { type?: unknown; event?: unknown };
  return type === PLAYER_MESSAGE_TYPE && (PLAYER_EVENTS as readonly unknown[]).includes(event) ? (event as PlayerEvent) : null;
}
