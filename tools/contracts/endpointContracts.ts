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

/**
 * A strict object (`z.strictObject`) refuses keys it does not declare, where a plain one drops them:
 * JSON Schema says `additionalProperties: false` for both, so the strict ones are marked `x-closed`
 * (a newer service adding a field to such an answer breaks an older remote that parses it).
 */
const CLOSED = 'x-closed';
const isClosedObject = (schema: z.core.$ZodType): boolean => {
  const def = schema._zod.def;
  return def.type === 'object' && 'catchall' in def && (def.catchall as z.core.$ZodType | undefined)?._zod.def.type === 'never';
};

/** An endpoint's input or output as the snapshot stores it. */
export const contractSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (isClosedObject(zodSchema)) jsonSchema[CLOSED] = true;
    },
  }) as Record<string, unknown>;
  const { $schema: _dialect, ...rest } = json;
  return rest;
};

export const contractKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

function contractOf(service: string, endpoint: Endpoint | FileEndpoint): EndpointContract {
  if ('answers' in endpoint) return { service, file: true, input: contractSchema(endpoint.input, 'input') };
  return { service, input: contractSchema(endpoint.input, 'input'), output: contractSchema(endpoint.output, 'output') };
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
