import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import type { ServiceContext } from '../ServiceContext';
import type { ApiRoute } from '../routes/ApiRoute';
import { requireAccess } from '../routes/requireAccess';
import { csrfMiddleware } from '../sessions/csrfMiddleware';
import { sessionMiddleware } from '../sessions/sessionMiddleware';
import { errorHandler, notFoundHandler } from './errorHandler';
import { badRequest } from './HttpError';
import { clientAddressOf } from './clientAddress';
import { multipartBody } from './multipartBody';

type Parser = RequestHandler;

/** JSON, then form-urlencoded or multipart (fields only): whichever the request's type says, each within `kb`. */
const parsersFor = (kb: number): [Parser, Parser] => [
  express.json({ limit: `${kb}kb` }),
  runBoth(express.urlencoded({ extended: true, limit: `${kb}kb`, parameterLimit: 2000 }), multipartBody(kb)),
];

/**
 * PostgreSQL refuses the NUL character in text ("invalid byte sequence"): refused here, in the body
 * (keys and values), the query and the path, before any handler can pass one on.
 */
const NUL_REFUSED = 'Requête invalide : le caractère nul (\\0) n’est pas accepté.';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) if (key.includes('\u0000') || holdsNul(item, depth + 1)) return true;
  return false;
}

function decodedPathHoldsNul(path: string): boolean {
  try {
    return decodeURIComponent(path).includes('\u0000');
  } catch {
    return false; // a malformed path is the router's to refuse (400)
  }
}

const refuseNul: RequestHandler = (req, _res, next) => {
  if (holdsNul(req.body) || holdsNul(req.query) || decodedPathHoldsNul(req.path)) return next(badRequest(NUL_REFUSED));
  next();
};

function runBoth(first: Parser, second: Parser): RequestHandler {
  return (req, res, next) => first(req, res, (error?: unknown) => (error ? next(error) : second(req, res, next)));
}

/** Requests to a declared upload route, seen before the session: their body waits for the guard. */
const UPLOAD_CALLS = new WeakSet<object>();

/**
 * JSON and form bodies, bounded by MAX_BODY_KB for every call except the declared upload routes
 * (`upload: true`): those are marked here and read later, in their own chain, after the guard and
 * the CSRF check (`uploadBody`), so that nobody unchecked makes the server read MAX_UPLOAD_KB.
 */
function bodyParsers(app: Express, limit: number, routes: readonly ApiRoute[]): void {
  const uploadPaths = routes.filter((route) => route.upload).map((route) => route.path);
  if (uploadPaths.length > 0) {
    app.post(uploadPaths, (req, _res, next) => {
      UPLOAD_CALLS.add(req);
      next('route');
    });
  }
  const [json, form] = parsersFor(limit);
  const parse = runBoth(json, form);
  app.use((req, res, next) =>
    UPLOAD_CALLS.has(req) ? refuseNul(req, res, next) : parse(req, res, (error?: unknown) => (error ? next(error) : refuseNul(req, res, next))),
  );
}

/** The body of a declared upload route, read once its caller passed the guard (and the CSRF check before it). */
function uploadBody(uploadLimit: number): RequestHandler {
  const [json, form] = parsersFor(uploadLimit);
  return runBoth(runBoth(json, form), refuseNul);
}

/**
 * Requests to the POST routes that declared why they need no CSRF token (`csrfExempt`), marked
 * before the CSRF check so that it lets them by; the route list says which, and why.
 */
function csrfExemptCalls(app: Express, routes: readonly ApiRoute[]): (req: object) => boolean {
  const paths = routes.filter((route) => route.method === 'post' && route.csrfExempt).map((route) => route.path);
  const marked = new WeakSet<object>();
  if (paths.length > 0) {
    app.post(paths, (req, _res, next) => {
      marked.add(req);
      next('route');
    });
  }
  return (req) => marked.has(req);
}

/** The Express app of one service: parsers with size limits, session, CSRF, guarded routes, envelope errors. */
export function createServiceApp(ctx: ServiceContext, routes: readonly ApiRoute[], name?: string): Express {
  const app = express();
  app.disable('x-powered-by');
  // Which service answered: the gateway's routing test reads it, and so can an operator.
  if (name) app.use((_req, res, next) => (res.setHeader('X-Canal-Service', name), next()));
  // The client's address (every per-address limit) is the one the gateway signed, never a forwarding header.
  app.use(clientAddressOf(ctx.config.CLIENT_ADDRESS_SECRET));
  app.use(cookieParser());
  bodyParsers(app, ctx.config.MAX_BODY_KB, routes);
  app.use(sessionMiddleware(ctx));
  app.use(csrfMiddleware(ctx, csrfExemptCalls(app, routes)));
  for (const route of routes) {
    const body = route.upload ? [uploadBody(ctx.config.MAX_UPLOAD_KB)] : [];
    app[route.method](route.path, requireAccess(route.access, route.roomPass), ...body, async (req, res) => {
      await route.handle(ctx, req, res);
    });
  }
  app.use(notFoundHandler);
  app.use(errorHandler(ctx.logger));
  return app;
}
