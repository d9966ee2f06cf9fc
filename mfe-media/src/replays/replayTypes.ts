import type { EventCard } from '@canal/contracts';

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

export const REPLAYS_LIST_URL = '/api/replays/list';
export const replayUrl = (id: number) => `/api/events/replay/${id}`;
