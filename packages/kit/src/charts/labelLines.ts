/** About the width of an average character of a label, in ems (French text in the site's sans-serif, a little generous). */
const CHAR_EM = 0.56;

/** How many lines a label takes in `widthPx`, words wrapped as the browser does (a word too long for a line is broken). */
export function labelLines(label: string, widthPx: number, fontPx: number): number {
  const perLine = Math.max(1, Math.floor(widthPx / (fontPx * CHAR_EM)));
  let lines = 1;
  let used = 0;
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const needed = used === 0 ? word.length : used + 1 + word.length;
    if (needed <= perLine) {
      used = needed;
      continue;
    }
    if (used > 0) lines += 1;
    lines += Math.floor((word.length - 1) / perLine);
    used = ((word.length - 1) % perLine) + 1;
  }
  return lines;
}
