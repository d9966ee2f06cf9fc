import { computeActiveCategories, endpointUrl, engineApi, formFields, type FormDefinition, type FormValues } from '@canal/contracts';
import { notFound } from '../http/HttpError';
import type { FormCall, FormModule } from './FormModule';
import { emptyValue } from './emptyValue';

/** Where the form's captcha and its uploads' proofs get their challenges (captchaRoute). */
const CAPTCHA_CHALLENGE_URL = engineApi.captchaChallenge.path;

/** A path of the form with its parents' ids filled in ('/api/quiz/edit/:eventId' -> '/api/quiz/edit/12'). */
const under = (path: string, call: Pick<FormCall, 'parents'>) => endpointUrl({ path }, call.parents);

export function postUrlOf(module: FormModule, call: FormCall): string {
  const base = under(module.postPath ?? module.fetchPath, call);
  const withId = module.idMode !== 'self' && module.idMode !== 'none' && call.id !== null ? `${base}/${call.id}` : base;
  return call.view ? `${withId}?view=${encodeURIComponent(call.view)}` : withId;
}

export const uploadUrlOf = (module: FormModule, call: Pick<FormCall, 'parents'>, fieldId: string) =>
  `${under(module.fetchPath, call)}/upload?f=${encodeURIComponent(fieldId)}`;

/** GET {fetchPath}[/{id}]: the groups, the values (stored, else defaults), categories, actions. */
export async function buildDefinition(module: FormModule, call: FormCall): Promise<FormDefinition> {
  const groups = await module.groups(call);
  const stored = await module.load(call);
  if (!stored) throw notFound();
  const values: FormValues = {};
  for (const field of formFields(groups)) if (!field.static) values[field.id] = stored[field.id] ?? emptyValue(field);
  const activeCategories = computeActiveCategories(groups, values, module.baseCategories?.(call) ?? []);
  const captcha = module.captcha?.(call) ?? false;
  const fields = groups.map((group) => ({
    ...group,
    items: group.items.map((field) => {
      if ((field.type !== 'upload' && field.type !== 'File') || !module.uploads) return field;
      // A form open to robots: each upload comes with a proof of work of its own (see uploadRoute).
      return { ...field, ...(field.url ? {} : { url: uploadUrlOf(module, call, field.id) }), ...(captcha ? { proofUrl: CAPTCHA_CHALLENGE_URL } : {}) };
    }),
  }));
  return {
    module: module.name,
    fsubmit: `${module.name}_form`,
    postUrl: postUrlOf(module, call),
    id: call.id,
    title: module.title?.(call),
    fields,
    values,
    linkMap: (await module.linkMap?.(call)) ?? {},
    bottomActions: module.bottomActions?.(call, values) ?? [{ name: 'submit', label: 'Enregistrer', type: 'submit' }],
    readOnly: module.readOnly?.(call, values) ?? false,
    activeCategories,
    captcha: captcha ? { challengeUrl: CAPTCHA_CHALLENGE_URL } : null,
    afterEdit: module.afterEdit,
    successMessage: module.successMessage,
    redirect: module.redirect?.(call),
  };
}
