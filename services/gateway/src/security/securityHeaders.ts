import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import { isEmbeddedPodcastPage } from '@canal/contracts';
import type { Config, Logger } from '@canal/service-core';
import { overriddenEntries } from '../registry/remoteRegistry';

/** Where the live room may post its hidden form besides the site: the sessions' external room origins, kept fresh by the caller. */
export type FormOrigins = () => Promise<string[]>;

const FORM_ORIGINS = 'cspFormOrigins';
/** A Host header as a browser sends it: a name or an address, and a port. Anything else never reaches the policy. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The socket's own origin: socket.io is served by this same host (in split mode the gateway passes the upgrade on). */
function sameHostSockets(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  return HOST.test(host) ? `ws://${host} wss://${host}` : '';
}

const formOriginsOf = (_req: IncomingMessage, res: ServerResponse): string => ((res as Response).locals[FORM_ORIGINS] as string[] | undefined)?.join(' ') ?? '';

/**
 * A real Content-Security-Policy that the built pages satisfy: our own scripts only (plus the
 * analytics origin and the remotes' origin once configured); connections to the site and its socket;
 * forms posted to the site and the external rooms configured on sessions, nothing wider.
 */
export function securityHeaders(config: Config, logger: Logger, formOrigins: FormOrigins = () => Promise.resolve([])): RequestHandler {
  const site = pageHeaders(config, ["'self'"]);
  // The embeddable podcast page only: framed by the partner origins of EMBED_ANCESTORS, nothing looser.
  const embedded = pageHeaders(config, ["'self'", ...config.EMBED_ANCESTORS]);
  const headersFor: RequestHandler = (req, res, next) => {
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    if (config.EMBED_ANCESTORS.length > 0 && isEmbeddedPodcastPage(req.path, query)) embedded(req, res, next);
    else site(req, res, next);
  };
  return (req, res, next) => {
    formOrigins().then(
      (origins) => {
        res.locals[FORM_ORIGINS] = origins;
        headersFor(req, res, next);
      },
      (error: unknown) => {
        // The room's form is then refused by the browser, never the page itself.
        logger.warn('external room origins unreadable', { error: error instanceof Error ? error.message : String(error) });
        res.locals[FORM_ORIGINS] = [];
        headersFor(req, res, next);
      },
    );
  };
}

/** The origins the remotes are loaded from when REMOTES points elsewhere (their manifests, scripts and styles). */
function remoteOrigins(config: Config): string[] {
  const origins = Object.values(overriddenEntries(config)).flatMap((entry) => (/^https?:\/\//.test(entry) ? [new URL(entry).origin] : []));
  return [...new Set(origins)];
}

function pageHeaders(config: Config, frameAncestors: string[]): RequestHandler {
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
