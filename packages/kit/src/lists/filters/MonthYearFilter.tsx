import dayjs from 'dayjs';
import { DatePicker } from 'antd';
import { filterWidth, type FilterControlProps } from './filterProps';

const MONTH = /^(\d{4})-(\d{1,2})$/;

/** 'MonthYear': a month of a year, sent as 'year-month' ('2026-11'); clearing sends the reset marker. */
export function MonthYearFilter({ filter, value, onChange, compact }: FilterControlProps) {
  const match = MONTH.exec(value);
  const current = match ? dayjs(new Date(Number(match[1]), Number(match[2]) - 1, 1)) : null;
  const years = filter.filter_years ?? [];
  return (
    <DatePicker
      picker="month"
      aria-label={filter.filter_label}
      placeholder={filter.filter_label || 'Mois'}
      format="MM/YYYY"
      value={current}
      size={compact ? 'small' : 'middle'}
      style={{ width: filterWidth(compact) }}
      disabledDate={years.length > 0 ? (date) => !years.includes(date.year()) : undefined}
      onChange={(date) => onChange(date ? date.format('YYYY-MM') : '')}
    />
  );
}
