import helmet from 'helmet';
import { IncomingMessage, ServerResponse, type OutgoingHttpHeader } from 'node:http';
import { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import { isEmbeddedPodcastPage } from '@canal/contracts';
import type { Config, HeaderList, Logger } from '@canal/service-core';
import { overriddenEntries } from '../registry/remoteRegistry';

/** Where the live room may post its hidden form besides the site: the sessions' external room origins, kept fresh by the caller. */
export type FormOrigins = () => Promise<string[]>;

/** A Host header as a browser sends it: a name or an address, and a port. Anything else never reaches the policy. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The socket's own origin: socket.io is served by this same host (in split mode the gateway passes the upgrade on). */
function sameHostSockets(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  return HOST.test(host) ? `ws://${host} wss://${host}` : '';
}

/** The form origins a policy is written for: set on the model request the policy is computed with. */
const FORM_ORIGINS = new WeakMap<IncomingMessage, string>();
const formOriginsOf = (req: IncomingMessage): string => FORM_ORIGINS.get(req) ?? '';

type Helmet = ReturnType<typeof helmet>;

/** What helmet writes on an answer to `host` when the external rooms are `origins`: run once on a model request, then copied. */
function recordedHeaders(policy: Helmet, host: string, origins: string): HeaderList {
  const model = new IncomingMessage(new Socket());
  model.headers.host = host;
  FORM_ORIGINS.set(model, origins);
  const answer = new NamingResponse(model);
  let ran = false;
  policy(model, answer, () => void (ran = true));
  // helmet answers synchronously; a version that did not would leave the policy unwritten.
  if (!ran) throw new Error('securityHeaders: helmet did not finish synchronously');
  return answer.headerList();
}

/** An answer that remembers the casing its headers were set in (node only keeps it for writing). */
class NamingResponse extends ServerResponse {
  private readonly names = new Map<string, string>();

  override setHeader(name: string, value: OutgoingHttpHeader): this {
    this.names.set(name.toLowerCase(), name);
    return super.setHeader(name, value);
  }

  headerList(): HeaderList {
    return this.getHeaderNames().map((name) => [this.names.get(name) ?? name, this.getHeader(name) ?? ''] as const);
  }
}

/**
 * Hosts and origins seen lately, each with its headers: helmet would otherwise build and check
 * the same dozen headers again on every request (a tenth of a polled answer's time). Bounded: the
 * Host header is the client's to choose, so a stranger's names only ever refill a small table.
 */
const REMEMBERED_POLICIES = 64;

function rememberedPolicies(policy: Helmet): (host: string, origins: string) => HeaderList {
  const known = new Map<string, HeaderList>();
  return (host, origins) => {
    const key = `${host}\n${origins}`;
    const found = known.get(key);
    if (found) return found;
    if (known.size >= REMEMBERED_POLICIES) known.clear();
    const made = recordedHeaders(policy, host, origins);
    known.set(key, made);
    return made;
  };
}

/**
 * The security headers of one request: a JSON answer of the API has its own (`apiHeaders`); a
 * page's, and a file's (a PDF shown in the site's frame, a player's media), depend on its host and
 * the external rooms' origins, and on the embedded podcast page its framing.
 */
export type SecurityHeaderSource = (req: IncomingMessage, path: string, query: string, jsonAnswer: boolean) => Promise<HeaderList>;

/** Is `path` answered in JSON: an API address, but not one of a file endpoint's (`answersFile`). */
export const answersJson =
  (answersFile: (path: string) => boolean) =>
  (path: string): boolean =>
    (path === '/api' || path.startsWith('/api/')) && !answersFile(path);

/**
 * A real Content-Security-Policy that the built pages satisfy: our own scripts only (plus the
 * analytics origin and the remotes' origin once configured); connections to the site and its socket;
 * forms posted to the site and the external rooms configured on sessions, nothing wider.
 */
export function securityHeaderSource(config: Config, logger: Logger, formOrigins: FormOrigins = () => Promise.resolve([])): SecurityHeaderSource {
  const site = rememberedPolicies(pageHeaders(config, ["'self'"]));
  // The embeddable podcast page only: framed by the partner origins of EMBED_ANCESTORS, nothing looser.
  const embedded = rememberedPolicies(pageHeaders(config, ["'self'", ...config.EMBED_ANCESTORS]));
  const api = recordedHeaders(apiHeaders(config), '', '');
  return async (req, path, query, jsonAnswer) => {
    if (jsonAnswer) return api;
    const origins = await formOrigins().then(
      (found) => found.join(' '),
      (error: unknown) => {
        // The room's form is then refused by the browser, never the page itself.
        logger.warn('external room origins unreadable', { error: error instanceof Error ? error.message : String(error) });
        return '';
      },
    );
    const host = req.headers.host ?? '';
    const policies = config.EMBED_ANCESTORS.length > 0 && isEmbeddedPodcastPage(path, query) ? embedded : site;
    return policies(HOST.test(host) ? host : '', origins);
  };
}

const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

/** Writes the security headers on every answer, `isJson` saying which paths answer in JSON. */
export function securityHeaders(source: SecurityHeaderSource, isJson: (path: string) => boolean): RequestHandler {
  return (req, res, next) => {
    source(req, req.path, queryOf(req.originalUrl), isJson(req.path)).then((headers) => {
      for (const [name, value] of headers) res.setHeader(name, value);
      next();
    }, next);
  };
}

/** `page` served at an API address (a tooling page of spec 000 §2.1): the API's headers give way to a page's. */
export function withPageHeaders(source: SecurityHeaderSource, page: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const query = queryOf(req.originalUrl);
    Promise.all([source(req, req.path, query, true), source(req, req.path, query, false)]).then(([answer, pageHeaders]) => {
      for (const [name] of answer) res.removeHeader(name);
      for (const [name, value] of pageHeaders) res.setHeader(name, value);
      page(req, res, next);
    }, next);
  };
}

