import { CountBadge } from '@canal/kit/core';

/** A tab or list heading with its count badge. */
export function SectionLabel({ label, count }: { label: string; count: number }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      {label}
      <CountBadge count={count} />
    </span>
  );
}
