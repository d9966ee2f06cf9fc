import { createLogger, type Config } from '@canal/service-core';
import { createGateway, type Gateway, type GatewayOptions } from '../createGateway';
import { ALL_SERVICES } from '../routing/allServices';
import { buildRouteTable } from '../routing/routeTable';

/** The gateway alone: its proxies point at a closed port, so only what it answers itself is tested. */
export function gatewayAlone(config: Config, options: GatewayOptions = {}): Gateway {
  const closed = 'http://127.0.0.1:9';
  return createGateway(
    config,
    createLogger('silent'),
    {
      kind: 'proxy',
      table: buildRouteTable(ALL_SERVICES),
      urls: { public: closed, live: closed, staff: closed, media: closed, chat: closed },
    },
    options,
  );
}
