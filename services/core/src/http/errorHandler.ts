import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { Logger } from '../log/createLogger';
import { HttpError } from './HttpError';
import { sendError } from './sendError';
import { describeZodError } from './describeZodError';

interface BodyParserError {
  type: string;
  status: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return typeof error === 'object' && error !== null && 'type' in error && 'status' in error;
}

/** Turns every failure into the JSON envelope with a French message; stacks go to the log only. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof HttpError) return sendError(res, error.status, error.code, error.message, error.extra);
    if (error instanceof ZodError) return sendError(res, 400, 'bad_request', describeZodError(error));
    if (isBodyParserError(error)) {
      if (error.type === 'entity.too.large') return sendError(res, 413, 'too_large', 'Le contenu envoyé est trop volumineux.');
      if (error.status >= 400 && error.status < 500) {
        return sendError(res, 400, 'bad_request', "Le contenu envoyé est illisible. Vérifiez le formulaire et réessayez.");
      }
    }
    logger.error('request failed', {
      method: req.method,
      path: req.path,
      error: error instanceof Error ? error.stack : String(error),
    });
    sendError(res, 500, 'internal', 'Une erreur interne est survenue. Merci de réessayer dans quelques instants.');
  };
}

export const notFoundHandler: RequestHandler = (req, res) => {
  sendError(res, 404, 'not_found', `Adresse inconnue : ${req.method} ${req.baseUrl}${req.path}`);
};
