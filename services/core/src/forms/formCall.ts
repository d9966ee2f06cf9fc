import type { Request } from 'express';
import { ID_MESSAGE, idSchema, VISITOR } from '@canal/contracts';
import { badRequest, notConnected } from '../http/HttpError';
import type { ServiceContext } from '../ServiceContext';
import type { FormCall, FormModule } from './FormModule';

function pathId(raw: unknown): number | null {
  if (raw === undefined) return null;
  const parsed = idSchema.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? ID_MESSAGE);
  return parsed.data;
}

function readView(raw: unknown): string | null {
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string' || !/^[A-Za-z0-9_-]{1,40}$/.test(raw)) throw badRequest('Vue de formulaire invalide.');
  return raw;
}

/** Who asks for which record: the path's id, or the caller's own for a 'self' form. */
export function formCall(module: FormModule, ctx: ServiceContext, req: Request): FormCall {
  const user = req.canalSession?.user ?? null;
  const principal = req.principal ?? VISITOR;
  const view = readView(req.query.view);
  if (module.idMode === 'self') {
    if (!user) throw notConnected();
    return { ctx, req, id: user.id, view, user, principal };
  }
  if (module.idMode === 'none') return { ctx, req, id: null, view, user, principal };
  const params = req.params as Record<string, string | undefined>;
  return { ctx, req, id: pathId(params.id), view, user, principal };
}
