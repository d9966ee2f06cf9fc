import type { Request, Response } from 'express';
import type { AccessKey, Endpoint, FileEndpoint } from '@canal/contracts';
import type { ServiceContext } from '../ServiceContext';
import type { RoomPassRule } from '../sessions/roomPass';

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
   * nothing (the speed test's upload sink, which LibreSpeed's own client posts to without a token).
   * Only a file route may say so, with its reason; every other POST is checked.
   */
  csrfExempt?: string;
  /** A call of the live room: a room pass (sessions/roomPass.ts) for the session its input names is let in as its member. */
  roomPass?: RoomPassRule;
  handle(ctx: ServiceContext, req: Request, res: Response): Promise<void> | void;
}
