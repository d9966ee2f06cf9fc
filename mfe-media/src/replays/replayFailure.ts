/** Why a replay call failed, as the pages tell it to the user. */
export type ReplayFailure =
  | { kind: 'not_connected' }
  | { kind: 'forbidden' }
  | { kind: 'no_replay' }
  | { kind: 'not_found' }
  | { kind: 'error'; message: string };

interface ErrorBody {
  error?: unknown;
  replay?: unknown;
}

function responseOf(error: unknown): { status: number; data: ErrorBody } | null {
  if (typeof error !== 'object' || error === null || !('response' in error)) return null;
  const response: unknown = error.response;
  if (typeof response !== 'object' || response === null || !('status' in response) || typeof response.status !== 'number') return null;
  const data: unknown = 'data' in response ? response.data : null;
  return { status: response.status, data: typeof data === 'object' && data !== null ? (data as ErrorBody) : {} };
}

/** Sorts a failed call by the server's envelope (status, `error`, `replay`); anything else keeps its message. */
export function replayFailure(error: unknown, message: string): ReplayFailure {
  const response = responseOf(error);
  if (response?.data.replay === 'no_replay') return { kind: 'no_replay' };
  if (response?.status === 401 || response?.data.error === 'not_connected') return { kind: 'not_connected' };
  if (response?.status === 403 && response.data.error === 'forbidden') return { kind: 'forbidden' };
  if (response?.status === 404 && response.data.error === 'not_found') return { kind: 'not_found' };
  return { kind: 'error', message };
}
