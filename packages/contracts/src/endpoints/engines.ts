import { z } from 'zod';
import { formFetchResponseSchema, formPostResponseSchema, uploadedFileSchema } from '../forms/formTypes';
import { bulkResponseSchema, listResponseSchema } from '../lists/listTypes';
import { defineEndpoint, defineFileEndpoint } from './defineEndpoint';

/**
 * The calls of the server-driven forms and lists (spec 001 section 7). Their addresses come from
 * the server (a form's postUrl, a list's filter_url, a module's base): the browser calls them at
 * that address (`callEndpoint(endpoint, input, { url })`), the input holding the query or body
 * only, and reads every answer with these schemas. The paths name the spec's generic shape.
 */

/** A module's own fields: which ones and how they are checked is the module's declaration, on the server. */
const moduleFields = z.record(z.string(), z.unknown());

/** GET {module}/edit[/{id}][?view=]: the form definition. */
export const formDefinition = defineEndpoint({
  method: 'get',
  path: '/api/:module/edit',
  input: z.object({ view: z.string().optional() }),
  output: formFetchResponseSchema,
});

/** POST {postUrl}: the form's values (fsubmit, fields, precisions, captcha). */
export const formPost = defineEndpoint({
  method: 'post',
  path: '/api/:module/edit',
  input: moduleFields,
  output: formPostResponseSchema,
});

/** POST {action.url}: a form's 'post' bottom action (activate, block...); the answer's `statusKey` field says 'complete'. */
export const formAction = defineEndpoint({
  method: 'post',
  path: '/api/:module/:action',
  input: moduleFields,
  output: z.looseObject({ log: z.string().optional() }),
});

/** POST {field.url}[&m=1]: one file of an upload field, read by the browser as a data URL (spec 000 section 7). */
export const formUpload = defineEndpoint({
  method: 'post',
  path: '/api/:module/upload',
  input: z.object({ dataURL: z.string(), fileName: z.string(), fileType: z.string(), fileSize: z.string(), captcha: z.string().optional() }),
  output: z.object({ file: uploadedFileSchema }),
});

/** A choice as lookups and async filters answer it: a label, or the older `text`. */
const answeredOption = z.object({
  value: z.union([z.string(), z.number()]),
  label: z.union([z.string(), z.number()]).optional(),
  text: z.union([z.string(), z.number()]).optional(),
});
export const optionsAnswerSchema = z.object({ status: z.string().optional(), data: z.object({ options: z.array(answeredOption) }) });
export type OptionsAnswer = z.infer<typeof optionsAnswerSchema>;

/** POST {field.externalValues}: suggestions for the text typed in an autocomplete field. */
export const formLookup = defineEndpoint({
  method: 'post',
  path: '/api/:module/lookup',
  input: z.object({ ac: z.string(), aid: z.string() }),
  output: optionsAnswerSchema,
});

/** GET /api/forms/captcha: an ALTCHA (v2) proof-of-work challenge for the Captcha field. */
export const captchaChallenge = defineEndpoint({
  method: 'get',
  path: '/api/forms/captcha',
  input: z.object({}),
  output: z.object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      memoryCost: z.number().optional(),
      parallelism: z.number().optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().optional(),
    codeChallenge: z.object({ image: z.string(), audio: z.string().optional(), length: z.number().optional() }).optional(),
  }),
});

/** GET {module}/list?pp&pl&sf&sw&ff&fv&{alias}: one page of a list. */
export const listPage = defineEndpoint({
  method: 'get',
  path: '/api/:module/list',
  input: z.record(z.string(), z.string()),
  output: listResponseSchema,
});

/** POST {module}/delete with id: 'deleted: complete'. */
export const listDelete = defineEndpoint({
  method: 'post',
  path: '/api/:module/delete',
  input: z.object({ id: z.union([z.string(), z.number()]) }),
  output: z.object({ deleted: z.literal('complete') }),
});

/** GET {filter_url}?q=: the choices of a SelectAsync filter (20 at most). */
export const listFilterOptions = defineEndpoint({
  method: 'get',
  path: '/api/:module/options',
  input: z.object({ q: z.string() }),
  output: optionsAnswerSchema,
});

/** POST {bulk action url} with ids (JSON): the rows changed and those refused with why. */
export const listBulk = defineEndpoint({
  method: 'post',
  path: '/api/:module/bulk/:action',
  input: z.object({ ids: z.array(z.union([z.string(), z.number()])) }),
  output: bulkResponseSchema,
  encoding: 'json',
});

/** GET /cache/{kind}/{id}/{file}: an uploaded public file (spec 000 section 7 'Thumbnails'); private kinds have guarded routes of their own. */
export const cacheFile = defineFileEndpoint({
  path: '/cache/:kind/:id/:file',
  input: z.strictObject({ kind: z.string().max(40), id: z.string().max(40), file: z.string().max(200) }),
});
