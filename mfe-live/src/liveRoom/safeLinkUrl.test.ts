import { safeLinkUrl } from './safeLinkUrl';

describe('safeLinkUrl', () => {
  it('keeps web addresses and site paths', () => {
    expect(safeLinkUrl('https://player.example.org/embed/42')).toBe('https://player.example.org/embed/42');
    expect(safeLinkUrl(' /demo/player.html?direct=1 ')).toBe('/demo/player.html?direct=1');
  });

  it('drops empty values and anything that could run script', () => {
    for (const value of [null, undefined, '', '   ', 'javascript:alert(1)', 'data:text/html,x', '//evil.example', 'JAVASCRIPT:void(0)']) {
      expect(safeLinkUrl(value)).toBeNull();
    }
  });
});
