import helmet from 'helmet';
import type { RequestHandler } from 'express';
import { isEmbeddedPodcastPage } from '@canal/contracts';
import type { Config } from '@canal/service-core';

/** A real Content-Security-Policy that the built pages satisfy: our own scripts only, plus the analytics origin once configured. */
export function securityHeaders(config: Config): RequestHandler {
  const site = pageHeaders(config, ["'self'"]);
  // The embeddable podcast page only: framed by the partner origins of EMBED_ANCESTORS, nothing looser.
  const embedded = pageHeaders(config, ["'self'", ...config.EMBED_ANCESTORS]);
  return (req, res, next) => {
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    if (config.EMBED_ANCESTORS.length > 0 && isEmbeddedPodcastPage(req.path, query)) embedded(req, res, next);
    else site(req, res, next);
  };
}

function pageHeaders(config: Config, frameAncestors: string[]): RequestHandler {
  const analyticsOrigin = config.ANALYTICS_URL ? new URL(config.ANALYTICS_URL).origin : null;
  const scriptSrc = ["'self'", ...(analyticsOrigin ? [analyticsOrigin] : [])];
  const popupImage = config.CLOSING_POPUP_IMAGE && /^https?:\/\//.test(config.CLOSING_POPUP_IMAGE) ? new URL(config.CLOSING_POPUP_IMAGE).origin : null;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc,
        // antd 6 writes its CSS-in-JS into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(popupImage ? [popupImage] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...(analyticsOrigin ? [analyticsOrigin] : [])],
        // Live and replay players are embedded from the broadcaster's site.
        frameSrc: ["'self'", 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", 'https:'],
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
