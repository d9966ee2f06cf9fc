import { useEffect, useRef, useState, type RefObject } from 'react';
import { BarChart, type BarDrawEvent } from 'chartist';
import { barValueText, type ChartBar } from './chartBars';
import { labelLines } from './labelLines';
import './resultBars.css';
import { useLatestRef } from '../data/useLatestRef';

/** Below this width (a phone, a narrow dialog) each label goes above its bar, across the whole width. */
const STACKED_BELOW_PX = 440;

/** A row's least height and its bar's thickness: beside its label, or under it; rows grow with the longest label. */
const LAYOUT = {
  side: { row: 56, bar: 28, labelWidth: (width: number) => Math.round(Math.min(260, Math.max(120, width * 0.4))) },
  stacked: { row: 84, bar: 22 },
};

/** The labels' font (resultBars.css: 15 px, 19 px for `large` on wide screens) and line height. */
const LABEL_PX = { normal: 15, large: 19 };
const LINE_HEIGHT = 1.25;
/** The room a label's padding takes beside its bar (resultBars.css, `.ct-label.ct-vertical`). */
const LABEL_PADDING_PX = 10;

/** About the width of "1 234 · 100 %" in the value's font, per character: where the figures fit. */
const CHAR_PX = 8.8;

/** The element's width, followed (a phone turned, a window resized): the chart is drawn again for it. */
function useWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round((entry?.contentRect.width ?? 0) / 8) * 8));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

export interface ResultBarsProps {
  bars: ChartBar[];
  /** What the chart shows, for screen readers (its data is also given as a table they read). */
  caption: string;
  /** Larger text on wide screens: the orchestrator or the room shown on a projector. */
  large?: boolean;
  /** A click on a bar or its label (the dashboard opens the filtered list). */
  onBarClick?: (index: number) => void;
}

/**
 * Results as horizontal bars (Chartist, a maintained SVG chart library: its bar chart is 7.4 KB gzip):
 * the label on the left, wrapping (above the bar on a phone), the bar, then the count and the share, inside
 * the bar when they fit there. The same chart for the
 * room's results, the orchestrator, the session report and the dashboard; a quiz's right answer is
 * green, any other bar blue. Drawn again for its container's width (a phone turned, a projector).
 */
export function ResultBars({ bars, caption, large = false, onBarClick }: ResultBarsProps) {
  const host = useRef<HTMLDivElement>(null);
  const click = useLatestRef(onBarClick);
  const drawn = JSON.stringify(bars);
  const width = useWidth(host);

  useEffect(() => {
    const element = host.current;
    if (!element || bars.length === 0 || width === 0) return;
    const stacked = width < STACKED_BELOW_PX;
    const thickness = stacked ? LAYOUT.stacked.bar : LAYOUT.side.bar;
    // Rows tall enough for the longest label, so that no label is cut or runs into the next one.
    const fontPx = large && window.matchMedia('(min-width: 1200px)').matches ? LABEL_PX.large : LABEL_PX.normal;
    const labelPx = (stacked ? width - 8 : LAYOUT.side.labelWidth(width)) - LABEL_PADDING_PX;
    const lines = Math.max(1, ...bars.map((bar) => labelLines(bar.label, labelPx, fontPx)));
    const labelHeight = Math.ceil(lines * fontPx * LINE_HEIGHT) + 4;
    const row = stacked ? Math.max(LAYOUT.stacked.row, labelHeight + thickness + 16) : Math.max(LAYOUT.side.row, labelHeight + 14);
    // Stacked, the first label stands above its bar's row: the chart's top padding holds what the row does not.
    const top = stacked ? Math.max(20, Math.ceil(labelHeight / 2) + 4) : 4;
    const chart = new BarChart(
      element,
      { labels: bars.map((bar) => bar.label), series: [bars.map((bar) => bar.percentage)] },
      {
        horizontalBars: true,
        // Chartist draws a horizontal chart's first label at the bottom: reversed, the first answer is on top.
        reverseData: true,
        low: 0,
        high: 100,
        height: `${bars.length * row + top + 4}px`,
        chartPadding: { top, right: 8, bottom: 0, left: 0 },
        axisX: { showLabel: false, showGrid: false, offset: 0 },
        axisY: stacked ? { offset: 0, showLabel: false, showGrid: false } : { offset: LAYOUT.side.labelWidth(width), showGrid: false },
      },
    );
    chart.on('draw', (event) => {
      if (event.type === 'label' && click.current) {
        event.element.getNode().addEventListener('click', () => click.current?.(bars.length - 1 - event.index));
      }
      if (event.type !== 'bar') return;
      const bar: BarDrawEvent = event;
      const index = bars.length - 1 - bar.index;
      const shown = bars[index];
      if (!shown) return;
      bar.element.attr({ style: `stroke-width: ${thickness}px` });
      if (shown.tone === 'correct') bar.element.addClass('cp-bar-correct');
      // The whole length in light grey (light green for a right answer) under the bar, so that 0 % still shows where the bar would be.
      bar.group.elem(
        'line',
        { x1: bar.chartRect.x1, x2: bar.chartRect.x2, y1: bar.y1, y2: bar.y2, style: `stroke-width: ${thickness}px` },
        shown.tone === 'correct' ? 'cp-bar-track cp-bar-track-correct' : 'cp-bar-track',
        true,
      );
      if (stacked) {
        const label = document.createElement('span');
        label.className = 'cp-bar-label';
        label.textContent = shown.label;
        bar.group.foreignObject(label, { x: bar.chartRect.x1, y: bar.y1 - thickness / 2 - labelHeight - 2, width: bar.chartRect.width(), height: labelHeight });
      }
      // The figures inside the bar (white) when they fit there, else right of it.
      const text = barValueText(shown);
      const textPx = text.length * CHAR_PX;
      const inside = bar.x2 - bar.x1 >= textPx + 16 && bar.chartRect.x2 - bar.x2 < textPx + 16;
      bar.group
        .elem(
          'text',
          { x: inside ? bar.x2 - 8 : bar.x2 + 8, y: bar.y1 + 5, 'text-anchor': inside ? 'end' : 'start' },
          inside ? 'cp-bar-value cp-bar-value-inside' : 'cp-bar-value',
        )
        .text(text);
      if (click.current) bar.element.getNode().addEventListener('click', () => click.current?.(index));
    });
    return () => void chart.detach();
    // `drawn` stands for the bars: a poll answering the same figures draws nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [drawn, width, large, click]);

  return (
    <figure className={`cp-result-bars${large ? ' cp-result-bars-large' : ''}${onBarClick ? ' cp-result-bars-clickable' : ''}`}>
      <div ref={host} aria-hidden="true" />
      {/* Hidden in a box of its own: a table is as wide as its text whatever its width says, and would widen the page. */}
      <div className="cp-result-bars-data">
        <table>
          <caption>{caption}</caption>
          <tbody>
            {bars.map((bar, index) => (
              <tr key={index}>
                <th scope="row">
                  {bar.label}
                  {bar.tone === 'correct' ? ' (bonne réponse)' : ''}
                </th>
                <td>{barValueText(bar)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
