import { apiErrorOf } from '@canal/kit';
import type { LiveView } from './LiveView';

interface ErrorResponse {
  status: number;
  data?: { live?: unknown };
}

/** The HTTP answer carried by a failed call, read without importing axios (the kit owns it). */
function responseOf(error: unknown): ErrorResponse | null {
  if (typeof error !== 'object' || error === null || !('response' in error)) return null;
  const response: unknown = error.response;
  if (typeof response !== 'object' || response === null || !('status' in response) || typeof response.status !== 'number') return null;
  return response as ErrorResponse;
}

/** A failed POST /api/live/{id}: log in, unknown session, or any other error with its French message. */
export function liveErrorView(error: unknown): LiveView {
  const response = responseOf(error);
  if (response) {
    if (response.status === 401 || response.data?.live === 'not_connected') return { kind: 'notConnected' };
    if (response.status === 404 && response.data?.live === 'not_found') return { kind: 'notFound' };
  }
  return { kind: 'error', message: apiErrorOf(error) };
}
