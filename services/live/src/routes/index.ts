import type { ApiRoute } from '@canal/service-core';
import { liveAccessRoute } from './live/access';
import { roomRoutes } from './room';
import { eventRedirectRoute } from './events/redirect';
import { legalFileRoute } from './events/legalFile';
import { attendanceRoutes } from '../attendance/routes';
import { controlRoutes } from '../control';

/** Every route of the live service; the gateway routes these paths here. */
export const routes: ApiRoute[] = [liveAccessRoute, eventRedirectRoute, legalFileRoute, ...roomRoutes, ...controlRoutes, ...attendanceRoutes];
