import type { EventCard } from '@canal/contracts';

/** GET /api/home?api=3 (services/public). */
export interface HomeResponse {
  home: 'complete';
  data: HomeData;
}

export interface HomeData {
  live: EventCard[];
  replays: EventCard[];
  availableEvents: EventCard[];
  myfutureevents: EventCard[];
}

export const HOME_URL = '/api/home?api=3';
