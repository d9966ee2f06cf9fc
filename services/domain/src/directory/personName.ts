/**
 * A person's name as the directory and a registration both write it, reduced to its words: accents,
 * case, hyphens, apostrophes and ligatures do not count ('MEDDAH-LAÏD' and 'Meddah Laid' are the same words).
 */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** Every word of `part`, in its order, among the words of `whole`. */
function wordsWithin(part: string[], whole: string[]): boolean {
  let at = 0;
  for (const word of whole) if (word === part[at]) at += 1;
  return at === part.length;
}

/**
 * Two writings of one name: the same letters once spaces are dropped ('De La Tour' and 'DELATOUR'), or
 * one compound name written in part ('Meddah' for 'MEDDAH-LAÏD', 'Jean' for 'JEAN-PIERRE'); never an empty one.
 */
export function sameName(typed: string, listed: string): boolean {
  const [a, b] = [nameWords(typed), nameWords(listed)];
  if (a.length === 0 || b.length === 0) return false;
  if (a.join('') === b.join('')) return true;
  return a.length < b.length ? wordsWithin(a, b) : wordsWithin(b, a);
}
