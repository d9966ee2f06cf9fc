import type { ListFilter } from '@canal/contracts';

/** What each filter control receives. */
export interface FilterControlProps {
  filter: ListFilter;
  /** The shown value ('' when not filtering). */
  value: string;
  /** A blank value clears the filter. */
  onChange: (value: string) => void;
  /** More than 4 filters: smaller controls. */
  compact: boolean;
}

export const filterWidth = (compact: boolean) => (compact ? 150 : 220);
