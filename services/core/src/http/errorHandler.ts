import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { Logger } from '../log/createLogger';
import { HttpError } from './HttpError';
import { sendError } from './sendError';
import { describeZodError } from './describeZodError';
import { databaseProblemOf } from './databaseErrors';

/**
 * An error a library raised with a 4xx status: the body parsers (with a `type`), zlib under them
 * (a gzip body that is not gzip: a Z_ `code`), the static file server (404).
 */
interface ClientError {
  type?: string;
  code?: string;
  status: number;
}

function isClientError(error: unknown): error is ClientError {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const { status } = error;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** The router's own refusal of a path parameter it cannot decode ('/api/live/%E0%A4%A'). */
function isBadPathEncoding(error: unknown): boolean {
  if (error instanceof URIError) return true;
  return error instanceof Error && (error as { status?: unknown }).status === 400 && /^Failed to decode param/.test(error.message);
}

const INTERNAL = 'Une erreur interne est survenue. Merci de réessayer dans quelques instants.';

/**
 * What PostgreSQL refused because of the input rather than a fault of ours: a 4xx with a French
 * message. The checks in front (ids, NUL bytes, lengths) should catch these first; this is the net.
 */
const DATABASE_REFUSALS: Record<string, { status: number; code: string; message: string }> = {
  '23505': { status: 409, code: 'conflict', message: 'Cette valeur est déjà utilisée : l’enregistrement existe déjà.' },
  '22P02': { status: 400, code: 'bad_request', message: 'Requête invalide : une valeur n’a pas le format attendu.' },
  '22003': { status: 400, code: 'bad_request', message: 'Requête invalide : un nombre est hors des limites acceptées.' },
  '22021': { status: 400, code: 'bad_request', message: 'Requête invalide : un texte contient un caractère non accepté.' },
  '22P05': { status: 400, code: 'bad_request', message: 'Requête invalide : un texte contient un caractère non accepté.' },
  '22001': { status: 400, code: 'bad_request', message: 'Requête invalide : un texte est trop long.' },
  // Raised by the trigger of migration 0022: an account deleted at its holder's request is final.
  CPDEL: { status: 409, code: 'account_deleted', message: 'Ce compte a été supprimé à la demande de son titulaire : il ne peut plus être modifié ni rouvert.' },
};

/**
 * The log line of a failure. Drizzle's errors carry the query's parameters in their message and
 * stack ("params: claire@…,$argon2id$…"): for those only the SQL text, PostgreSQL's code, message
 * and constraint, and the stack's frames are kept.
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  const problem = databaseProblemOf(error);
  if (!problem) return { error: error instanceof Error ? error.stack : String(error) };
  const frames =
    error instanceof Error && error.stack
      ? error.stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .join('\n')
      : undefined;
  return { error: 'database query failed', database: problem, stack: frames };
}

/** Turns every failure into the JSON envelope with a French message; stacks go to the log only. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof HttpError) return sendError(res, error.status, error.code, error.message, error.extra);
    if (error instanceof ZodError) return sendError(res, 400, 'bad_request', describeZodError(error));
    if (isBadPathEncoding(error)) return sendError(res, 400, 'bad_request', 'Adresse invalide : un caractère encodé (%) est mal formé.');
    if (isClientError(error)) {
      if (error.type === 'entity.too.large') return sendError(res, 413, 'too_large', 'Le contenu envoyé est trop volumineux.');
      if (error.type === 'encoding.unsupported') {
        return sendError(res, 415, 'unsupported_encoding', 'Encodage du contenu non pris en charge : envoyez-le sans compression, ou en gzip, deflate ou br.');
      }
      if (error.type !== undefined || error.code?.startsWith('Z_')) {
        return sendError(res, 400, 'bad_request', 'Le contenu envoyé est illisible. Vérifiez le formulaire et réessayez.');
      }
      if (error.status === 404) return sendError(res, 404, 'not_found', `Fichier introuvable : ${req.path.slice(0, 200)}`);
      return sendError(res, error.status, 'bad_request', 'Requête invalide : elle ne peut pas être traitée telle quelle.');
    }
    const refusal = DATABASE_REFUSALS[databaseProblemOf(error)?.code ?? ''];
    if (refusal) return sendError(res, refusal.status, refusal.code, refusal.message);
    logger.error('request failed', { method: req.method, path: req.path, ...errorForLog(error) });
    sendError(res, 500, 'internal', INTERNAL);
  };
}

export const notFoundHandler: RequestHandler = (req, res) => {
  sendError(res, 404, 'not_found', `Adresse inconnue : ${req.method} ${req.baseUrl}${req.path}`);
};
