import { isAxiosError } from 'axios';

export const NETWORK_ERROR = 'Impossible de joindre le serveur. Vérifiez votre connexion internet et réessayez.';

/** The text to show for a failed call: the server's French `log`, or a network message. */
export function errorMessage(error: unknown): string {
  if (isAxiosError<{ log?: unknown; msg?: unknown }>(error)) {
    const log = error.response?.data?.log ?? error.response?.data?.msg;
    if (typeof log === 'string' && log) return log;
    if (!error.response) return NETWORK_ERROR;
    return `Une erreur est survenue (${error.response.status}).`;
  }
  return error instanceof Error ? error.message : 'Une erreur est survenue';
}
