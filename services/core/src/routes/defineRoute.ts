import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { type z } from 'zod';
import { ACCESS_RULES, isAllowed, readId, VISITOR, type AccessKey, type Endpoint, type Principal, type SessionUser } from '@canal/contracts';
import { HttpError, notConnected } from '../http/HttpError';
import { requestCookie } from '../http/requestCookie';
import { inTransaction } from '../db/inTransaction';
import { describeZodError } from '../http/describeZodError';
import { parseInput } from '../http/parseInput';
import type { Logger } from '../log/createLogger';
import type { ServiceContext } from '../ServiceContext';
import { csrfTokenFor, endSession, startSession } from '../sessions/sessionMiddleware';
import { startRoomPass, userInRoom } from '../sessions/roomPass';
import type { LoadedSession } from '../sessions/sessionStore';
import type { ApiRoute, PolledAnswer } from './ApiRoute';
import { uploadHolderOf } from '../sessions/uploadHolder';
import '../http/requestTypes';
import { cachedPublicData } from '../cache/publicDataCache';

/** The caller's session as a handler may change it. */
export interface RouteSession {
  /** The browser's CSRF token (its nonce cookie is set the first time; a visitor gets no session row). */
  csrfToken(): Promise<string>;
  /** Opens the session of a user who just proved who they are, sets its cookie and revokes the previous one. */
  start(userId: number): Promise<void>;
  /** Revokes the session and clears its cookie. */
  end(): Promise<void>;
  /** Opens a room pass (sessions/roomPass.ts): one session's room for this user until `until`, and nothing else. */
  startRoomPass(userId: number, eventId: number, until: Date): Promise<void>;
  /** Is the caller in on a room pass (let in by the guard for this call's session)? */
  isRoomPass(): boolean;
}

/** What a handler may say about its answer besides the body. */
export interface RouteReply {
  header(name: string, value: string): void;
  /** A success answer with another status than 200 (the body still matches the endpoint's output). */
  status(code: number): void;
  /** The caller's address: the one the gateway signed, or the socket's peer (clientAddress.ts); for per-address limits. */
  readonly clientAddress: string;
  /** A cookie the browser sent (attribution cookies; the session has its own reader). */
  cookie(name: string): string | null;
  /** Who may claim this caller's temporary uploads and see them under /cache/tmp/: the session, or a visitor's browser (uploadHolderOf). */
  uploadHolder(): string | null;
  /** Sets an httpOnly, SameSite=Lax cookie for the whole site. */
  setCookie(name: string, value: string, maxAgeMs: number): void;
}

/** Who an access key lets in (its grants). */
type GrantsOf<A extends AccessKey> = (typeof ACCESS_RULES)[A][number];

/**
 * The user a handler receives: never null behind an access key that lets no visitor in, so a
 * handler cannot write a row for user 0. (A variable key, `AccessKey` itself, keeps the null.)
 */
export type UserFor<A extends AccessKey> = 'visitor' extends GrantsOf<A> ? SessionUser | null : SessionUser;

export const letsVisitorsIn = (access: AccessKey): boolean => (ACCESS_RULES[access] as readonly string[]).includes('visitor');

/** Everything a handler receives: never the request nor the response. */
export interface RouteCall<I extends z.ZodType = z.ZodType> {
  /** The service's context; inside a `transactional` route, every writer in it writes in the route's transaction. */
  ctx: ServiceContext;
  /** The endpoint's input, parsed: path params with the query (GET) or the body (POST). */
  input: z.output<I>;
  /** The logged-in user, or null for a visitor (a handler's own call narrows it by its access key: `GuardedCall`). */
  user: SessionUser | null;
  principal: Principal;
  session: RouteSession;
  reply: RouteReply;
}

/** What a handler receives behind access key A: the user is never null where A lets no visitor in. */
export type GuardedCall<I extends z.ZodType, A extends AccessKey> = RouteCall<I> & { user: UserFor<A> };

/**
 * What a polled route's handler receives (`polled: true`): no session to change, no reply to
 * shape, so that the polling lane can answer it outside Express (http/pollingLane.ts).
 */
export type PolledCall<I extends z.ZodType, A extends AccessKey> = Pick<GuardedCall<I, A>, 'ctx' | 'input' | 'user' | 'principal'>;

/** Who calls: what the logic behind a handler needs of the caller (a status change refuses one's own account...). */
export type Caller = Pick<RouteCall, 'user' | 'principal'>;

/** How an endpoint is served: who may call it, and the handler that answers it. */
export interface RouteHandling<I extends z.ZodType, O extends z.ZodType, A extends AccessKey = AccessKey> {
  access: A;
  /** Path used by the permission test when the endpoint's path has parameters. */
  samplePath?: string;
  /** A file upload: its body may be larger, and is read after the guard (see ApiRoute.upload). */
  upload?: boolean;
  /** A call of the live room: the input's field naming the session for which a room pass is let in (sessions/roomPass.ts). */
  roomPass?: { eventIdField: keyof z.output<I> & string };
  /**
   * The answer to a visitor (no session) is the same for every visitor: serialise it once for all
   * of them, for a few seconds, and again as soon as staff change public data (cachedPublicData).
   */
  sameForEveryVisitor?: boolean;
  /**
   * The handler and everything it writes run in one transaction (`inTransaction`): a failure
   * anywhere, a refused answer included, writes nothing; mails, jobs and bus events leave at the commit.
   */
  transactional?: true;
  polled?: undefined;
  handle(call: GuardedCall<I, A>): Promise<z.input<O>> | z.input<O>;
}

