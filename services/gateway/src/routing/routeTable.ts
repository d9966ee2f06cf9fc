import type { ServiceName } from '@canal/contracts';
import { SOCKET_PATH, type ServiceDefinition } from '@canal/service-core';

/** Which service answers a path: built from the routes the services declare, never kept by hand. */
export interface RouteTable {
  serviceFor(pathname: string): ServiceName | null;
  /** Every declared path with its service, for the routing test. */
  entries: ReadonlyArray<{ path: string; service: ServiceName }>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '/api/live/:id' -> /^\/api\/live\/[^/]+$/ ; a `*name` segment takes the rest of the path. */
function patternOf(routePath: string): RegExp {
  const segments = routePath.split('/').map((segment) => {
    if (segment.startsWith(':')) return '[^/]+';
    if (segment.startsWith('*') || segment.startsWith('{*')) return '.*';
    return escapeRegExp(segment);
  });
  return new RegExp(`^${segments.join('/')}/?$`);
}

export function buildRouteTable(services: readonly ServiceDefinition[]): RouteTable {
  const entries = services.flatMap((service) => service.routes.map((route) => ({ path: route.path, service: service.name })));
  const compiled = entries.map((entry) => ({ ...entry, pattern: patternOf(entry.path) }));
  // socket.io's handshake and long-polling requests go to the service that declares namespaces.
  const socketService = services.find((service) => (service.namespaces ?? []).length > 0)?.name ?? null;
  return {
    entries,
    serviceFor(pathname) {
      if (socketService && (pathname === SOCKET_PATH || pathname.startsWith(`${SOCKET_PATH}/`))) return socketService;
      return compiled.find((entry) => entry.pattern.test(pathname))?.service ?? null;
    },
  };
}
