import type { FieldSizes, FormField } from '@canal/contracts';

export type ColSpans = Partial<Record<keyof FieldSizes, number>>;

const clamp = (columns: number) => Math.max(1, Math.min(24, Math.round(columns * 2)));

/**
 * The grid width of a field: its sizes are on 12 columns (the spec's), antd's grid has 24.
 * A fullSize field, or one without sizes, takes the whole line.
 */
export function fieldSpan(field: Pick<FormField, 'sizes' | 'fullSize'>): ColSpans {
  if (field.fullSize || !field.sizes) return { xs: 24 };
  const spans: ColSpans = { xs: 24 };
  for (const key of ['xs', 'sm', 'md', 'lg', 'xl'] as const) {
    const columns = field.sizes[key];
    if (columns !== undefined) spans[key] = clamp(columns);
  }
  return spans;
}
