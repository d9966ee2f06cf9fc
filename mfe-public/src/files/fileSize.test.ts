import { formatMegabytes } from './fileSize';

describe('file sizes on the files page', () => {
  it('shows megabytes with one decimal', () => {
    expect(formatMegabytes(2_500_000)).toBe('2,5 Mo');
    expect(formatMegabytes(1536)).toBe('< 0,1 Mo');
    expect(formatMegabytes(0)).toBe('0,0 Mo');
    expect(formatMegabytes(12_340_000)).toBe('12,3 Mo');
  });
});
