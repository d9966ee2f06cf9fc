import type { Request } from 'express';
import { VISITOR } from '@canal/contracts';
import type { ServiceContext } from '../ServiceContext';
import type { ListCall } from './ListModule';

export function listCall(ctx: ServiceContext, req: Request): ListCall {
  return { ctx, req, user: req.canalSession?.user ?? null, principal: req.principal ?? VISITOR };
}
