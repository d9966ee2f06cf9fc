import type { z } from 'zod';

/**
 * One API call, declared once for both sides: the server's route parses its input and checks its
 * answer against these schemas, the browser's call encodes the input and parses the answer.
 */
export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: 'get' | 'post';
  /** Express-style path from the site root, exactly the spec's: '/api/home', '/api/live/:id'. */
  path: string;
  /**
   * Input: path params + query (GET) or path params + body (POST), merged into one object. The server
   * also reads a POST's query into it (the spec puts `?view=`, `?action=` there), so a key may
   * travel in either place.
   */
  input: I;
  /** The success answer (the spec's envelope, e.g. { home: 'complete', data }). */
  output: O;
  /** How the browser encodes a POST body: the spec's form-urlencoded with bracket arrays by default. */
  encoding?: 'form' | 'json' | 'multipart';
}

/** Declares an endpoint; the identity function, there so that the schemas' types are inferred. */
export function defineEndpoint<I extends z.ZodType, O extends z.ZodType>(endpoint: Endpoint<I, O>): Endpoint<I, O> {
  return endpoint;
}

/** What a caller passes (before parsing: ids may still be text). */
export type EndpointInput<E extends Endpoint> = z.input<E['input']>;
/** What the call answers on success. */
export type EndpointOutput<E extends Endpoint> = z.infer<E['output']>;

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The names of an endpoint's path parameters: '/api/live/:id' -> ['id']. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((match) => match[1]);
}

/**
 * The endpoint's address with its path parameters filled in and percent-encoded:
 * endpointUrl(liveAccess, { id: 12 }) -> '/api/live/12'. A missing parameter is a programming
 * error, so it throws rather than calling '/api/live/undefined'.
 */
export function endpointUrl(endpoint: Pick<Endpoint, 'path'>, params: Record<string, string | number> = {}): string {
  return endpoint.path.replace(PARAM, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`endpointUrl: paramètre « ${name} » manquant pour ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A call whose answer is a file (a leaflet, a media range, a certificate, an export): its input is
 * declared and checked like any other endpoint's; its answer is bytes, so it declares no output.
 * The browser reaches it by a link (`fileUrl`), never through `callEndpoint`.
 */
export interface FileEndpoint<I extends z.ZodType = z.ZodType> {
  /** GET for nearly all; POST only for a protocol that sends a raw body (the speed test's upload sink). */
  method: 'get' | 'post';
  path: string;
  input: I;
  answers: 'file';
}

/** Declares a file endpoint: a GET (a link, a player's source, a download) unless said otherwise. */
export function defineFileEndpoint<I extends z.ZodType>(endpoint: { path: string; input: I; method?: 'get' | 'post' }): FileEndpoint<I> {
  return { method: 'get', answers: 'file', ...endpoint };
}

/**
 * The link to a file endpoint: path parameters filled in, the rest of the input as the query
 * (blank and undefined values left out): fileUrl(certificate, { eventId: 4 }) -> '/api/attendance/certificate/4'.
 */
export function fileUrl<I extends z.ZodType>(endpoint: FileEndpoint<I>, input: z.input<I>): string {
  const values = input as Record<string, string | number | undefined>;
  const inPath = new Set(pathParamNames(endpoint.path));
  const params = Object.fromEntries(Object.entries(values).filter(([key, value]) => inPath.has(key) && value !== undefined)) as Record<string, string | number>;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (!inPath.has(key) && value !== undefined && value !== '') query.set(key, String(value));
  const search = query.toString();
  return `${endpointUrl(endpoint, params)}${search ? `?${search}` : ''}`;
}
