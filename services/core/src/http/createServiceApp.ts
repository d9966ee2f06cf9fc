import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import type { ServiceContext } from '../ServiceContext';
import type { ApiRoute } from '../routes/ApiRoute';
import { requireAccess } from '../routes/requireAccess';
import { csrfMiddleware } from '../sessions/csrfMiddleware';
import { sessionMiddleware } from '../sessions/sessionMiddleware';
import { errorHandler, notFoundHandler } from './errorHandler';

const isUploadCall = (path: string) => path.endsWith('/upload');

/** JSON and form bodies, bounded: small for every call, larger for the upload calls only. */
function bodyParsers(limit: string, uploadLimit: string): RequestHandler {
  const parsersFor = (size: string) => [express.json({ limit: size }), express.urlencoded({ extended: true, limit: size, parameterLimit: 2000 })];
  const normal = parsersFor(limit);
  const upload = parsersFor(uploadLimit);
  return (req, res, next) => {
    const [json, form] = isUploadCall(req.path) ? upload : normal;
    json(req, res, (error?: unknown) => (error ? next(error) : form(req, res, next)));
  };
}

/** The Express app of one service: parsers with size limits, session, CSRF, guarded routes, envelope errors. */
export function createServiceApp(ctx: ServiceContext, routes: readonly ApiRoute[], name?: string): Express {
  const app = express();
  app.disable('x-powered-by');
  // Which service answered: the gateway's routing test reads it, and so can an operator.
  if (name) app.use((_req, res, next) => (res.setHeader('X-Canal-Service', name), next()));
  app.set('trust proxy', 'loopback');
  app.use(cookieParser());
  app.use(bodyParsers(`${ctx.config.MAX_BODY_KB}kb`, `${ctx.config.MAX_UPLOAD_KB}kb`));
  app.use(sessionMiddleware(ctx));
  app.use(csrfMiddleware);
  for (const route of routes) {
    app[route.method](route.path, requireAccess(route.access), async (req, res) => {
      await route.handle(ctx, req, res);
    });
  }
  app.use(notFoundHandler);
  app.use(errorHandler(ctx.logger));
  return app;
}
