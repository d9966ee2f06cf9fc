import { answerField, apiErrorOf, failedAnswer } from '@canal/kit';
import type { LiveView } from './LiveView';

/** A failed POST /api/live/{id}: log in, unknown session, or any other error with its French message. */
export function liveErrorView(error: unknown): LiveView {
  const answer = failedAnswer(error);
  if (answer) {
    const code = answerField(answer.body, 'live');
    if (answer.status === 401 || code === 'not_connected') return { kind: 'notConnected' };
    if (answer.status === 404 && code === 'not_found') return { kind: 'notFound' };
  }
  return { kind: 'error', message: apiErrorOf(error) };
}
