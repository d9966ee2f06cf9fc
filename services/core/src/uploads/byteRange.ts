/** What a Range header asks of a file of `size` bytes: the whole file, one range, or nothing it can give (416). */
export type ByteRange = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/** The most bytes answered to an open range ('bytes=0-'): a player asks again from where it is. */
export const OPEN_RANGE_CHUNK = 4 * 1024 * 1024;

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Reads a Range header (RFC 9110 section 14): 'bytes=0-99', 'bytes=100-', 'bytes=-500'. Several
 * ranges or another unit are answered whole, as the RFC allows; a range past the end is
 * unsatisfiable. An open range gets OPEN_RANGE_CHUNK at most.
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange {
  if (!header) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(header.trim());
  if (!match) return header.trim().startsWith('bytes=') && !header.includes(',') ? { kind: 'unsatisfiable' } : { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'unsatisfiable' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (last === '') return { kind: 'part', start, end: Math.min(size - 1, start + OPEN_RANGE_CHUNK - 1) };
  const end = Number(last);
  if (end < start) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: Math.min(end, size - 1) };
}
