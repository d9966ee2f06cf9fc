import { UTM_COOKIE } from '../utm/utmAttribution';
import { notConnected } from '../http/HttpError';
import type { RouteCall } from '../routes/defineRoute';
import type { FormCall, FormModule } from './FormModule';

/** Where the call points: the path's id (already parsed), the `?view=`, and the posted fields. */
export interface FormCallAddress {
  id: number | null;
  view: string | undefined;
  body: Record<string, unknown> | null;
}

/** Who asks for which record: the path's id, or the caller's own for a 'self' form. */
export function formCall(module: Pick<FormModule, 'idMode'>, route: RouteCall, at: FormCallAddress): FormCall {
  const { ctx, user, principal } = route;
  const base = {
    ctx,
    user,
    principal,
    view: at.view || null,
    body: at.body,
    clientAddress: route.reply.clientAddress,
    uploadHolder: route.reply.uploadHolder(),
    utmCookie: route.reply.cookie(UTM_COOKIE),
  };
  if (module.idMode === 'self') {
    if (!user) throw notConnected();
    return { ...base, id: user.id };
  }
  if (module.idMode === 'none') return { ...base, id: null };
  return { ...base, id: at.id };
}
