/**
 * A click on an answer (spec 000 section 5 "Live"): it toggles; choosing more than the question
 * allows drops the oldest choice, so the last clicks win.
 */
export function toggleChoice(selected: readonly number[], rid: number, maxAnswers: number): number[] {
  if (selected.includes(rid)) return selected.filter((chosen) => chosen !== rid);
  const next = [...selected, rid];
  return next.slice(Math.max(0, next.length - Math.max(1, maxAnswers)));
}
