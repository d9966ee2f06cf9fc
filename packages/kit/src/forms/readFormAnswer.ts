import { isAxiosError } from 'axios';
import { FORM_STATUSES, type FormPostResponse, type RequiredPrecision } from '@canal/contracts';

/** A body that has the shape of a form post answer (`form` is one of the statuses), else null. */
export function asFormAnswer(body: unknown): FormPostResponse | null {
  if (!body || typeof body !== 'object' || !('form' in body)) return null;
  const status = body.form;
  if (typeof status !== 'string' || !(FORM_STATUSES as readonly string[]).includes(status)) return null;
  return body as FormPostResponse;
}

/** The form answer a failed call carries (a 400 'incomplete' with per-field errors), else null. */
export function formAnswerOfError(error: unknown): FormPostResponse | null {
  return isAxiosError(error) ? asFormAnswer(error.response?.data) : null;
}

export type AnswerOutcome =
  | { kind: 'precisions'; precisions: RequiredPrecision[]; errors: Record<string, string> }
  | { kind: 'invalid'; errors: Record<string, string>; log: string | null }
  | { kind: 'done'; answer: FormPostResponse }
  | { kind: 'failed'; log: string };

/**
 * What a post answer means (spec 000 section 4 "Form post"): 'incomplete' with precisions opens
 * the dialog (with the errors of wrong answers, if any); 'incomplete' otherwise shows the fields' errors; 'complete' or 'saved' is done;
 * anything else is an error whose log is shown.
 */
export function answerOutcome(body: unknown): AnswerOutcome {
  const answer = asFormAnswer(body);
  const log = body && typeof body === 'object' && 'log' in body && typeof body.log === 'string' && body.log ? body.log : null;
  if (!answer) return { kind: 'failed', log: log ?? 'Une erreur est survenue' };
  if (answer.form === 'incomplete') {
    if (answer.requiredPrecisions && answer.requiredPrecisions.length > 0) {
      return { kind: 'precisions', precisions: answer.requiredPrecisions, errors: answer.data?.errors ?? {} };
    }
    return { kind: 'invalid', errors: answer.data?.errors ?? {}, log };
  }
  return { kind: 'done', answer };
}
