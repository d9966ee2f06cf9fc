import type { EventCard } from './eventCard';

/** POST /api/replays/list. */
export interface ReplayListResponse {
  replays: 'complete';
  data: EventCard[];
}

/** POST /api/events/replay/{id}. */
export interface ReplayResponse {
  replay: 'complete';
  data: EventCard;
}
