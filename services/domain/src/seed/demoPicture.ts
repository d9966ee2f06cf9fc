import { crc32, deflateSync } from 'node:zlib';

/** A colour as red, green, blue (0-255). */
type Rgb = readonly [number, number, number];

/** What a demo picture shows over its gradient: a pictogram drawn with simple shapes (no font, no library). */
export type DemoMotif = 'lungs' | 'play' | 'page' | 'calendar' | 'waves';

export interface DemoPictureOptions {
  width: number;
  height: number;
  /** The gradient's two ends, '#rrggbb', from the top left to the bottom right. */
  from: string;
  to: string;
  motif: DemoMotif;
}

/** Where a pixel is sampled (2x2), as fractions of the pixel. */
const SAMPLES = [
  [0.25, 0.25],
  [0.75, 0.25],
  [0.25, 0.75],
  [0.75, 0.75],
] as const;

const rgbOf = (hex: string): Rgb => [Number.parseInt(hex.slice(1, 3), 16), Number.parseInt(hex.slice(3, 5), 16), Number.parseInt(hex.slice(5, 7), 16)];

/** How much white a shape lays at (x, y), 0 to 1, in a unit square scaled to the picture's height. */
type Shape = (x: number, y: number) => number;

const squared = (value: number) => value * value;
const disc =
  (cx: number, cy: number, r: number, alpha: number): Shape =>
  (x, y) =>
    squared(x - cx) + squared(y - cy) <= r * r ? alpha : 0;
const ring =
  (cx: number, cy: number, r: number, width: number, alpha: number): Shape =>
  (x, y) =>
    Math.abs(Math.sqrt(squared(x - cx) + squared(y - cy)) - r) <= width / 2 ? alpha : 0;
const ellipse =
  (cx: number, cy: number, rx: number, ry: number, alpha: number): Shape =>
  (x, y) =>
    squared((x - cx) / rx) + squared((y - cy) / ry) <= 1 ? alpha : 0;
const box =
  (x0: number, y0: number, x1: number, y1: number, alpha: number): Shape =>
  (x, y) =>
    x >= x0 && x <= x1 && y >= y0 && y <= y1 ? alpha : 0;
/** The triangle pointing right, of a play button. */
const play =
  (cx: number, cy: number, size: number, alpha: number): Shape =>
  (x, y) => {
    const dx = x - (cx - size / 2);
    return dx >= 0 && dx <= size && Math.abs(y - cy) <= (size - dx) * 0.58 ? alpha : 0;
  };
const sine =
  (y0: number, amplitude: number, period: number, width: number, alpha: number): Shape =>
  (x, y) =>
    Math.abs(y - (y0 + amplitude * Math.sin((x / period) * 2 * Math.PI))) <= width / 2 ? alpha : 0;

/** The pictograms, centred on (cx, 0.5) in units of the picture's height. */
function motifShapes(motif: DemoMotif, cx: number): Shape[] {
  switch (motif) {
    case 'lungs':
      return [
        ellipse(cx - 0.14, 0.56, 0.11, 0.22, 0.85),
        ellipse(cx + 0.14, 0.56, 0.11, 0.22, 0.85),
        box(cx - 0.015, 0.2, cx + 0.015, 0.42, 0.85),
        box(cx - 0.09, 0.4, cx + 0.09, 0.43, 0.85),
      ];
    case 'play':
      return [ring(cx, 0.5, 0.26, 0.035, 0.85), play(cx + 0.03, 0.5, 0.2, 0.9)];
    case 'page':
      return [
        box(cx - 0.17, 0.22, cx + 0.17, 0.78, 0.9),
        ...[0.32, 0.41, 0.5, 0.59].map((y, index) => box(cx - 0.11, y, cx + (index === 3 ? 0.03 : 0.11), y + 0.035, -0.45)),
      ];
    case 'calendar':
      return [
        box(cx - 0.2, 0.26, cx + 0.2, 0.76, 0.9),
        box(cx - 0.2, 0.26, cx + 0.2, 0.36, -0.35),
        box(cx - 0.12, 0.2, cx - 0.09, 0.3, 0.9),
        box(cx + 0.09, 0.2, cx + 0.12, 0.3, 0.9),
        ...[0, 1, 2].flatMap((row) =>
          [0, 1, 2, 3].map((col) => box(cx - 0.16 + col * 0.085, 0.42 + row * 0.1, cx - 0.1 + col * 0.085, 0.48 + row * 0.1, -0.4)),
        ),
      ];
    case 'waves':
      return [0, 1, 2].map((index) => sine(0.38 + index * 0.12, 0.05, 0.5, 0.025, 0.7 - index * 0.15));
  }
}

/**
 * A small, real PNG drawn by code for the demo's news (truecolour, 2x2 samples per pixel so that
 * curves are smooth): a diagonal gradient, two soft circles, and a pictogram, in the middle of a
 * thumbnail, on the right of a wide banner (whose left holds the slide's caption). The picture has no text: a slide's title is the page's,
 * readable and translatable, not pixels.
 */
export function demoPicture({ width, height, from, to, motif }: DemoPictureOptions): Buffer {
  const start = rgbOf(from);
  const end = rgbOf(to);
  const ratio = width / height;
  const shapes = [disc(ratio * 0.88, 0.12, 0.42, 0.08), disc(ratio * 0.1, 1.02, 0.3, 0.06), ...motifShapes(motif, ratio < 2 ? ratio / 2 : ratio - 0.6)];
  const whiteAt = (x: number, y: number) => {
    let sum = 0;
    for (const shape of shapes) sum += shape(x, y);
    return sum < 0 ? 0 : sum > 1 ? 1 : sum;
  };
  const rowLength = width * 3 + 1;
  const raw = Buffer.alloc(rowLength * height);
  for (let py = 0; py < height; py += 1) {
    raw[py * rowLength] = 0; // filter: none
    for (let px = 0; px < width; px += 1) {
      let white = 0;
      for (let sample = 0; sample < 4; sample += 1) white += whiteAt((px + SAMPLES[sample][0]) / height, (py + SAMPLES[sample][1]) / height) / 4;
      const along = (px / width + py / height) / 2;
      for (let channel = 0; channel < 3; channel += 1) {
        const base = start[channel] + (end[channel] - start[channel]) * along;
        raw[py * rowLength + 1 + px * 3 + channel] = Math.round(base + (255 - base) * white);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, adaptive filters, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([length, body, crc]);
}
