/** An error whose French message may be shown to the user as the envelope's `log`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'error',
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, 'bad_request', extra);
export const notConnected = () => new HttpError(401, 'Merci de vous connecter pour accéder à ce contenu', 'not_connected');
export const forbidden = () => new HttpError(403, "Vous n'avez pas les droits nécessaires pour cette action.", 'forbidden');
export const notFound = (message = 'Erreur : contenu non trouvé') => new HttpError(404, message, 'not_found');
