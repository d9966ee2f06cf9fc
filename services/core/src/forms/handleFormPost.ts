import {
  computeActiveCategories,
  FORM_INCOMPLETE_MESSAGE,
  formFields,
  validateForm,
  validatePrecision,
  type FormField,
  type FormPostResponse,
  type FormValues,
  type RequiredPrecision,
} from '@canal/contracts';
import { badRequest, HttpError, notFound } from '../http/HttpError';
import type { FormCall, FormModule, FormSaved, PrecisionAnswers } from './FormModule';
import { changedFields, recordChange } from '../audit/recordChange';
import { activeEditableFields, isEditable } from './editableFields';
import { publicDataChanged } from '../cache/publicDataCache';
import { emptyValue } from './emptyValue';
import { optionProblems } from './optionProblems';
import { readPostedValues } from './readPostedValues';
import { temporaryUploadProblems } from '../uploads/temporaryUploadClaims';

/** A post whose fields failed: 400 with the form envelope, the per-field messages and the form's message. */
export function incomplete(errors: Record<string, string>, requiredPrecisions?: RequiredPrecision[]): HttpError {
  return new HttpError(400, FORM_INCOMPLETE_MESSAGE, 'form_incomplete', { form: 'incomplete', data: { errors }, requiredPrecisions });
}

/** The values sent back after a save, without what was typed in password fields: a secret never travels back. */
function withoutSecrets(fields: readonly FormField[], values: FormValues): FormValues {
  const secret = new Set(fields.filter((field) => field.inputType === 'password').map((field) => field.id));
  return Object.fromEntries(Object.entries(values).filter(([id]) => !secret.has(id)));
}

function answersFor(
  precisions: RequiredPrecision[],
  posted: Record<string, string>,
): { answers: PrecisionAnswers; missing: boolean; errors: Record<string, string> } {
  const answers: PrecisionAnswers = {};
  const errors: Record<string, string> = {};
  let missing = false;
  for (const precision of precisions) {
    const answer = posted[precision.id];
    if (answer === undefined || answer.trim() === '') {
      missing = true;
      continue;
    }
    const problem = validatePrecision(precision, answer);
    if (problem) errors[precision.id] = problem;
    else answers[precision.id] = answer.trim();
  }
  return { answers, missing, errors };
}

/**
 * POST {postPath}[/{id}]: reads the body (unknown fields refused), checks fsubmit, the record and its
 * read-only flag, validates with the shared validators, asks the precisions, then saves.
 * Nothing is written unless every check passed.
 */
export async function handleFormPost(
  module: FormModule,
  call: FormCall,
  body: unknown,
  verifyCaptcha?: (payload: string | null) => Promise<boolean>,
): Promise<FormPostResponse> {
  const groups = await module.groups(call);
  const fields = formFields(groups);
  await module.guardPost?.(call);
  const flag = module.envelope ? `${module.envelope}_form` : null;
  const posted = await readPostedValues(fields, body, [...(module.extraFields ?? []), ...(flag ? [flag] : [])]);
  const named = posted.fsubmit === `${module.name}_form` || (flag !== null && posted.fsubmit === null && flag in posted.extras);
  if (!named) throw badRequest('Formulaire inconnu : le champ « fsubmit » ne correspond pas à ce formulaire.');

  const stored = await module.load(call);
  if (!stored) throw notFound();
  if (module.readOnly?.(call, stored)) throw new HttpError(403, 'Ce contenu est en lecture seule.', 'read_only');

  const values: FormValues = {};
  for (const field of fields) {
    if (field.static) continue;
    values[field.id] = isEditable(field) ? (posted.values[field.id] ?? emptyValue(field)) : (stored[field.id] ?? emptyValue(field));
  }
  const activeCategories = computeActiveCategories(groups, values, module.baseCategories?.(call) ?? []);
  const editable = activeEditableFields(groups, activeCategories);
  const errors = { ...optionProblems(editable, values), ...validateForm(groups, values, activeCategories) };
  if (module.captcha?.(call) && !(verifyCaptcha && (await verifyCaptcha(posted.captcha)))) {
    errors.captcha = 'Merci de valider le captcha.';
  }
  if (Object.keys(errors).length === 0 && module.check) Object.assign(errors, await module.check(call, values));
  // Uploads waiting under tmp/ are taken only by the session that sent them, for this form and field.
  if (Object.keys(errors).length === 0) Object.assign(errors, await temporaryUploadProblems(call, module.name, editable, values));
  if (Object.keys(errors).length > 0) throw incomplete(errors);

  const toSave: FormValues = Object.fromEntries(editable.map((field) => [field.id, values[field.id]]));
  const precisions = (await module.precisions?.(call, toSave)) ?? [];
  const { answers, missing, errors: precisionErrors } = answersFor(precisions, posted.precisions);
  if (Object.keys(precisionErrors).length > 0) throw incomplete(precisionErrors, precisions);
  if (missing) return { form: 'incomplete', requiredPrecisions: precisions };

  const saved = await module.save(call, toSave, answers);
  await recordFormChange(module, call, fields, stored, saved, toSave);
  await publicDataChanged(call.ctx, module.name);
  const status = saved.status ?? 'saved';
  return {
    form: status,
    ...(module.envelope && status === 'complete' ? { [module.envelope]: 'complete' as const } : {}),
    data: { ...saved.result, id: saved.id, values: withoutSecrets(fields, saved.values ?? toSave), activeCategories },
    ...(saved.log ? { log: saved.log } : {}),
  };
}

/**
 * The history row of a saved record (Django admin's history): the fields that differ between what
 * the form showed before and what it shows after the save, read back through the module's own load.
 */
async function recordFormChange(
  module: FormModule,
  call: FormCall,
  fields: FormField[],
  before: FormValues,
  saved: FormSaved,
  sent: FormValues,
): Promise<void> {
  if (module.idMode === 'none' || saved.id === null || saved.status === 'complete') return;
  const id = Number(saved.id);
  const after = (Number.isSafeInteger(id) ? await module.load({ ...call, id }) : null) ?? sent;
  const action = call.id === null ? 'create' : 'update';
  await recordChange(call.ctx, {
    user: call.user,
    module: module.name,
    itemId: saved.id,
    action,
    changes: changedFields(fields, action === 'create' ? {} : before, after),
  });
}
