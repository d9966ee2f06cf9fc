import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { ServiceContext } from '../ServiceContext';
import type { ApiRoute } from '../routes/ApiRoute';
import { requireAccess } from '../routes/requireAccess';
import { csrfMiddleware } from '../sessions/csrfMiddleware';
import { sessionMiddleware } from '../sessions/sessionMiddleware';
import { errorHandler, notFoundHandler } from './errorHandler';

/** The Express app of one service: parsers with size limits, session, CSRF, guarded routes, envelope errors. */
export function createServiceApp(ctx: ServiceContext, routes: readonly ApiRoute[]): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const limit = `${ctx.config.MAX_BODY_KB}kb`;
  app.use(cookieParser());
  app.use(express.json({ limit }));
  app.use(express.urlencoded({ extended: true, limit, parameterLimit: 2000 }));
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
