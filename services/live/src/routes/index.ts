import type { ApiRoute } from '@canal/service-core';
import { liveAccessRoute } from './live/access';
import { roomRoutes } from './room';

/** Every route of the live service; the gateway routes these paths here. */
export const routes: ApiRoute[] = [liveAccessRoute, ...roomRoutes];
