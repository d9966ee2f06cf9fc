import { Flex, Typography, unitLabel, type Countdown } from '@canal/kit';

const boxStyle = {
  minWidth: 96,
  padding: '12px 16px',
  borderRadius: 8,
  background: 'rgba(29, 95, 168, 0.08)',
  textAlign: 'center',
} as const;

function splitLabel(value: number, unit: string): [string, string] {
  const label = unitLabel(value, unit);
  return [String(value), label.slice(label.indexOf(' ') + 1)];
}

/** Days, hours and minutes left, with French unit labels (spec 000 section 9). */
export function CountdownDisplay({ value }: { value: Countdown }) {
  const parts = [splitLabel(value.days, 'jour'), splitLabel(value.hours, 'heure'), splitLabel(value.minutes, 'minute')];
  return (
    <Flex gap={12} justify="center" wrap role="timer" aria-label={parts.map(([n, unit]) => `${n} ${unit}`).join(' ')}>
      {parts.map(([n, unit]) => (
        <div key={unit} style={boxStyle}>
          <Typography.Text strong style={{ display: 'block', fontSize: 32, lineHeight: 1.2 }}>
            {n}
          </Typography.Text>
          <Typography.Text type="secondary">{unit}</Typography.Text>
        </div>
      ))}
    </Flex>
  );
}
