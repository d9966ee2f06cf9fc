/** One bar of a result chart: what it counts, its share of the whole (0 to 100), and how it is drawn. */
export interface ChartBar {
  label: string;
  /** The count shown beside the bar. */
  value: number;
  /** The bar's length, and the share shown beside the count. */
  percentage: number;
  /** 'correct': the right answer of a quiz, green; every other bar is the theme's blue, never green. */
  tone?: 'correct' | 'default';
}

/** "12 · 40 %": the count then the share, as every result of the site reads. */
export function barValueText(bar: Pick<ChartBar, 'value' | 'percentage'>): string {
  return `${bar.value.toLocaleString('fr-FR')} · ${bar.percentage} %`;
}

/** Shares of a total, rounded, for counts that are not results already (the dashboard's professions). */
export function sharesOf<T extends { value: number }>(items: T[]): Array<T & { percentage: number }> {
  const total = items.reduce((sum, item) => sum + item.value, 0);
  return items.map((item) => ({ ...item, percentage: total === 0 ? 0 : Math.round((item.value * 100) / total) }));
}
