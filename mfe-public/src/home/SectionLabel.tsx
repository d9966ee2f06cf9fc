import { Badge, theme } from '@canal/kit';

/** A tab or list heading with its count badge. */
export function SectionLabel({ label, count }: { label: string; count: number }) {
  const { token } = theme.useToken();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      {label}
      <Badge count={count} showZero color={token.colorPrimary} />
    </span>
  );
}
