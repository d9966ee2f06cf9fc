import { HttpFailure, NetworkFailure } from './httpFailures';

export const NETWORK_ERROR = 'Impossible de joindre le serveur. Vérifiez votre connexion internet et réessayez.';
export const UNKNOWN_ERROR = 'Une erreur est survenue';

/** A failed HTTP answer: its status and its body (the server's envelope, when it sent one). */
export interface FailedAnswer {
  status: number;
  body: unknown;
}

/**
 * The answer a failed call carries (4xx or 5xx), or null for a network failure or any other error.
 * The one reader of a rejected response: pages sort failures by `status` and the envelope's own
 * fields (`live: 'not_found'`, `form: 'incomplete'`...) from here, never from the client's errors.
 */
export function failedAnswer(error: unknown): FailedAnswer | null {
  if (!(error instanceof HttpFailure)) return null;
  return { status: error.status, body: error.body };
}

/** One field of an answer's envelope (`live`, `error`, `replay`...), when the body is an object that has it. */
export function answerField(body: unknown, field: string): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  return Object.entries(body).find(([key]) => key === field)?.[1];
}

/** The envelope's French message (`log`, else `msg`), when the body has one. */
export function answerLog(body: unknown): string | null {
  for (const field of ['log', 'msg']) {
    const value = answerField(body, field);
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

/** The text to show for a failed call: the server's French `log`, a network message, or the error's own French message. */
export function apiErrorOf(error: unknown): string {
  if (error instanceof NetworkFailure) return NETWORK_ERROR;
  const answer = failedAnswer(error);
  if (answer) return answerLog(answer.body) ?? `${UNKNOWN_ERROR} (${answer.status}).`;
  return error instanceof Error && error.message ? error.message : UNKNOWN_ERROR;
}
