import type { ThreadEntry } from '../api/chatTypes';

/** Lower case, without accents: 'Éosinophiles' is found by 'eosino'. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The discussions whose name holds every word typed, in any order; all of them for an empty search. */
export function matchingThreads(threads: readonly ThreadEntry[], search: string): ThreadEntry[] {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...threads];
  return threads.filter((thread) => thread.name !== thread.id && words.every((word) => folded(thread.name).includes(word)));
}
