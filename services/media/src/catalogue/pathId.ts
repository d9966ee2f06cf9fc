import { readId } from '@canal/contracts';
import { badRequest } from '@canal/service-core';

/** The id of a file route's path, named in its message ('du podcast'), or a 400 in French. */
export function pathIdOf(raw: unknown, what: string): number {
  const id = readId(raw);
  if (id === null) throw badRequest(`L'identifiant ${what} doit être un nombre entier positif.`);
  return id;
}
