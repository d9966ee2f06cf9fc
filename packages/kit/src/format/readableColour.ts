/** WCAG relative luminance of a #rrggbb colour. */
function luminance([r, g, b]: number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio of white text on this background. */
export function contrastWithWhite(rgb: number[]): number {
  return 1.05 / (luminance(rgb) + 0.05);
}

function parse(hex: string): number[] | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: number[]) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/**
 * The staff-chosen colour, darkened just enough for white text to reach 4.5:1 (WCAG AA): a theme
 * keeps its hue everywhere, and its label stays readable whatever colour was picked.
 */
export function backgroundForWhiteText(hex: string): string {
  let rgb = parse(hex);
  if (!rgb) return '#1d5fa8';
  while (contrastWithWhite(rgb) < 4.5) rgb = rgb.map((channel) => channel * 0.92);
  return toHex(rgb);
}
