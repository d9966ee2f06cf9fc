import type { Request } from 'express';
import { VISITOR } from '@canal/contracts';
import type { ServiceContext } from '../ServiceContext';
import type { ListCall } from './ListModule';
import '../http/requestTypes';

/** Who asks, from the request: for the export, which answers a file and so reads its request itself. */
export function listCallOf(ctx: ServiceContext, req: Request): ListCall {
  return { ctx, user: req.canalSession?.user ?? null, principal: req.principal ?? VISITOR };
}
