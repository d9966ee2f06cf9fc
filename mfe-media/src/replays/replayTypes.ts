export type { ReplayListResponse, ReplayResponse } from '@canal/contracts';

export const REPLAYS_LIST_URL = '/api/replays/list';
export const replayUrl = (id: number) => `/api/events/replay/${id}`;
