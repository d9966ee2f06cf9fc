import { z } from 'zod';
import { formFields, type AccessKey } from '@canal/contracts';
import { badRequest } from '../http/HttpError';
import { parseInput } from '../http/parseInput';
import { receiveUpload } from '../uploads/receiveUpload';
import type { ApiRoute } from '../routes/ApiRoute';
import { defineRoute } from '../routes/defineRoute';
import type { FormModule } from './FormModule';
import { buildDefinition } from './buildDefinition';
import { formCall } from './formCall';
import { handleFormPost } from './handleFormPost';
import { verifyCaptchaPayload } from './captcha';

interface Variant {
  suffix: string;
  access: AccessKey;
}

function variants(module: FormModule): Variant[] {
  if (module.idMode === 'self' || module.idMode === 'none') return [{ suffix: '', access: module.access }];
  const withId: Variant = { suffix: '/:id', access: module.access };
  if (module.idMode === 'required' || !module.createAccess) return [withId];
  return [{ suffix: '', access: module.createAccess }, withId];
}

/**
 * A form declared once: GET {fetchPath}[/{id}] answers { form: 'complete', data: FormDefinition },
 * POST {postPath}[/{id}] answers FormPostResponse. Creating (no id) needs `createAccess`.
 */
export function defineFormModule(module: FormModule): ApiRoute[] {
  const postPath = module.postPath ?? module.fetchPath;
  const uploads = module.uploads ? [uploadRoute(module)] : [];
  return [...uploads, ...formRoutes(module, postPath)];
}

/** POST {fetchPath}/upload?f={fieldId}[&m=1]: one file of an upload field, checked against the field. */
function uploadRoute(module: FormModule): ApiRoute {
  return defineRoute({
    method: 'post',
    path: `${module.fetchPath}/upload`,
    samplePath: `${module.fetchPath}/upload?f=file`,
    access: module.access,
    async handle(ctx, req, res) {
      const { f } = parseInput(uploadQuerySchema, req.query);
      const call = formCall({ ...module, idMode: module.idMode === 'self' ? 'self' : 'none' }, ctx, req);
      const field = formFields(await module.groups(call)).find((candidate) => candidate.id === f);
      if (!field || (field.type !== 'upload' && field.type !== 'File') || field.disabled || field.static) {
        throw badRequest(`Champ de fichier inconnu : « ${f.slice(0, 40)} ».`);
      }
      res.json({ file: await receiveUpload(ctx, field, req.body) });
    },
  });
}

const uploadQuerySchema = z.strictObject({ f: z.string().min(1).max(100), m: z.literal('1').optional() });

function formRoutes(module: FormModule, postPath: string): ApiRoute[] {
  return variants(module).flatMap(({ suffix, access }) => [
    defineRoute({
      method: 'get',
      path: `${module.fetchPath}${suffix}`,
      samplePath: suffix ? `${module.fetchPath}/1` : undefined,
      access,
      async handle(ctx, req, res) {
        const data = await buildDefinition(module, formCall(module, ctx, req));
        res.json({ form: 'complete', data });
      },
    }),
    defineRoute({
      method: 'post',
      path: `${postPath}${suffix}`,
      samplePath: suffix ? `${postPath}/1` : undefined,
      access,
      async handle(ctx, req, res) {
        const answer = await handleFormPost(module, formCall(module, ctx, req), req.body, (payload) => verifyCaptchaPayload(ctx, payload));
        res.json(answer);
      },
    }),
  ]);
}
