import type { IncomingMessage, OutgoingHttpHeader, RequestListener, ServerResponse } from 'node:http';
import { pathToRegexp } from 'path-to-regexp';
import { Counter, type Histogram, type Registry } from 'prom-client';
import type { ApiRoute, PolledAnswer } from '../routes/ApiRoute';
import { requestDurations } from '../operations/httpMetrics';
import type { ServiceContext } from '../ServiceContext';
import { SESSION_COOKIE } from '../sessions/sessionCookie';

/** Headers as the door writes them, in its casing. */
export type HeaderList = ReadonlyArray<readonly [string, OutgoingHttpHeader]>;

/** Headers as one flat list, name then value (what `writeHead` takes as it is). */
export type FlatHeaders = readonly string[];

/** `headers` as a flat list, a header of several values as several lines. */
export function flatHeaders(headers: HeaderList): string[] {
  const flat: string[] = [];
  for (const [name, value] of headers) for (const one of Array.isArray(value) ? value : [value]) flat.push(name, String(one));
  return flat;
}

/**
 * What stands in front of the services, seen by the lane: in all-in-one mode the gateway (its
 * security headers, its per-address limit, its request log), in split mode nothing (the gateway
 * process did all that before passing the call on).
 */
export interface LaneDoor {
  /** The door's headers for an answer to `req`; null when the door refuses the call (over its limit): the chain then answers. */
  pass(req: IncomingMessage, path: string): Promise<FlatHeaders | null>;
  /** Told of every answer the lane sent (the gateway's request log). */
  answered?(req: IncomingMessage, path: string, status: number, ms: number): void;
}

/** A service alone behind the gateway's process: the gateway already wrote its headers and counted the call. */
export const BEHIND_THE_GATEWAY: LaneDoor = { pass: () => Promise.resolve([]) };

interface PolledPath {
  polled: NonNullable<ApiRoute['polled']>;
  /** The declared path: the metrics' `route` label. */
  route: string;
  service: string;
  pattern: RegExp;
  names: string[];
  /** Its series, bound once: prom-client would otherwise hash the labels at every poll. */
  timed: Record<200 | 304, Histogram.Internal<string>>;
  answered: Counter.Internal;
}

/** The session cookie's value as cookie-parser would read it; null for anything it would decode (JSON or signed cookies, escapes, quotes). */
export function sessionCookieOf(header: string | undefined): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== SESSION_COOKIE) continue;
    // The first cookie of that name is the one read, as cookie-parser does.
    const value = pair.slice(equals + 1).trim();
    return value && !/[%"]/.test(value) && !/^[js]:/.test(value) ? value : null;
  }
  return null;
}

/** Express's freshness rule for an If-None-Match (the `fresh` package): one of its validators is ours, weak or strong, and no no-cache. */
function isFresh(req: IncomingMessage, etag: string): boolean {
  const asked = req.headers['if-none-match'];
  if (!asked || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.headers['cache-control'] ?? '')) return false;
  if (asked.trim() === '*') return true;
  const ours = etag.replace(/^W\//, '');
  return asked.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === ours);
}

function paramsOf(path: PolledPath, match: RegExpExecArray): Record<string, string> | null {
  const params: Record<string, string> = {};
  try {
    path.names.forEach((name, index) => (params[name] = decodeURIComponent(match[index + 1] ?? '')));
  } catch {
    return null; // a malformed escape: the router's 400
  }
  return params;
}

/**
 * The polling lane: the polled routes' answers to logged-in callers, sent before Express's chain.
 * Thousands of participants poll the room's state every few seconds when their socket is down;
 * through the whole chain (three Express apps, a dozen middlewares) each poll cost six times what
 * a bare Express answer costs. The lane does the same checks with the same parts (the session
 * store and its cache, the route's guard, the door's headers and limit, the same histogram) and
 * nothing else, then writes the answer's cached JSON (or a 304).
 * Everything that is not that case goes on to the chain untouched: no session cookie, a session
 * unknown or expired, a guard's refusal, a bad input, a handler's error, a query string, a body,
 * any other method; the chain then answers with its own status and message, as it always did.
 */
