import { renderToStaticMarkup } from 'react-dom/server';
import { EventDateLabel } from './EventDateLabel';

describe('EventDateLabel', () => {
  it('keeps the year, the dash and the time on one line, the rest free to wrap', () => {
    expect(renderToStaticMarkup(<EventDateLabel label="mer. 25 novembre 2026 - 00h22" />)).toBe(
      'mer. 25 novembre <span style="white-space:nowrap">2026 - 00h22</span>',
    );
  });

  it('leaves a short label as it is', () => {
    expect(renderToStaticMarkup(<EventDateLabel label="Date à venir" />)).toBe('Date à venir');
  });
});
