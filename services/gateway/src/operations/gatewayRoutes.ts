import { gatewayApi } from '@canal/contracts';
import type { DeclaredRoute } from '@canal/service-core';

/** The gateway's own calls, for the `route` label of its HTTP metrics (the services' routes are theirs). */
export const GATEWAY_ROUTES: readonly DeclaredRoute[] = [gatewayApi.site, gatewayApi.remotes].map((endpoint) => ({
  method: endpoint.method,
  path: endpoint.path,
}));
