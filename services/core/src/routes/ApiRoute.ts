import type { Request, Response } from 'express';
import type { AccessKey, Endpoint, FileEndpoint } from '@canal/contracts';
import type { ServiceContext } from '../ServiceContext';
import type { RoomPassRule } from '../sessions/roomPass';
import type { LoadedSession } from '../sessions/sessionStore';

/**
 * A polled route's answer as the lane sends it: the JSON, its length in bytes and its weak validator
 * (Express's own). Text rather than bytes: node then sends the head and the body in one write.
 */
export interface PolledAnswer {
  json: string;
  bytes: number;
  etag: string;
}

/**
 * One API procedure as the service app mounts it: its address, who may call it (a key of the
 * contracts' permission table) and its Express-level handler. Services list their routes; the
 * permission test, the fuzz test and the gateway's routing table walk the same lists.
 * Build one with `defineRoute` (a JSON answer, typed by its endpoint) or `defineFileRoute` (a file).
 */
export interface ApiRoute {
  method: 'get' | 'post';
  /** Express path, from the site root: '/api/live/:id'. */
  path: string;
  access: AccessKey;
  /** Path used by the permission test when `path` has parameters. */
  samplePath?: string;
  /** The contracts' declaration this route serves: a JSON endpoint, or a file endpoint (downloads, exports, media). */
  endpoint: Endpoint | FileEndpoint;
  /**
   * A file upload (data URLs): its body may reach MAX_UPLOAD_KB instead of MAX_BODY_KB, and is read
   * only after the guard and the CSRF check (the token then travels in the X-CSRF-Token header).
   */
  upload?: boolean;
  /**
   * Why this POST needs no CSRF token, when it does not: a call that changes nothing and keeps
   * nothing (the speed test's upload sink, which LibreSpeed's own client posts to without a token),
   * or one that carries its own signature (a marketing mail's RFC 8058 one-click unsubscribe).
   * Only a file route may say so, with its reason; every other POST is checked.
   */
  csrfExempt?: string;
  /** A call of the live room: a room pass (sessions/roomPass.ts) for the session its input names is let in as its member. */
  roomPass?: RoomPassRule;
  /**
   * A polled GET (defineRoute's `polled: true`): what the polling lane (http/pollingLane.ts) sends a
   * logged-in caller, from the path's parameters; null when the guard or the input refuses (the
   * full chain then answers). Throws what the handler throws (the chain answers that too).
   */
  polled?: (ctx: ServiceContext, params: Record<string, string>, session: LoadedSession) => Promise<PolledAnswer | null>;
  handle(ctx: ServiceContext, req: Request, res: Response): Promise<void> | void;
}