/**
 * A GET that a crowd polls every few seconds (the room's state, when a participant's socket is
 * down): the polling lane answers its logged-in callers before Express's chain, which answers
 * everyone else. Its handler may run twice for one call (the lane hands a call it cannot finish
 * to the chain): it reads, or records what a second run cannot double (presence). What it returns
 * is never changed in place (the per-process copies are replaced, not edited): the lane keeps the
 * answer's JSON while the handler returns the same values.
 */
export interface PolledRouteHandling<I extends z.ZodType, O extends z.ZodType, A extends AccessKey = AccessKey> {
  access: A;
  samplePath?: string;
  roomPass?: { eventIdField: keyof z.output<I> & string };
  polled: true;
  handle(call: PolledCall<I, A>): Promise<z.input<O>> | z.input<O>;
}

const INTERNAL_ERROR = 'Une erreur interne est survenue. Merci de réessayer dans quelques instants.';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Path params with the query (GET), or with the query and the body (POST): one object. The address
 * wins over the body, so a body field never replaces the path's id or the query's view.
 */
export function rawInput(method: Endpoint['method'], req: Request): unknown {
  const address: Record<string, unknown> = { ...req.query, ...req.params };
  if (method === 'get' || req.body === undefined) return address;
  const body: unknown = req.body;
  // Not an object (a JSON array...): left as it is, for the schema to refuse it.
  if (!isRecord(body)) return body;
  // The CSRF field was checked before the route: it is transport, not part of any endpoint's input.
  const { csrf: _checked, ...fields } = body;
  return { ...fields, ...address };
}

function routeSession(ctx: ServiceContext, req: Request, res: Response): RouteSession {
  return {
    csrfToken: () => csrfTokenFor(ctx, req, res),
    start: async (userId) => void (await startSession(ctx, req, res, userId)),
    end: () => endSession(ctx, req, res),
    startRoomPass: (userId, eventId, until) => startRoomPass(ctx, req, res, userId, eventId, until),
    isRoomPass: () => Boolean(req.canalSession?.scope),
  };
}

export function routeReply(ctx: ServiceContext, req: Request, res: Response): RouteReply {
  return {
    header: (name, value) => void res.setHeader(name, value),
    status: (code) => void res.status(code),
    clientAddress: req.clientAddress ?? req.socket.remoteAddress ?? '',
    cookie: (name) => requestCookie(req, name),
    uploadHolder: () => uploadHolderOf(req),
    setCookie: (name, value, maxAgeMs) =>
      void res.cookie(name, value, { httpOnly: true, sameSite: 'lax', secure: ctx.config.COOKIE_SECURE, path: '/', maxAge: maxAgeMs }),
  };
}

/**
 * A JSON route typed by its endpoint: the input is parsed by the endpoint's schema (400 with a
 * French message when it does not fit), the handler returns the answer, and the answer is
 * checked against the output schema before it leaves (a mismatch is a 500, logged with the path:
 * the browser parses the same schema, so drift is caught on the server first).
 *
 *   export const homeRoute = defineRoute(publicApi.home)({ access: 'public', handle: async ({ ctx, user }) => ({ home: 'complete', data }) });
 *
 * The endpoint comes first, in a call of its own: TypeScript then checks the handler against a
 * known answer type, where a single call would infer it and widen the envelope's 'complete' to string.
 */
export function defineRoute<I extends z.ZodType, O extends z.ZodType>(
  endpoint: Endpoint<I, O>,
): <A extends AccessKey>(handling: RouteHandling<I, O, A> | PolledRouteHandling<I, O, A>) => ApiRoute {
  return (handling) => typedRoute(endpoint, handling);
}

