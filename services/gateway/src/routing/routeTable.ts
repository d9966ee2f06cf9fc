import type { ServiceName } from '@canal/contracts';
import { socketPathOf, type ServiceDefinition } from '@canal/service-core';

/** Which service answers a path: built from the routes the services declare, never kept by hand. */
export interface RouteTable {
  serviceFor(pathname: string): ServiceName | null;
  /** Does a file endpoint answer this path (a PDF, a media, an export): a document, not JSON. */
  answersFile(pathname: string): boolean;
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

/**
 * socket.io's handshake, long-polling and upgrade requests go to the service that declares the
 * namespaces served at their path; two services may not share one path, since in split mode its
 * requests could reach only one of them.
 */
function socketPaths(services: readonly ServiceDefinition[]): Array<{ path: string; service: ServiceName }> {
  const paths: Array<{ path: string; service: ServiceName }> = [];
  for (const service of services.filter((candidate) => (candidate.namespaces ?? []).length > 0)) {
    const path = socketPathOf(service);
    const taken = paths.find((entry) => entry.path === path);
    if (taken) throw new Error(`Chemin socket.io ${path} déclaré par ${taken.service} et ${service.name} : donnez à l’un son propre socketPath.`);
    paths.push({ path, service: service.name });
  }
  return paths;
}

export function buildRouteTable(services: readonly ServiceDefinition[]): RouteTable {
  const entries = services.flatMap((service) => service.routes.map((route) => ({ path: route.path, service: service.name })));
  const compiled = entries.map((entry) => ({ ...entry, pattern: patternOf(entry.path) }));
  const sockets = socketPaths(services);
  const files = services.flatMap((service) => service.routes.filter((route) => 'answers' in route.endpoint).map((route) => patternOf(route.path)));
  return {
    entries,
    answersFile: (pathname) => files.some((pattern) => pattern.test(pathname)),
    serviceFor(pathname) {
      const socket = sockets.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`));
      if (socket) return socket.service;
      return compiled.find((entry) => entry.pattern.test(pathname))?.service ?? null;
    },
  };
}
