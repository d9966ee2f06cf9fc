import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from '../router';
import {
  engineApi,
  FORM_INCOMPLETE_MESSAGE,
  formFields,
  isRequired,
  validateForm,
  type FormBottomAction,
  type FormDefinition,
  type FormPostData,
  type FormPostResponse,
  type FormValue,
  type FormValues,
  type RequiredPrecision,
} from '@canal/contracts';
import { App } from 'antd';
import { apiErrorOf, callEndpoint, UNKNOWN_ERROR } from '@canal/kit';
import type { FormValue as WireValue } from '@canal/kit';
import { activeCategoriesFor, baseCategoriesOf } from './formCategories';
import { buildPostBody, formUrl, wireValue } from './formPostBody';
import { isFieldShown } from './FormGroupBlock';
import { answerOutcome, formAnswerOfError } from './readFormAnswer';
import { SAVED_MESSAGE, savedRowState } from '../lists/savedRow';
import { useFormDefinition } from './useFormDefinition';
import { useLatestRef } from '../data/useLatestRef';

export type AfterEdit = 'log' | 'onFormComplete' | 'both';
export type FormPostState = 'idle' | 'running' | 'complete' | 'error';

export const DEFAULT_SUCCESS_MESSAGE = 'Vos modifications ont bien été enregistrées';
export const CAPTCHA_MISSING_MESSAGE = 'Veuillez compléter la vérification anti-robot.';

export interface DynamicFormOptions {
  /** GET `{fetchUrl}[/{id}][?view=]` gives the definition ('/api/account/edit'). */
  fetchUrl: string;
  /** POST `{postUrl}[/{id}][?view=]`; the definition's postUrl when absent. */
  postUrl?: string;
  /** The record edited; none when creating (or for a form about the logged-in user). */
  id?: number | string | null;
  view?: string;
  /** After a successful post: show the success message ('log'), call onFormComplete, or both. Default: the definition's, else 'log'. */
  afterEdit?: AfterEdit;
  successMessage?: string;
  /** After a successful post: the server's data, and the values that were posted (a registration logs in with them). */
  onFormComplete?(data: FormPostData, posted: FormValues): void;
  /** A post refused otherwise than field by field (a 429, a 500, the network): what the call threw, for pages that show their own box. */
  onPostFailure?(failure: unknown): void;
  /** Where to go after a successful post (else the definition's redirect, if any). */
  redirectTo?: string;
  /** Hide the form once posted (its success message stays when afterEdit includes 'log'). */
  hideOnComplete?: boolean;
  /** Body fields added to the post (the server module must accept them as extra fields). */
  extraFields?: Record<string, WireValue>;
  /** Called with each loaded definition (its title, module, readOnly...). */
  onLoaded?(definition: FormDefinition): void;
}

const without = (record: Record<string, string>, key: string) => {
  if (!(key in record)) return record;
  const { [key]: _removed, ...rest } = record;
  return rest;
};

