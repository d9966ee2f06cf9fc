import { z } from 'zod';
import { formFetchResponseSchema, formPostResponseSchema, uploadedFileSchema } from '../forms/formTypes';
import { idSchema } from '../ids';
import { bulkResponseSchema, deleteResponseSchema, listResponseSchema } from '../lists/listTypes';
import { defineEndpoint, defineFileEndpoint, pathParamNames } from './defineEndpoint';
import { optionsAnswerSchema } from './engines';

/**
 * The endpoints of one server-driven form or list, at the module's own addresses. The server
 * declares a module once (services/core defineFormModule / defineListModule) and serves these;
 * the answers share the generic schemas of `engineApi`. What a module's fields and filters accept
 * is the module's declaration, checked on the server, so those inputs stay open records here.
 */

/** `?view=`: the variant of a form (registration: rpps, adeli, norpps). */
const formView = z
  .string()
  .regex(/^[A-Za-z0-9_-]{0,40}$/, 'Vue de formulaire invalide.')
  .optional();

/**
 * Where a form lives: GET {fetchPath}[/{id}] and POST {postPath}[/{id}] (postPath defaults to fetchPath).
 * A form under a parent record names it in its path ('/api/quiz/edit/:eventId'): each such
 * parameter is an id, handed to the server's module with the form's own id (FormCall.parents).
 */
export interface FormAddress {
  fetchPath: string;
  postPath?: string;
}

/** The ids a form's path names before its own ('/api/quiz/edit/:eventId' -> eventId), each read as an id. */
function parentIdSchemas(path: string): Record<string, typeof idSchema> {
  return Object.fromEntries(pathParamNames(path).map((name) => [name, idSchema]));
}

export function formEndpoints(form: FormAddress) {
  const postPath = form.postPath ?? form.fetchPath;
  const parents = parentIdSchemas(form.fetchPath);
  const postParents = parentIdSchemas(postPath);
  return {
    /** GET {fetchPath}[?view=]: the definition, to create a record (or of a form without record). */
    fetch: defineEndpoint({ method: 'get', path: form.fetchPath, input: z.object({ ...parents, view: formView }), output: formFetchResponseSchema }),
    /** GET {fetchPath}/{id}[?view=]: the definition and values of one record. */
    fetchWithId: defineEndpoint({
      method: 'get',
      path: `${form.fetchPath}/:id`,
      input: z.object({ ...parents, id: idSchema, view: formView }),
      output: formFetchResponseSchema,
    }),
    /** POST {postPath}[?view=]: fsubmit, the fields, the precision answers, the captcha. */
    post: defineEndpoint({ method: 'post', path: postPath, input: z.looseObject({ ...postParents, view: formView }), output: formPostResponseSchema }),
    /** POST {postPath}/{id}[?view=]: the same for one record. */
    postWithId: defineEndpoint({
      method: 'post',
      path: `${postPath}/:id`,
      input: z.looseObject({ ...postParents, id: idSchema, view: formView }),
      output: formPostResponseSchema,
    }),
    /** POST {fetchPath}/upload?f={fieldId}[&m=1]: one file of an upload field, as a data URL (spec 000 section 7). */
    upload: defineEndpoint({
      method: 'post',
      path: `${form.fetchPath}/upload`,
      input: z.strictObject({
        ...parents,
        f: z.string().min(1).max(100),
        m: z.literal('1').optional(),
        dataURL: z.string().min(1),
        fileName: z.string().min(1).max(255),
        fileType: z.string().max(100),
        fileSize: z.string().regex(/^[0-9]{1,12}$/, 'nombre d’octets attendu'),
        /** A solved challenge of the field's `proofUrl`, when it has one. */
        captcha: z.string().max(4000).optional(),
      }),
      output: z.object({ file: uploadedFileSchema }),
    }),
  };
}

/**
 * A list under {basePath}: GET list (pp, pl, sf, sw, ff, fv and the module's filter aliases),
 * POST delete, GET filter/{alias} for a SelectAsync filter, GET export?format=csv|xlsx (a file, with
 * the list's own query; its address comes in the list's `exportUrl`).
 */
export function listEndpoints(basePath: string) {
  return {
    page: defineEndpoint({ method: 'get', path: `${basePath}/list`, input: z.record(z.string(), z.unknown()), output: listResponseSchema }),
    export: defineFileEndpoint({
      path: `${basePath}/export`,
      input: z.looseObject({ format: z.enum(['csv', 'xlsx'], { error: 'Format d’export invalide : csv ou xlsx.' }) }),
    }),
    remove: defineEndpoint({
      method: 'post',
      path: `${basePath}/delete`,
      input: z.strictObject({ id: idSchema }),
      output: deleteResponseSchema,
    }),
    filterOptions: (alias: string) =>
      defineEndpoint({
        method: 'get',
        path: `${basePath}/filter/${alias}`,
        input: z.strictObject({ q: z.string().max(200).optional(), _: z.string().optional() }),
        output: optionsAnswerSchema,
      }),
    bulk: (name: string) =>
      defineEndpoint({
        method: 'post',
        path: `${basePath}/bulk/${name}`,
        input: z.strictObject({
          ids: z
            .array(idSchema, { error: 'Sélectionnez au moins une ligne.' })
            .min(1, 'Sélectionnez au moins une ligne.')
            .max(500, '500 lignes au plus à la fois.'),
        }),
        output: bulkResponseSchema,
        encoding: 'json',
      }),
  };
}