export function pollingLane(ctx: ServiceContext, services: ReadonlyArray<{ name: string; routes: readonly ApiRoute[] }>, door: LaneDoor) {
  const durations = requestDurations(ctx.operations.registry);
  const answers = laneAnswers(ctx.operations.registry);
  const paths: PolledPath[] = services.flatMap((service) =>
    service.routes.flatMap((route) => {
      if (route.method !== 'get' || !route.polled) return [];
      // Only the path exactly as declared (case, no trailing slash): any other spelling is the chain's to route or refuse.
      const { regexp, keys } = pathToRegexp(route.path, { sensitive: true, trailing: false });
      const timed = (statusClass: string) => durations.labels({ route: route.path, method: 'GET', status_class: statusClass });
      return [
        {
          polled: route.polled,
          route: route.path,
          service: service.name,
          pattern: regexp,
          names: keys.map((key) => key.name),
          timed: { 200: timed('2xx'), 304: timed('3xx') },
          answered: answers.labels({ route: route.path }),
        },
      ];
    }),
  );

  const answer = async (req: IncomingMessage, res: ServerResponse, path: PolledPath, params: Record<string, string>, url: string): Promise<boolean> => {
    const started = performance.now();
    const cookie = sessionCookieOf(req.headers.cookie);
    const session = cookie ? await ctx.sessions.load(cookie, ctx.now()) : null;
    if (!session) return false;
    const answered: PolledAnswer | null = await path.polled(ctx, params, session);
    if (!answered) return false;
    const headers = await door.pass(req, url);
    if (!headers || res.headersSent) return false;
    // One flat list handed to writeHead: node writes it as it is, without a table of set headers.
    const head = [...headers, 'X-Canal-Service', path.service, 'ETag', answered.etag];
    const status = isFresh(req, answered.etag) ? 304 : 200;
    if (status === 304) {
      res.writeHead(304, head);
      res.end();
    } else {
      head.push('Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(answered.bytes));
      res.writeHead(200, head);
      res.end(answered.json);
    }
    const ms = performance.now() - started;
    path.timed[status].observe(ms / 1000);
    path.answered.inc();
    door.answered?.(req, url, status, ms);
    return true;
  };

  /** Answers `req` if it is the lane's to answer, else hands it to `chain`. */
  return (req: IncomingMessage, res: ServerResponse, chain: () => void): void => {
    const url = req.url ?? '';
    // A GET that carries a body is the chain's (its parsers read and check any body).
    const body = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
    if (paths.length === 0 || req.method !== 'GET' || url.includes('?') || body) return chain();
    for (const path of paths) {
      const match = path.pattern.exec(url);
      if (!match) continue;
      const params = paramsOf(path, match);
      if (!params) return chain();
      answer(req, res, path, params, url).then(
        (sent) => sent || chain(),
        (error: unknown) => {
          // A refusal of the handler (403, 404...): the chain answers it. After the answer left, only a log.
          if (!res.headersSent) return chain();
          ctx.logger.warn('polling lane failed after its answer', { path: path.route, error: error instanceof Error ? error.message : String(error) });
        },
      );
      return;
    }
    chain();
  };
}

const LANE_ANSWERS = 'canal_polling_lane_answers_total';

/** How many polls the lane answered, by declared route (the rest of http_request_duration_seconds went through the chain). */
function laneAnswers(registry: Registry): Counter {
  const known = registry.getSingleMetric(LANE_ANSWERS);
  if (known instanceof Counter) return known;
  return new Counter({
    name: LANE_ANSWERS,
    help: 'Réponses envoyées par la voie des appels répétés (state/get), par route déclarée',
    labelNames: ['route'] as const,
    registers: [registry],
  });
}

/** `app` with the polling lane of `services` in front of it: what a process listens with. */
export function withPollingLane(
  ctx: ServiceContext,
  services: ReadonlyArray<{ name: string; routes: readonly ApiRoute[] }>,
  door: LaneDoor,
  app: (req: IncomingMessage, res: ServerResponse) => void,
): RequestListener {
  const lane = pollingLane(ctx, services, door);
  return (req, res) => lane(req, res, () => app(req, res));
}
