import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { endpointUrl, publicApi } from '@canal/contracts';
import { csrfTokenAtom } from '../session/csrfTokenAtom';
import { kitStore } from '../session/kitStore';
import { answerField } from './apiErrorOf';
import { readAnswer } from './readAnswer';

const SAFE_METHODS = new Set(['get', 'head', 'options']);

/** The one HTTP client of the site: cookies, the XMLHttpRequest header, and the CSRF token on every change. */
export const apiClient: AxiosInstance = axios.create({
  withCredentials: true,
  headers: { 'X-Requested-With': 'XMLHttpRequest' },
  timeout: 30_000,
});

let pendingToken: Promise<string> | null = null;

/** GET /api/ping once, and keep its token; concurrent callers share one request. */
export function fetchCsrfToken(force = false): Promise<string> {
  const known = kitStore.get(csrfTokenAtom);
  if (known && !force) return Promise.resolve(known);
  // A GET carries no token, so the ping goes through the client itself (its base URL, its headers).
  pendingToken ??= apiClient
    .get<unknown>(endpointUrl(publicApi.ping))
    .then((response) => {
      const { token } = readAnswer(publicApi.ping, response.data);
      kitStore.set(csrfTokenAtom, token);
      return token;
    })
    .finally(() => {
      pendingToken = null;
    });
  return pendingToken;
}

async function addCsrfHeader(config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
  if (!SAFE_METHODS.has((config.method ?? 'get').toLowerCase())) {
    config.headers.set('X-CSRF-Token', await fetchCsrfToken());
  }
  return config;
}

apiClient.interceptors.request.use(addCsrfHeader);

/** A session that expired between two calls: fetch a fresh token and try the call once more. */
apiClient.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config: (InternalAxiosRequestConfig & { csrfRetried?: boolean }) | undefined = error.config;
  if (error.response?.status === 403 && answerField(error.response.data, 'error') === 'csrf' && config && !config.csrfRetried) {
    config.csrfRetried = true;
    config.headers.set('X-CSRF-Token', await fetchCsrfToken(true));
    return apiClient.request(config);
  }
  throw error;
});
