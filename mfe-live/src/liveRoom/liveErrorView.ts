import { apiErrorOf, failedAnswer } from '@canal/kit';
import type { LiveView } from './LiveView';

/** The envelope's `live` field ('not_connected', 'not_found'), when the failed answer has one. */
function liveCode(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'live' in body ? body.live : undefined;
}

/** A failed POST /api/live/{id}: log in, unknown session, or any other error with its French message. */
export function liveErrorView(error: unknown): LiveView {
  const answer = failedAnswer(error);
  if (answer) {
    const code = liveCode(answer.body);
    if (answer.status === 401 || code === 'not_connected') return { kind: 'notConnected' };
    if (answer.status === 404 && code === 'not_found') return { kind: 'notFound' };
  }
  return { kind: 'error', message: apiErrorOf(error) };
}
