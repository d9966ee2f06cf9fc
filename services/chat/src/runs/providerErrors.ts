import { inspect } from 'node:util';
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { RunError } from './runStatus';

/** A failure as the member reads it (French, what to do), and the provider's own words for the debug view. */
export interface ProviderFailure {
  runError: RunError;
  detail: string | null;
}

/** `instanceof` alone types the error's parameters as `any`; this keeps the SDK's defaults. */
function isApiError(error: unknown): error is APIError {
  return error instanceof APIError;
}

/** A low-level cause (undici's "other side closed", a socket error) as text for the debug view; an object shown by its content. */
export function causeText(cause: unknown): string {
  if (cause instanceof Error) return String(cause);
  return typeof cause === 'object' && cause !== null ? inspect(cause, { depth: 2 }) : String(cause);
}

/** The stream stopped before the model said it was done: a cut connection, or a body that just ended. */
export class StreamCut extends Error {}

export const STREAM_CUT: RunError = { code: 'stream_cut', message: 'La réponse du modèle a été coupée en cours de route : renvoyez votre message.' };
export const TIMED_OUT: RunError = { code: 'timeout', message: 'Le modèle n’a pas répondu à temps : réessayez dans un instant.' };

/** The SDK's message already starts with the HTTP status ('429 Rate limit reached…'). */
const detailOf = (error: APIError) => String(error.message).slice(0, 1000);

function apiFailure(error: APIError): RunError {
  const code = typeof error.code === 'string' ? error.code : '';
  if (error.status === 429 && code === 'insufficient_quota')
    return { code: 'model_quota', message: 'Le crédit du service du modèle est épuisé : prévenez l’équipe Canal Pneumo.' };
  if (error.status === 429) return { code: 'model_overloaded', message: 'Le modèle est momentanément saturé : réessayez dans une minute.' };
  if (error.status !== undefined && error.status >= 500)
    return { code: 'model_unavailable', message: 'Le modèle est momentanément indisponible : réessayez dans quelques minutes.' };
  if (error.status === 401 || error.status === 403)
    return { code: 'model_refused', message: 'Le service du modèle refuse la clé configurée : prévenez l’équipe Canal Pneumo.' };
  if (error.status === 404)
    return { code: 'model_refused', message: 'Le modèle configuré est introuvable chez son fournisseur : prévenez l’équipe Canal Pneumo.' };
  if (code === 'context_length_exceeded')
    return { code: 'context_too_long', message: 'Cette discussion est devenue trop longue pour le modèle : commencez une nouvelle discussion.' };
  if (error.status !== undefined)
    return { code: 'model_refused', message: 'Le modèle a refusé la requête : réessayez, et prévenez l’équipe Canal Pneumo si cela se reproduit.' };
  // An error event inside the stream: the model stopped in the middle of its answer.
  return { code: 'model_error', message: 'Le modèle s’est interrompu en cours de réponse : renvoyez votre message.' };
}

/**
 * A failure of the model's call in French for the member ('Le modèle est momentanément saturé' for
 * a 429), never the provider's English text, which goes to the debug view only.
 */
export function providerFailure(error: unknown): ProviderFailure {
  if (error instanceof StreamCut) return { runError: STREAM_CUT, detail: error.message.slice(0, 1000) };
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) return { runError: TIMED_OUT, detail: null };
  if (error instanceof APIConnectionError)
    return {
      runError: { code: 'model_unreachable', message: 'Le serveur du modèle est injoignable : réessayez dans quelques minutes.' },
      detail: causeText(error.cause ?? error.message).slice(0, 1000),
    };
  if (isApiError(error)) return { runError: apiFailure(error), detail: detailOf(error) };
  return {
    runError: { code: 'model_error', message: 'Le modèle a répondu d’une façon que l’assistant ne sait pas lire : réessayez.' },
    detail: error instanceof Error ? error.message.slice(0, 1000) : String(error),
  };
}
