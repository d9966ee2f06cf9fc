import type { searchApi } from '@canal/contracts';

type SearchText = searchApi.SearchText;

/** Cuts a ts_headline answer at its markers into pieces, `hit` for the matched words; empty pieces are left out. */
export function splitHighlights(text: string, start: string, end: string): SearchText {
  const pieces: SearchText = [];
  let hit = false;
  let current = '';
  for (const char of text) {
    if (char === start || char === end) {
      if (current !== '') pieces.push({ text: current, hit });
      current = '';
      hit = char === start;
    } else current += char;
  }
  if (current !== '') pieces.push({ text: current, hit });
  return pieces;
}
