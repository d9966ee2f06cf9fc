/** Adds a value to a list of choices, or removes it when it is there. */
export function toggleChoice(chosen: readonly string[], value: string): string[] {
  return chosen.includes(value) ? chosen.filter((item) => item !== value) : [...chosen, value];
}
