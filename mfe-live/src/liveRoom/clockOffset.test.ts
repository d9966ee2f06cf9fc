import { clockOffset } from './clockOffset';

describe('clockOffset', () => {
  it('is zero for a browser on time, whatever the latency', () => {
    expect(clockOffset(1_000_500, 1_000_000, 1_001_000)).toBe(0);
  });

  it('measures a browser that is late or early', () => {
    expect(clockOffset(1_000_000 + 120_000, 1_000_000, 1_000_000)).toBe(120_000);
    expect(clockOffset(1_000_000, 1_060_000, 1_060_000)).toBe(-60_000);
  });
});
