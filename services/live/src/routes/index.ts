import type { ApiRoute } from '@canal/service-core';
import { liveAccessRoute } from './live/access';

/** Every route of the live service (paths under SERVICE_PREFIXES.live). */
export const routes: ApiRoute[] = [liveAccessRoute];
