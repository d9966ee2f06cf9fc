/** The items before and after `id` in an ordered list: 'Épisode précédent' / 'Épisode suivant'. */
export function neighboursOf<T extends { id: number; title: string }>(
  ordered: readonly T[],
  id: number,
): { previous: { id: number; title: string } | null; next: { id: number; title: string } | null } {
  const at = ordered.findIndex((item) => item.id === id);
  const pick = (item: T | undefined) => (item ? { id: item.id, title: item.title } : null);
  return { previous: at > 0 ? pick(ordered[at - 1]) : null, next: at >= 0 ? pick(ordered[at + 1]) : null };
}
