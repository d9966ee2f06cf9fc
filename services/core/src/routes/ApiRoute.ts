import type { Request, Response } from 'express';
import type { AccessKey } from '@canal/contracts';
import type { ServiceContext } from '../ServiceContext';

/**
 * One API procedure: its address, who may call it (a key of the contracts' permission table)
 * and its handler. Services list their routes; the permission test walks the same lists.
 */
export interface ApiRoute {
  method: 'get' | 'post';
  /** Express path, from the site root: '/api/live/:id'. */
  path: string;
  access: AccessKey;
  /** Path used by the permission test when `path` has parameters. */
  samplePath?: string;
  handle(ctx: ServiceContext, req: Request, res: Response): Promise<void> | void;
}

export const defineRoute = (route: ApiRoute): ApiRoute => route;
