import type { ComponentType } from 'react';
import type { ListFilter } from '@canal/contracts';
import { Flex, Typography } from 'antd';
import type { FilterControlProps } from './filterProps';
import { MonthYearFilter } from './MonthYearFilter';
import { PastPresentFilter } from './PastPresentFilter';
import { SearchFilter } from './SearchFilter';
import { SelectAsyncFilter } from './SelectAsyncFilter';
import { SelectFilter } from './SelectFilter';

const CONTROLS: Record<string, ComponentType<FilterControlProps>> = {
  PastPresent: PastPresentFilter,
  Select: SelectFilter,
  SelectAsync: SelectAsyncFilter,
  Search: SearchFilter,
  MonthYear: MonthYearFilter,
};

const logged = new Set<string>();

function logUnknown(type: string): void {
  if (logged.has(type)) return;
  logged.add(type);
  console.log(`Type de filtre inconnu : ${type}`);
}

/** More than this many filters shrink the layout (spec 001 section 9). */
export const COMPACT_FILTERS_ABOVE = 4;

export interface ListFiltersProps {
  filters: readonly ListFilter[];
  valueOf: (filter: ListFilter) => string;
  onChange: (filter: ListFilter, value: string) => void;
}

/** The filters above a list; an unknown filter type is only logged. */
export function ListFilters({ filters, valueOf, onChange }: ListFiltersProps) {
  if (filters.length === 0) return null;
  const compact = filters.length > COMPACT_FILTERS_ABOVE;
  return (
    <Flex wrap gap={compact ? 8 : 16} align="center" style={{ marginBottom: 16 }}>
      {filters.map((filter) => {
        const Control = CONTROLS[filter.filter_type];
        if (!Control) {
          logUnknown(String(filter.filter_type));
          return null;
        }
        const labelled = filter.filter_type === 'PastPresent' && filter.filter_label;
        return (
          <Flex key={filter.filter_alias} align="center" gap={8}>
            {labelled && <Typography.Text type="secondary">{filter.filter_label}</Typography.Text>}
            <Control filter={filter} value={valueOf(filter)} compact={compact} onChange={(value) => onChange(filter, value)} />
          </Flex>
        );
      })}
    </Flex>
  );
}
