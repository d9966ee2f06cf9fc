import { chatFailureLabel, type ChatUsage } from '@canal/contracts/chat';
import { formatListDate, Typography } from '@canal/kit';
import { formatCost, formatCount } from './usageFormat';

const cell = { padding: '6px 10px', borderBottom: '1px solid #f0f0f0', textAlign: 'right' as const, whiteSpace: 'nowrap' as const };
const left = { ...cell, textAlign: 'left' as const };

const dayLabel = (day: string) =>
  formatListDate(Math.floor(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), 12) / 1000));

/** Day by day, latest first, the days without a question left out: the figures of the chart and the failures by cause. */
export function DailyUsageTable({ usage }: { usage: ChatUsage }) {
  const currency = usage.prices.currency;
  const active = usage.days.filter((day) => day.questions > 0).reverse();
  if (active.length === 0) return <Typography.Text type="secondary">Aucune question sur la période.</Typography.Text>;
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
        <caption style={{ textAlign: 'left', captionSide: 'top', fontWeight: 600, padding: '4px 0' }}>Par jour (jours sans question omis)</caption>
        <thead>
          <tr>
            <th style={left}>Jour</th>
            <th style={cell}>Questions</th>
            <th style={cell}>Membres</th>
            <th style={left}>Échecs</th>
            <th style={cell}>Jetons lus</th>
            <th style={cell}>dont en cache</th>
            <th style={cell}>Jetons écrits</th>
            <th style={cell}>Coût estimé</th>
          </tr>
        </thead>
        <tbody>
          {active.map((day) => (
            <tr key={day.day}>
              <td style={left}>{dayLabel(day.day)}</td>
              <td style={cell}>{formatCount(day.questions)}</td>
              <td style={cell}>{formatCount(day.members)}</td>
              <td style={{ ...left, whiteSpace: 'normal' }}>
                {Object.entries(day.failed)
                  .map(([code, count]) => `${chatFailureLabel(code)} : ${count}`)
                  .join(', ') || '—'}
              </td>
              <td style={cell}>{formatCount(day.promptTokens)}</td>
              <td style={cell}>{formatCount(day.cachedTokens)}</td>
              <td style={cell}>{formatCount(day.completionTokens)}</td>
              <td style={cell}>{formatCost(day.cost, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
