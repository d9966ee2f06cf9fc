import { answerField, failedAnswer } from '@canal/kit';

/** Why a replay call failed, as the pages tell it to the user. */
export type ReplayFailure =
  { kind: 'not_connected' } | { kind: 'forbidden' } | { kind: 'no_replay' } | { kind: 'not_found' } | { kind: 'error'; message: string };

/** Sorts a failed call by the server's envelope (status, `error`, `replay`); anything else keeps its message. */
export function replayFailure(error: unknown, message: string): ReplayFailure {
  const answer = failedAnswer(error);
  if (!answer) return { kind: 'error', message };
  const code = answerField(answer.body, 'error');
  if (answerField(answer.body, 'replay') === 'no_replay') return { kind: 'no_replay' };
  if (answer.status === 401 || code === 'not_connected') return { kind: 'not_connected' };
  if (answer.status === 403 && code === 'forbidden') return { kind: 'forbidden' };
  if (answer.status === 404 && code === 'not_found') return { kind: 'not_found' };
  return { kind: 'error', message };
}