function typedRoute<I extends z.ZodType, O extends z.ZodType, A extends AccessKey>(
  endpoint: Endpoint<I, O>,
  handling: RouteHandling<I, O, A> | PolledRouteHandling<I, O, A>,
): ApiRoute {
  const ordinary = handling.polled ? undefined : handling;
  return {
    method: endpoint.method,
    path: endpoint.path,
    access: handling.access,
    samplePath: handling.samplePath,
    upload: ordinary?.upload,
    roomPass: handling.roomPass,
    endpoint,
    polled: handling.polled ? polledAnswers(endpoint, handling) : undefined,
    async handle(ctx, req, res) {
      const input = parseInput<I>(endpoint.input, rawInput(endpoint.method, req));
      const principal = req.principal ?? VISITOR;
      const sessionUser = req.canalSession?.user ?? null;
      // The guard already turned visitors away from such a key; this keeps the handler's type true.
      if (sessionUser === null && !letsVisitorsIn(handling.access)) throw notConnected();
      const user = sessionUser as UserFor<A> & (SessionUser | null);
      const answer = async (callCtx: ServiceContext) => {
        const answered = await handling.handle({
          ctx: callCtx,
          input,
          user,
          principal,
          session: routeSession(callCtx, req, res),
          reply: routeReply(callCtx, req, res),
        });
        // Checked inside the transaction: an answer that drifted from its endpoint rolls the writes back.
        return checkedAnswer(callCtx.logger, endpoint, answered);
      };
      const answerJson = async () => JSON.stringify(ordinary?.transactional ? await inTransaction(ctx, answer) : await answer(ctx));
      res.type('application/json');
      if (ordinary?.sameForEveryVisitor && principal.role === 'visitor') {
        const shared = await cachedPublicData(ctx, `answer:${endpoint.path}:${JSON.stringify(input)}`, async () => {
          const json = await answerJson();
          // Kept as bytes: Express would encode the same text again for every visitor.
          return { body: Buffer.from(json, 'utf8'), etag: weakEtagOf(json) };
        });
        // The validator too is computed once: Express would hash the same body again for every visitor.
        sendJson(req, res, shared.body, shared.etag);
        return;
      }
      sendJson(req, res, await answerJson());
    },
  };
}

/**
 * The polling lane's side of a polled route: the guard's decision taken again on the session
 * (a room pass for this call's session is its member), the input parsed, the handler run, and its
 * answer's JSON with its validator. Null when the guard or the input refuses: the chain answers
 * those, with its own 400, 401 or 403. The last answer's bytes are kept while the handler returns
 * the same data (a crowd reads one state between two changes): checked and encoded once per change.
 */
function polledAnswers<I extends z.ZodType, O extends z.ZodType, A extends AccessKey>(
  endpoint: Endpoint<I, O>,
  handling: PolledRouteHandling<I, O, A>,
): NonNullable<ApiRoute['polled']> {
  let last: { answered: unknown; answer: PolledAnswer } | null = null;
  return async (ctx: ServiceContext, params: Record<string, string>, session: LoadedSession) => {
    const roomPass = handling.roomPass;
    const user = roomPass ? userInRoom(session, readId(params[roomPass.eventIdField])) : session.user;
    if (!user) return null;
    const principal: Principal = { role: user.role, subRole: user.subRole };
    if (!isAllowed(handling.access, principal)) return null;
    const parsed = endpoint.input.safeParse(params);
    if (!parsed.success) return null;
    const answered = await handling.handle({ ctx, input: parsed.data, user, principal });
    if (!last || !sameValues(last.answered, answered)) {
      const json = JSON.stringify(checkedAnswer(ctx.logger, endpoint, answered));
      last = { answered, answer: { json, bytes: Buffer.byteLength(json, 'utf8'), etag: weakEtagOf(json) } };
    }
    return last.answer;
  };
}

/** The same keys holding the same values (the same objects: a polled handler never changes what it returned in place). */
function sameValues(before: unknown, now: unknown): boolean {
  if (before === now) return true;
  if (!isRecord(before) || !isRecord(now)) return false;
  const keys = Object.keys(now);
  return keys.length === Object.keys(before).length && keys.every((key) => Object.is(before[key], now[key]));
}

/**
 * A JSON answer as Express's `send` writes it, without two costs it adds to every answer: the
 * validator is computed only where a browser can use it (GET and HEAD: a 304 when it holds the same
 * answer), never a hash of a POST's answer, and a text stays text, so that node writes the head and
 * the body in one go (`send` turns it into bytes, written apart: a tenth of a quiz burst's time).
 */
function sendJson(req: Request, res: Response, body: string | Buffer, etag?: string): void {
  if (req.method === 'GET' || req.method === 'HEAD') {
    res.setHeader('ETag', etag ?? weakEtagOf(body));
    // Express's freshness rule (the request's If-None-Match against this ETag, for a 2xx answer).
    if (req.fresh) {
      for (const name of ['Content-Type', 'Content-Length', 'Transfer-Encoding']) res.removeHeader(name);
      res.status(304).end();
      return;
    }
  }
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/** Express's own weak validator for a JSON body (W/"length-hash"), so a conditional GET answers 304 alike. */
function weakEtagOf(body: string | Buffer): string {
  const hash = crypto.createHash('sha1').update(body).digest('base64').slice(0, 27);
  return `W/"${Buffer.byteLength(body).toString(16)}-${hash}"`;
}

/** The answer as its endpoint declares it: a key it does not declare (a hash, a password) never leaves; a mismatch is a logged 500. */
export function checkedAnswer(logger: Logger, endpoint: Endpoint, answer: unknown): unknown {
  const checked = endpoint.output.safeParse(answer);
  if (checked.success) return checked.data;
  logger.error('answer does not match its endpoint', {
    method: endpoint.method,
    path: endpoint.path,
    problem: describeZodError(checked.error),
    issues: checked.error.issues.slice(0, 5).map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  });
  throw new HttpError(500, INTERNAL_ERROR, 'internal');
}
