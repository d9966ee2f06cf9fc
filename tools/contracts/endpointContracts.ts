import { z } from 'zod';
import { gatewayApi, type Endpoint, type FileEndpoint } from '@canal/contracts';
import type { ApiRoute } from '@canal/service-core';
import { routes as chatRoutes } from '@canal/service-chat';
import { routes as liveRoutes } from '@canal/service-live';
import { routes as mediaRoutes } from '@canal/service-media';
import { routes as publicRoutes } from '@canal/service-public';
import { routes as staffRoutes } from '@canal/service-staff';
import type { JsonSchema } from './schemaSubset';

/** One endpoint as a client sees it: what it accepts and what it answers, as JSON Schema. */
export interface EndpointContract {
  /** The service that answers it ('gateway' for the gateway's own calls). */
  service: string;
  /** A file answer (export, download) declares no JSON output. */
  file?: true;
  input?: JsonSchema;
  output?: JsonSchema;
}

/** Every endpoint, keyed 'GET /api/home', sorted: the committed snapshot's shape. */
export type ContractSnapshot = Record<string, EndpointContract>;

const SERVICES: Array<[string, readonly ApiRoute[]]> = [
  ['public', publicRoutes],
  ['live', liveRoutes],
  ['staff', staffRoutes],
  ['media', mediaRoutes],
  ['chat', chatRoutes],
];

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
};

export const contractKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

function contractOf(service: string, endpoint: Endpoint | FileEndpoint): EndpointContract {
  if ('answers' in endpoint) return { service, file: true, input: toSchema(endpoint.input, 'input') };
  return { service, input: toSchema(endpoint.input, 'input'), output: toSchema(endpoint.output, 'output') };
}

/** The contracts of every route the services declare and of the gateway's own calls, as they are in the code now. */
export function currentContracts(): ContractSnapshot {
  const entries: Array<[string, EndpointContract]> = [];
  for (const [service, routes] of SERVICES) {
    for (const route of routes) entries.push([contractKey(route.method, route.path), contractOf(service, route.endpoint)]);
  }
  for (const endpoint of Object.values(gatewayApi)) entries.push([contractKey(endpoint.method, endpoint.path), contractOf('gateway', endpoint)]);
  entries.sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(entries);
}
