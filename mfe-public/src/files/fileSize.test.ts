import { formatMegabytes } from './fileSize';

describe('formatMegabytes', () => {
  it('gives the size in MB with one decimal, as spec 001 §9 says, whatever the size', () => {
    expect(formatMegabytes(2_500_000)).toBe('2,5 MB');
    expect(formatMegabytes(1536)).toBe('0,0 MB');
    expect(formatMegabytes(0)).toBe('0,0 MB');
    expect(formatMegabytes(12_340_000)).toBe('12,3 MB');
  });
});
