import { backgroundForWhiteText, contrastWithWhite } from './readableColour';

const rgbOf = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));

describe('theme colours under white text', () => {
  it('keeps a dark enough colour as it is', () => {
    expect(backgroundForWhiteText('#1d5fa8')).toBe('#1d5fa8');
  });
  it('darkens a light one just enough to reach 4.5:1', () => {
    for (const colour of ['#c2571a', '#f5222d', '#ffd666', '#ffffff']) {
      const fixed = backgroundForWhiteText(colour);
      expect(contrastWithWhite(rgbOf(fixed))).toBeGreaterThanOrEqual(4.5);
    }
    expect(backgroundForWhiteText('#c2571a')).not.toBe('#000000');
  });
  it('falls back to the site colour for anything that is not #rrggbb', () => {
    expect(backgroundForWhiteText('red; background: url(x)')).toBe('#1d5fa8');
  });
});
