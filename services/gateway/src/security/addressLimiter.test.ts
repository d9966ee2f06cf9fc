import { addressLimiter } from './addressLimiter';

const AT = 1_767_225_600_000;
const header = (headers: ReadonlyArray<readonly [string, string]>, name: string) => headers.find(([key]) => key === name)?.[1];

describe('the per-address limit', () => {
  it('lets `perMinute` calls of an address in, then refuses the next ones with the time to wait', () => {
    const limiter = addressLimiter(10);
    const verdicts = Array.from({ length: 12 }, (_, call) => limiter.take('203.0.113.7', AT + call * 1000));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([...Array<boolean>(10).fill(true), false, false]);
    expect(header(verdicts[0]?.headers ?? [], 'RateLimit-Policy')).toBe('"10-in-1min"; q=10; w=60');
    expect(header(verdicts[0]?.headers ?? [], 'RateLimit')).toBe('"10-in-1min"; r=9; t=60');
    expect(header(verdicts[9]?.headers ?? [], 'RateLimit')).toBe('"10-in-1min"; r=0; t=51');
    expect(header(verdicts[9]?.headers ?? [], 'Retry-After')).toBeUndefined();
    // The window opened at the first call: 60 s after it, the 11th call at 10 s waits 50 s more.
    expect(header(verdicts[10]?.headers ?? [], 'Retry-After')).toBe('50');
  });

  it('counts each address apart, and opens a new window once the last one ended', () => {
    const limiter = addressLimiter(10);
    for (let call = 0; call < 10; call += 1) limiter.take('203.0.113.7', AT);
    expect(limiter.take('203.0.113.7', AT + 59_999).allowed).toBe(false);
    expect(limiter.take('198.51.100.4', AT + 59_999).allowed).toBe(true);
    const renewed = limiter.take('203.0.113.7', AT + 60_000);
    expect(renewed.allowed).toBe(true);
    expect(header(renewed.headers, 'RateLimit')).toBe('"10-in-1min"; r=9; t=60');
  });

  it('never lets more than `perMinute` through when the calls arrive at the same moment', () => {
    const limiter = addressLimiter(10);
    const allowed = Array.from({ length: 50 }, () => limiter.take('2001:db8::7', AT)).filter((verdict) => verdict.allowed);
    expect(allowed).toHaveLength(10);
  });
});
