import { pathParamNames } from '@canal/contracts';
import { notConnected } from '../http/HttpError';
import type { RouteCall } from '../routes/defineRoute';
import type { FormCall, FormModule } from './FormModule';

/** Where the call points: the path's id (already parsed), the `?view=`, and the posted fields. */
export interface FormCallAddress {
  id: number | null;
  view: string | undefined;
  body: Record<string, unknown> | null;
}

/** The parent ids a form's path names, as the route's input parsed them ('/api/quiz/edit/:eventId' -> { eventId: 12 }). */
export function formParents(module: Pick<FormModule, 'fetchPath'>, input: unknown): Record<string, number> {
  const parents: Record<string, number> = {};
  if (typeof input !== 'object' || input === null) return parents;
  for (const name of pathParamNames(module.fetchPath)) {
    const value: unknown = Reflect.get(input, name);
    if (typeof value === 'number') parents[name] = value;
  }
  return parents;
}

/** Who asks for which record: the path's id, or the caller's own for a 'self' form. */
export function formCall(module: Pick<FormModule, 'idMode' | 'fetchPath'>, route: RouteCall, at: FormCallAddress): FormCall {
  const { ctx, user, principal } = route;
  const base = {
    ctx,
    user,
    principal,
    view: at.view || null,
    body: at.body,
    parents: formParents(module, route.input),
    clientAddress: route.reply.clientAddress,
    uploadHolder: route.reply.uploadHolder(),
    cookie: (name: string) => route.reply.cookie(name),
  };
  if (module.idMode === 'self') {
    if (!user) throw notConnected();
    return { ...base, id: user.id };
  }
  if (module.idMode === 'none') return { ...base, id: null };
  return { ...base, id: at.id };
}
