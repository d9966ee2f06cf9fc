/** One bar: what it counts, the count, and its length (0 to 100): the kit chart's ChartBar (h/livescale's `@canal/kit/charts`). */
export interface DashboardBar {
  label: string;
  value: number;
  percentage: number;
  /** What the count is of, when the share alone says too little ('2 présents sur 3 inscrits'). */
  detail?: string;
}

export interface DashboardBarsProps {
  bars: DashboardBar[];
  /** What the chart shows: the table's caption, read by screen readers and shown above the bars. */
  caption: string;
}

/**
 * The dashboard's charts as a table whose rows carry a bar: readable by a screen reader as the table
 * it is, by sight as a bar chart, printable, and without a chart library. Its props are those of the
 * kit's ResultBars (`@canal/kit/charts`, Chartist) so that the dashboard can switch to it by changing
 * the import.
 */
export function DashboardBars({ bars, caption }: DashboardBarsProps) {
  return (
    <table className="cp-dashboard-bars" style={{ width: '100%', borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'left', captionSide: 'top', paddingBottom: 8, color: 'rgba(0, 0, 0, 0.65)' }}>{caption}</caption>
      <tbody>
        {bars.map((bar) => (
          <tr key={bar.label} style={{ borderBottom: '1px solid #f0f0f0' }}>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal', padding: '6px 8px 6px 0', width: '40%', overflowWrap: 'break-word', hyphens: 'auto' }}>
              {bar.label}
            </th>
            <td style={{ padding: '6px 0', width: '60%' }}>
              <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 8, rowGap: 2 }}>
                <span aria-hidden="true" style={{ flex: '1 1 80px', height: 14, background: '#f0f5ff', borderRadius: 2 }}>
                  <span style={{ display: 'block', height: '100%', width: `${Math.max(0, Math.min(100, bar.percentage))}%`, background: '#1d5fa8', borderRadius: 2 }} />
                </span>
                <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{bar.detail ?? bar.value.toLocaleString('fr-FR')}</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