/** The origins the remotes are loaded from when REMOTES points elsewhere (their manifests, scripts and styles). */
function remoteOrigins(config: Config): string[] {
  const origins = Object.values(overriddenEntries(config)).flatMap((entry) => (/^https?:\/\//.test(entry) ? [new URL(entry).origin] : []));
  return [...new Set(origins)];
}

/**
 * What a JSON answer of the API carries: no document runs in it, so its policy allows nothing
 * (OWASP's headers for REST answers): `default-src 'none'; frame-ancestors 'none'`, nosniff,
 * same-site resources only, never framed, HSTS on a secure site. The pages' headers (their CSP,
 * COOP, Origin-Agent-Cluster, DNS prefetch, IE's download and XSS switches) are for documents:
 * sent with each of a room's polls, they made three quarters of its answer. A file endpoint's answer
 * keeps the pages' headers: a PDF is a document, shown in the site's own frame (the flipbook).
 */
function apiHeaders(config: Config): Helmet {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: config.COOKIE_SECURE,
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

function pageHeaders(config: Config, frameAncestors: string[]): Helmet {
  const analyticsOrigin = config.ANALYTICS_URL ? new URL(config.ANALYTICS_URL).origin : null;
  const remotes = remoteOrigins(config);
  const scriptSrc = ["'self'", ...(analyticsOrigin ? [analyticsOrigin] : []), ...remotes];
  const popupImage = config.CLOSING_POPUP_IMAGE && /^https?:\/\//.test(config.CLOSING_POPUP_IMAGE) ? new URL(config.CLOSING_POPUP_IMAGE).origin : null;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc,
        // antd 6 writes its CSS-in-JS into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', ...(popupImage ? [popupImage] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", sameHostSockets, ...(analyticsOrigin ? [analyticsOrigin] : []), ...remotes],
        // Live and replay players are embedded from the broadcaster's site.
        frameSrc: ["'self'", 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", formOriginsOf],
        frameAncestors,
      },
    },
    crossOriginEmbedderPolicy: false,
    // CSP's frame-ancestors says who may frame a page; X-Frame-Options cannot name a partner origin.
    xFrameOptions: frameAncestors.length > 1 ? false : { action: 'sameorigin' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.COOKIE_SECURE,
  });
}