/** The state and actions of a DynamicForm: definition, values, errors, post, precisions, bottom actions. */
export function useDynamicForm(options: DynamicFormOptions) {
  const navigate = useNavigate();
  const { definition, loadError, loadStatus, reload } = useFormDefinition(formUrl(options.fetchUrl, options.id, options.view));
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<FormPostState>('idle');
  const [postError, setPostError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [hidden, setHidden] = useState(false);
  const [precisions, setPrecisions] = useState<RequiredPrecision[] | null>(null);
  const [precisionErrors, setPrecisionErrors] = useState<Record<string, string>>({});
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  /** Counts the saves refused field by field: each one brings the first field in error into view. */
  const [refusedRound, setRefusedRound] = useState(0);
  const { message: notice } = App.useApp();
  const running = useRef(false);
  const latest = useLatestRef(options);

  useEffect(() => {
    if (!definition) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a newly loaded definition resets the whole form once, and onLoaded must run after it
    setValues(definition.values);
    setErrors({});
    setStatus('idle');
    setPostError(null);
    setSuccess(null);
    setHidden(false);
    setPrecisions(null);
    setAnswers({});
    latest.current.onLoaded?.(definition);
  }, [definition, latest]);

  /** Once every error is corrected, the 'incomplete' message goes too. */
  const hadErrors = useRef(false);
  useEffect(() => {
    const count = Object.keys(errors).length;
    if (count === 0 && hadErrors.current) setPostError((current) => (current === FORM_INCOMPLETE_MESSAGE ? null : current));
    hadErrors.current = count > 0;
  }, [errors]);

  const groups = useMemo(() => definition?.fields ?? [], [definition]);
  const base = useMemo(() => (definition ? baseCategoriesOf(groups, definition.activeCategories) : []), [definition, groups]);
  const activeCategories = useMemo(() => activeCategoriesFor(groups, values, base), [groups, values, base]);
  const hasRequired = useMemo(
    () => formFields(groups).some((field) => isFieldShown(field, activeCategories) && !field.static && !field.disabled && isRequired(field)),
    [groups, activeCategories],
  );
  const postAddress = definition ? (options.postUrl ? formUrl(options.postUrl, options.id, options.view) : definition.postUrl) : '';

  /** Editing a field keeps its new value and clears its error. */
  const setValue = useCallback((fieldId: string, value: FormValue) => {
    setValues((current) => ({ ...current, [fieldId]: value }));
    setErrors((current) => without(current, fieldId));
  }, []);

  const setProblem = useCallback((fieldId: string, message: string | null) => {
    setErrors((current) => (message ? { ...current, [fieldId]: message } : without(current, fieldId)));
  }, []);

  const solveCaptcha = useCallback((payload: string | null) => {
    setCaptcha(payload);
    if (!payload) return;
    setErrors((current) => without(current, 'captcha'));
    setPostError((current) => (current === CAPTCHA_MISSING_MESSAGE ? null : current));
  }, []);

  /** `log`: what the server adds to the success message for this save (a confirmation link sent...). */
  const complete = (data: FormPostData | undefined, log?: string) => {
    const settings = latest.current;
    setStatus('complete');
    setPrecisions(null);
    setAnswers({});
    if (data?.values) setValues((current) => ({ ...current, ...data.values }));
    const mode: AfterEdit = settings.afterEdit ?? definition?.afterEdit ?? 'log';
    const message = settings.successMessage ?? definition?.successMessage ?? DEFAULT_SUCCESS_MESSAGE;
    if (mode === 'log' || mode === 'both') setSuccess(log ? `${message}${/[.!?]$/.test(message) ? '' : '.'} ${log}` : message);
    if (mode === 'onFormComplete' || mode === 'both') settings.onFormComplete?.(data ?? {}, values);
    if (settings.hideOnComplete) setHidden(true);
    const redirect = settings.redirectTo ?? definition?.redirect;
    if (redirect) {
      // Leaving the form: the confirmation outlives it, and the list it goes to shows the saved row.
      void notice.success({ key: 'form-saved', content: SAVED_MESSAGE });
      void navigate(redirect, { state: savedRowState(data?.id ?? settings.id) });
    }
  };

  const handle = (answer: FormPostResponse) => {
    const outcome = answerOutcome(answer);
    if (outcome.kind === 'precisions') {
      setPrecisions(outcome.precisions);
      setPrecisionErrors(outcome.errors);
      setStatus('idle');
    } else if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      setPostError(outcome.log ?? FORM_INCOMPLETE_MESSAGE);
      setStatus('error');
      setRefusedRound((round) => round + 1);
    } else {
      complete(outcome.answer.data, outcome.answer.log);
    }
  };

  /** Validates, then posts; ignored while a post runs. */
  const submit = async (precisionAnswers: Record<string, string> = answers) => {
    if (!definition || definition.readOnly || running.current) return;
    const found = validateForm(groups, values, activeCategories);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setPostError(FORM_INCOMPLETE_MESSAGE);
      setStatus('error');
      setRefusedRound((round) => round + 1);
      return;
    }
    if ((definition.captcha || formFields(groups).some((field) => field.type === 'Captcha')) && !captcha) {
      setPostError(CAPTCHA_MISSING_MESSAGE);
      setStatus('error');
      return;
    }
    running.current = true;
    setStatus('running');
    setPostError(null);
    setSuccess(null);
    try {
      const body = buildPostBody(groups, values, {
        fsubmit: definition.fsubmit,
        extraFields: latest.current.extraFields,
        precisions: precisionAnswers,
        captcha,
      });
      handle(await callEndpoint(engineApi.formPost, body, { url: postAddress }));
    } catch (error) {
      const answer = formAnswerOfError(error);
      if (answer) handle(answer);
      else {
        setPostError(apiErrorOf(error));
        setStatus('error');
        latest.current.onPostFailure?.(error);
      }
    } finally {
      running.current = false;
      if (captcha) {
        setCaptcha(null);
        setCaptchaRound((round) => round + 1);
      }
    }
  };

  const answerPrecisions = (given: Record<string, string>) => {
    const merged = { ...answers, ...given };
    setAnswers(merged);
    setPrecisions(null);
    void submit(merged);
  };

  const cancelPrecisions = () => setPrecisions(null);

  /** A 'post' bottom action (activate, block...): its params plus the named fields' values. */
  const runPostAction = async (action: FormBottomAction) => {
    if (!action.url || running.current) return;
    running.current = true;
    setStatus('running');
    setPostError(null);
    setSuccess(null);
    try {
      const body: Record<string, WireValue> = { ...action.params };
      for (const fieldId of action.fields ?? []) {
        const field = formFields(groups).find((candidate) => candidate.id === fieldId || candidate.name === fieldId);
        body[field?.name ?? fieldId] = wireValue(values[field?.id ?? fieldId]);
      }
      const answer = await callEndpoint(engineApi.formAction, body, { url: action.url });
      if (answer[action.statusKey ?? 'status'] === 'complete') {
        setStatus('complete');
        if (action.redirect) void navigate(action.redirect);
        else reload();
      } else {
        setPostError(answer.log || UNKNOWN_ERROR);
        setStatus('error');
      }
    } catch (error) {
      setPostError(apiErrorOf(error));
      setStatus('error');
    } finally {
      running.current = false;
    }
  };

  return {
    definition,
    loadError,
    loadStatus,
    values,
    errors,
    status,
    postError,
    success,
    hidden,
    precisions,
    precisionErrors,
    answers,
    captchaRound,
    refusedRound,
    activeCategories,
    hasRequired,
    setValue,
    setProblem,
    solveCaptcha,
    submit,
    answerPrecisions,
    cancelPrecisions,
    runPostAction,
  };
}

export type DynamicFormState = ReturnType<typeof useDynamicForm>;
