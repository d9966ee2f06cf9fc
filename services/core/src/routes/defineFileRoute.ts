import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { VISITOR, type AccessKey, type FileEndpoint, type Principal, type SessionUser } from '@canal/contracts';
import type { StoredFile } from '../db/schema';
import { HttpError, notConnected } from '../http/HttpError';
import { parseInput } from '../http/parseInput';
import type { ServiceContext } from '../ServiceContext';
import { sendStoredFile, setDownloadHeaders } from '../uploads/sendStoredFile';
import { sendStoredMedia } from '../uploads/sendStoredMedia';
import type { ApiRoute } from './ApiRoute';
import { letsVisitorsIn, rawInput, routeReply, type RouteReply, type UserFor } from './defineRoute';
import '../http/requestTypes';

declare const SENT: unique symbol;
/** Proof that a file handler answered: only the reply's methods make one. */
export interface FileSent {
  readonly [SENT]: true;
}
const sent = {} as FileSent;

/** How a file handler answers: a stored upload, a stored media by ranges, or bytes it made. */
export interface FileReply extends RouteReply {
  /** A stored upload given whole (a leaflet, an authorisation); 404 with `missing` when it is not there. */
  stored(file: StoredFile | undefined, options: { missing: string; cacheControl: string; download?: boolean }): Promise<FileSent>;
  /** A stored audio, video or PDF by HTTP ranges (206, 416), read from the storage as a stream. */
  media(file: StoredFile | undefined, options: { missing: string; download?: boolean }): Promise<FileSent>;
  /** Bytes made for this answer (an export, a certificate): a type, a cache rule, and a name when it is downloaded. */
  bytes(body: Buffer | Uint8Array | string, options: { type: string; cacheControl: string; name?: string; download?: boolean }): FileSent;
  /** Bytes written as the client takes them (a long stream): with its length when known; ends early if the client leaves. */
  stream(source: Readable, options: { type: string; cacheControl: string; length?: number; name?: string; download?: boolean }): Promise<FileSent>;
}

/** What a file handler receives: like a JSON handler's call, with a reply that sends files. */
export interface FileCall<I extends z.ZodType, A extends AccessKey> {
  ctx: ServiceContext;
  input: z.output<I>;
  user: UserFor<A> & (SessionUser | null);
  principal: Principal;
  reply: FileReply;
  /** The request's body as it arrives, for a POST file endpoint (a raw upload read and dropped); ended for a GET. */
  body: Readable;
}

export interface FileRouteHandling<I extends z.ZodType, A extends AccessKey> {
  access: A;
  /** Path used by the permission test when the endpoint's path has parameters. */
  samplePath?: string;
  /** A file of the live room: the input's field naming the session for which a room pass is let in (sessions/roomPass.ts). */
  roomPass?: { eventIdField: keyof z.output<I> & string };
  /** Why this POST needs no CSRF token (see ApiRoute.csrfExempt): it changes and keeps nothing, or carries its own signature. */
  csrfExempt?: string;
  handle(call: FileCall<I, A>): Promise<FileSent> | FileSent;
}

function fileReply(ctx: ServiceContext, req: Request, res: Response): FileReply {
  return {
    ...routeReply(ctx, req, res),
    stored: async (file, options) => {
      await sendStoredFile(ctx, res, file, options);
      return sent;
    },
    media: async (file, options) => {
      await sendStoredMedia(ctx, req, res, file, options);
      return sent;
    },
    bytes: (body, options) => {
      setDownloadHeaders(res, options);
      res.send(Buffer.isBuffer(body) || typeof body === 'string' ? body : Buffer.from(body));
      return sent;
    },
    stream: async (source, options) => {
      setDownloadHeaders(res, options);
      if (options.length !== undefined) res.setHeader('Content-Length', String(options.length));
      // A client that stops reading (the end of a measure, a closed tab) ends the pipeline: not an error of ours.
      await pipeline(source, res).catch(() => undefined);
      return sent;
    },
  };
}

/**
 * A route that answers a file, declared like a JSON one: its endpoint's input is parsed from the
 * path and query (a French 400 when it does not fit), the guard runs first, and the handler answers
 * through `reply.stored`, `reply.media` or `reply.bytes`, never through the request or the response.
 *
 *   export const documentGetRoute = defineFileRoute(contentApi.documentGet)({
 *     access: 'member',
 *     handle: async ({ ctx, input, reply }) => reply.stored(await leafletFile(ctx, input.id), { missing: 'Document introuvable.', cacheControl: 'private, max-age=3600' }),
 *   });
 */
export function defineFileRoute<I extends z.ZodType>(endpoint: FileEndpoint<I>): <A extends AccessKey>(handling: FileRouteHandling<I, A>) => ApiRoute {
  return <A extends AccessKey>(handling: FileRouteHandling<I, A>): ApiRoute => ({
    method: endpoint.method,
    path: endpoint.path,
    access: handling.access,
    samplePath: handling.samplePath,
    roomPass: handling.roomPass,
    csrfExempt: handling.csrfExempt,
    endpoint,
    async handle(ctx, req, res) {
      const input = parseInput<I>(endpoint.input, rawInput(endpoint.method, req));
      const user = req.canalSession?.user ?? null;
      if (user === null && !letsVisitorsIn(handling.access)) throw notConnected();
      await handling.handle({
        ctx,
        input,
        user: user as UserFor<A> & (SessionUser | null),
        principal: req.principal ?? VISITOR,
        reply: fileReply(ctx, req, res),
        body: req,
      });
      if (!res.headersSent) throw new HttpError(500, 'Une erreur interne est survenue. Merci de réessayer dans quelques instants.', 'internal');
    },
  });
}
