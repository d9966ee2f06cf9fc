import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { Config } from '@canal/service-core';

/** A real Content-Security-Policy that the built pages satisfy: our own scripts only, plus the analytics origin once configured. */
export function securityHeaders(config: Config): RequestHandler {
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
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.COOKIE_SECURE,
  });
}
