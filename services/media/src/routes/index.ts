import type { ApiRoute } from '@canal/service-core';
import { getReplay } from './events/replay';
import { listReplays } from './replays/list';

/** Every route of the media service. */
export const routes: ApiRoute[] = [listReplays, getReplay];
