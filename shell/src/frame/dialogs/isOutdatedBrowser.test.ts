import { isOutdatedBrowser } from './isOutdatedBrowser';

describe('isOutdatedBrowser', () => {
  it('flags Internet Explorer 11 and old Chrome only', () => {
    expect(isOutdatedBrowser('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko')).toBe(true);
    expect(isOutdatedBrowser('Mozilla/5.0 Chrome/70.0.3538.102 Safari/537.36')).toBe(true);
    expect(isOutdatedBrowser('Mozilla/5.0 Chrome/156.0.0.0 Safari/537.36')).toBe(false);
    expect(isOutdatedBrowser('Mozilla/5.0 (Macintosh) Version/17.0 Safari/605.1.15')).toBe(false);
  });
});
