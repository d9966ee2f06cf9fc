import { formEndpoints, formFields, pathParamNames, type AccessKey } from '@canal/contracts';
import { badRequest, HttpError } from '../http/HttpError';
import { receiveUpload } from '../uploads/receiveUpload';
import type { ApiRoute } from '../routes/ApiRoute';
import { defineRoute, type RouteCall } from '../routes/defineRoute';
import type { FormModule } from './FormModule';
import { buildDefinition } from './buildDefinition';
import { formCall } from './formCall';
import { handleFormPost } from './handleFormPost';
import { verifyCaptchaPayload } from './captcha';

/** The addresses a form answers at: without id (create, or a form without record) and with one. */
function variants(module: FormModule): Array<{ withId: boolean; access: AccessKey }> {
  if (module.idMode === 'self' || module.idMode === 'none') return [{ withId: false, access: module.access }];
  const withId = { withId: true, access: module.access };
  if (module.idMode === 'required' || !module.createAccess) return [withId];
  return [{ withId: false, access: module.createAccess }, withId];
}

/** A path whose parents' ids are 1, for the permission test ('/api/quiz/edit/:eventId' -> '/api/quiz/edit/1'). */
const sampleOf = (path: string) => path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '1');

/** The posted fields without the parents' ids of the address (a form under a session: its eventId), which are no fields. */
function postedFields(module: FormModule, fields: Record<string, unknown>): Record<string, unknown> {
  const parents = new Set(pathParamNames(module.postPath ?? module.fetchPath));
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !parents.has(key)));
}

/**
 * A form declared once: GET {fetchPath}[/{id}] answers { form: 'complete', data: FormDefinition },
 * POST {postPath}[/{id}] answers FormPostResponse (the endpoints of `formEndpoints(module)`).
 * Creating (no id) needs `createAccess`. A form under a parent record ('/api/quiz/edit/:eventId')
 * receives the parent's id in `call.parents`.
 */
export function defineFormModule(module: FormModule): ApiRoute[] {
  const uploads = module.uploads ? [uploadRoute(module)] : [];
  return [...uploads, ...variants(module).flatMap(({ withId, access }) => formRoutes(module, withId, access))];
}

export const UPLOAD_PROOF_MISSING = 'La vérification anti-robot du fichier a échoué : merci de l’envoyer de nouveau.';

/**
 * POST {fetchPath}/upload?f={fieldId}[&m=1]: one file of an upload field, checked against the field.
 * A form that needs a captcha is open to robots: each of its uploads needs a proof of its own
 * (`captcha`, solved by the upload field before it sends, see the field's `proofUrl`), used once.
 */
function uploadRoute(module: FormModule): ApiRoute {
  return defineRoute(formEndpoints(module).upload)({
    samplePath: `${sampleOf(module.fetchPath)}/upload?f=file`,
    access: module.access,
    // Data URLs: the body may reach MAX_UPLOAD_KB, read only after the guard and the CSRF check.
    upload: true,
    async handle(route) {
      const { f, m: _oneOfMany, captcha, dataURL, fileName, fileType, fileSize } = route.input;
      const file = { dataURL, fileName, fileType, fileSize };
      const address = { idMode: module.idMode === 'self' ? ('self' as const) : ('none' as const), fetchPath: module.fetchPath };
      const call = formCall(address, route, { id: null, view: undefined, body: null });
      if (module.captcha?.(call) && !(await verifyCaptchaPayload(route.ctx, captcha ?? null))) throw new HttpError(403, UPLOAD_PROOF_MISSING, 'captcha');
      const field = formFields(await module.groups(call)).find((candidate) => candidate.id === f);
      if (!field || (field.type !== 'upload' && field.type !== 'File') || field.disabled || field.static) {
        throw badRequest(`Champ de fichier inconnu : « ${f.slice(0, 40)} ».`);
      }
      return { file: await receiveUpload(call, { form: module.name, field }, file) };
    },
  });
}

function formRoutes(module: FormModule, withId: boolean, access: AccessKey): ApiRoute[] {
  const endpoints = formEndpoints(module);
  const definition = async (route: RouteCall, id: number | null, view: string | undefined) => ({
    form: 'complete' as const,
    data: await buildDefinition(module, formCall(module, route, { id, view, body: null })),
  });
  const post = (route: RouteCall, id: number | null, view: string | undefined, body: Record<string, unknown>) =>
    handleFormPost(module, formCall(module, route, { id, view, body }), body, (payload) => verifyCaptchaPayload(route.ctx, payload));

  const fetchPath = sampleOf(module.fetchPath);
  const postPath = sampleOf(module.postPath ?? module.fetchPath);
  if (!withId) {
    return [
      defineRoute(endpoints.fetch)({ samplePath: fetchPath, access, handle: (route) => definition(route, null, route.input.view) }),
      defineRoute(endpoints.post)({
        samplePath: postPath,
        access,
        // The record, its history row, its mails and the files it lets go of: committed together.
        transactional: true,
        handle: (route) => {
          const { view, ...fields } = route.input;
          return post(route, null, view, postedFields(module, fields));
        },
      }),
    ];
  }
  return [
    defineRoute(endpoints.fetchWithId)({ samplePath: `${fetchPath}/1`, access, handle: (route) => definition(route, route.input.id, route.input.view) }),
    defineRoute(endpoints.postWithId)({
      samplePath: `${postPath}/1`,
      access,
      transactional: true,
      handle: (route) => {
        const { id, view, ...fields } = route.input;
        return post(route, id, view, postedFields(module, fields));
      },
    }),
  ];
}
