import type { ListFilter } from '@canal/contracts';
import type { ListCall, ListModule } from './ListModule';

/** The filters as the list sends them, with their current values. */
export async function wireFilters(module: ListModule, call: ListCall, values: Record<string, string>): Promise<ListFilter[]> {
  const filters: ListFilter[] = [];
  for (const filter of module.filters) {
    const base = { filter_type: filter.type, filter_alias: filter.alias, filter_label: filter.label, filter_value: values[filter.alias] ?? '' };
    if (filter.type === 'Select') filters.push({ ...base, filter_items: filter.items });
    else if (filter.type === 'SelectAsync') filters.push({ ...base, filter_url: `${module.basePath}/filter/${filter.alias}` });
    else if (filter.type === 'MonthYear') filters.push({ ...base, filter_years: await filter.years(call) });
    else if (filter.type === 'PastPresent') {
      filters.push({
        ...base,
        filter_items: [
          { value: 'past', label: 'Passé' },
          { value: 'present', label: 'Présent et à venir' },
        ],
      });
    } else filters.push(base);
  }
  return filters;
}
