/**
 * An answer being written ends where the model is: often inside a bold, an italic or a code span
 * whose closing mark has not come yet ('Les **biothé'). Shown as it is, its marks appear as text,
 * then vanish when the span closes, and the text jumps. Closing the open spans for display shows
 * the words styled from the start, and the text only grows.
 */
export function withOpenSpansClosed(text: string): string {
  let closed = text;
  // A code span first: inside it, stars are text.
  if ((closed.match(/`/g) ?? []).length % 2 === 1) closed = closed.endsWith('`') ? closed.slice(0, -1) : `${closed}\``;
  const outsideCode = closed.replace(/`[^`]*`/g, '');
  if ((outsideCode.match(/\*\*/g) ?? []).length % 2 === 1) closed = /\*\*\s*$/.test(closed) ? closed.replace(/\*\*\s*$/, '') : `${closed}**`;
  const singles = closed.replace(/`[^`]*`/g, '').replace(/\*\*/g, '');
  if ((singles.match(/\*/g) ?? []).length % 2 === 1) closed = /\*\s*$/.test(closed) ? closed.replace(/\*\s*$/, '') : `${closed}*`;
  return closed;
}
