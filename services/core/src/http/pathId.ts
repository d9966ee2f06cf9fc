import { readId } from '@canal/contracts';
import { badRequest } from './HttpError';

/** The id in a file route's path, named in its French message ('du podcast'), or a 400. */
export function pathIdOf(raw: unknown, what: string): number {
  const id = readId(raw);
  if (id === null) throw badRequest(`L'identifiant ${what} doit être un nombre entier positif.`);
  return id;
}
