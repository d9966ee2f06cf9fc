import { formPostResponseSchema, type FormPostResponse, type RequiredPrecision } from '@canal/contracts';
import { failedAnswer } from '@canal/kit';

/** The form answer a failed call carries (a 400 'incomplete' with per-field errors), else null. */
export function formAnswerOfError(error: unknown): FormPostResponse | null {
  const parsed = formPostResponseSchema.safeParse(failedAnswer(error)?.body);
  return parsed.success ? parsed.data : null;
}

export type AnswerOutcome =
  | { kind: 'precisions'; precisions: RequiredPrecision[]; errors: Record<string, string> }
  | { kind: 'invalid'; errors: Record<string, string>; log: string | null }
  | { kind: 'done'; answer: FormPostResponse };

/**
 * What a post answer means (spec 000 section 4 "Form post"): 'incomplete' with precisions opens
 * the dialog (with the errors of wrong answers, if any); 'incomplete' otherwise shows the fields'
 * errors; 'complete' or 'saved' is done. Any other answer never gets here: the call rejects it.
 */
export function answerOutcome(answer: FormPostResponse): AnswerOutcome {
  if (answer.form === 'incomplete') {
    if (answer.requiredPrecisions && answer.requiredPrecisions.length > 0) {
      return { kind: 'precisions', precisions: answer.requiredPrecisions, errors: answer.data?.errors ?? {} };
    }
    return { kind: 'invalid', errors: answer.data?.errors ?? {}, log: answer.log || null };
  }
  return { kind: 'done', answer };
}
