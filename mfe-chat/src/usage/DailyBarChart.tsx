import { useEffect, useRef, useState } from 'react';

export interface ChartSeries {
  name: string;
  color: string;
  /** One value per label, stacked on the series before it. */
  values: number[];
}

export interface DailyBarChartProps {
  /** What the chart shows, for screen readers (the page's table gives the figures). */
  title: string;
  labels: string[];
  series: ChartSeries[];
  format: (value: number) => string;
  height?: number;
}

const BOTTOM = 22;
const TOP = 8;
/** About the width of a digit at 11 px: the scale's labels set the left margin. */
const CHAR_PX = 6.6;

/** The width the chart is given, followed as the page resizes: the bars fill it, the text keeps its size. */
function useWidth(initial: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.max(200, Math.floor(entry.contentRect.width))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** The top of the scale: 1, 2 or 5 times a power of ten, at or above the highest bar. */
function scaleTop(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= max) ?? max;
}

/**
 * Stacked bars, one per day, drawn in SVG from the data it is given: no chart library, so that the
 * staff page stays small and the component can be replaced by the live room's chart if the
 * integrator prefers one for the whole site. Each bar's <title> gives its figures on hover.
 */
export function DailyBarChart({ title, labels, series, format, height = 180 }: DailyBarChartProps) {
  const { ref, width } = useWidth(600);
  const totals = labels.map((_, at) => series.reduce((sum, one) => sum + (one.values[at] ?? 0), 0));
  const top = scaleTop(Math.max(0, ...totals));
  // The middle line only when its label says something ('0,5' of a count rounds to a top's '1').
  const middle = format(top / 2) !== format(0) && format(top / 2) !== format(top);
  const ticks = middle ? [0, top / 2, top] : [0, top];
  const axis = Math.ceil(Math.max(...ticks.map((tick) => format(tick).length)) * CHAR_PX) + 10;
  const slot = Math.min(48, (width - axis - 8) / Math.max(1, labels.length));
  const plot = height - TOP - BOTTOM;
  const y = (value: number) => TOP + plot - (value / top) * plot;
  // A label every so many days, so that they never overlap.
  const every = Math.ceil(labels.length / Math.max(1, Math.floor((width - axis) / 44)));
  return (
    <figure ref={ref} style={{ margin: 0 }}>
      <svg role="img" aria-label={title} width={width} height={height} style={{ display: 'block', maxWidth: '100%' }}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={axis} x2={width - 4} y1={y(tick)} y2={y(tick)} stroke="#e5e5e5" />
            <text x={axis - 6} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="#666">
              {format(tick)}
            </text>
          </g>
        ))}
        {labels.map((label, at) => {
          let base = 0;
          const x = axis + at * slot + slot * 0.15;
          return (
            <g key={label}>
              <title>{`${label} : ${series.map((one) => `${one.name} ${format(one.values[at] ?? 0)}`).join(', ')}`}</title>
              {series.map((one) => {
                const value = one.values[at] ?? 0;
                const rect = (
                  <rect key={one.name} x={x} width={slot * 0.7} y={y(base + value)} height={Math.max(0, y(base) - y(base + value))} fill={one.color} />
                );
                base += value;
                return rect;
              })}
              {at % every === 0 && (
                <text x={x + slot * 0.35} y={height - 6} textAnchor="middle" fontSize={11} fill="#666">
                  {label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption style={{ display: 'flex', gap: 16, flexWrap: 'wrap', fontSize: 13, marginTop: 4 }}>
        {series.map((one) => (
          <span key={one.name} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <span aria-hidden="true" style={{ width: 12, height: 12, borderRadius: 2, background: one.color, display: 'inline-block' }} />
            {one.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
