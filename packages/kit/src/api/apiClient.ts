import { endpointUrl, publicApi } from '@canal/contracts/core';
import { csrfTokenAtom } from '../session/csrfTokenAtom';
import { kitStore } from '../session/kitStore';
import { answerField } from './apiErrorOf';
import { HttpFailure, NetworkFailure } from './httpFailures';
import { readAnswer } from './readAnswer';

export interface ApiRequest {
  method: 'get' | 'post';
  url: string;
  body?: string | URLSearchParams | FormData;
  contentType?: string;
  signal?: AbortSignal;
}

const REQUEST_TIMEOUT_MS = 30_000;

/** Where the addresses start: '' in the browser (the site's own origin); a test in Node sets its server's. */
export const apiClientSettings = { baseUrl: '' };

/** The body as the server sent it: parsed JSON, else its text, else null. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The caller's signal, plus the timeout (AbortSignal.any and .timeout are too recent for the browsers served). */
function timeoutSignal(callerSignal: AbortSignal | undefined): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const forward = () => controller.abort();
  callerSignal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forward);
    },
  };
}

/**
 * The one HTTP client of the site: cookies, the XMLHttpRequest header, the CSRF token on every
 * change, and one more try with a fresh token when the session expired between two calls.
 * Resolves with the answer's body; rejects with HttpFailure (4xx, 5xx) or NetworkFailure.
 */
export async function sendApiRequest(request: ApiRequest, freshToken = false): Promise<unknown> {
  // JSON asked for explicitly: an address that is also a page (/api/_logs) answers the shell to a browser that prefers HTML.
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
  if (request.contentType) headers['Content-Type'] = request.contentType;
  if (request.method !== 'get') headers['X-CSRF-Token'] = await fetchCsrfToken(freshToken);
  const { signal, done } = timeoutSignal(request.signal);
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(`${apiClientSettings.baseUrl}${request.url}`, {
      method: request.method.toUpperCase(),
      headers,
      body: request.body,
      credentials: 'include',
      signal,
    });
    body = await readBody(response);
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new NetworkFailure(error);
  } finally {
    done();
  }
  if (response.ok) return body;
  if (response.status === 403 && answerField(body, 'error') === 'csrf' && request.method !== 'get' && !freshToken) return sendApiRequest(request, true);
  throw new HttpFailure(response.status, body);
}

let pendingToken: Promise<string> | null = null;

/** GET /api/ping once, and keep its token; concurrent callers share one request. */
export function fetchCsrfToken(force = false): Promise<string> {
  const known = kitStore.get(csrfTokenAtom);
  if (known && !force) return Promise.resolve(known);
  pendingToken ??= sendApiRequest({ method: 'get', url: endpointUrl(publicApi.ping) })
    .then((answer) => {
      const { token } = readAnswer(publicApi.ping, answer);
      kitStore.set(csrfTokenAtom, token);
      return token;
    })
    .finally(() => {
      pendingToken = null;
    });
  return pendingToken;
}
