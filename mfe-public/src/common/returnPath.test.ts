import { returnPath } from './returnPath';

describe('returnPath', () => {
  it('keeps a path of the site, decoded once more when it arrives encoded', () => {
    expect(returnPath('/live/3')).toBe('/live/3');
    expect(returnPath('%2Flive%2F3%3Fk%3Dabc')).toBe('/live/3?k=abc');
  });

  it('refuses anything that would leave the site', () => {
    expect(returnPath(null)).toBeNull();
    expect(returnPath('')).toBeNull();
    expect(returnPath('https://ailleurs.example')).toBeNull();
    expect(returnPath('//ailleurs.example/x')).toBeNull();
    expect(returnPath('%2F%2Failleurs.example')).toBeNull();
    expect(returnPath('/\\ailleurs.example')).toBeNull();
    expect(returnPath('javascript:alert(1)')).toBeNull();
    expect(returnPath('%E0%A4%A')).toBeNull();
  });

  it('refuses crafted paths that a browser would read as another site, and never throws', () => {
    // %09 (tab), %0A, %0D and backslashes are dropped or turned into '/' by URL parsers: '/\t/evil' is '//evil'.
    for (const crafted of [
      '/%09/evil.example',
      '%2F%09%2Fevil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '//evil',
      '///evil.example',
      '/%2F/evil.example',
      '/%5C/evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '%6A%61%76%61script:alert(1)',
      ' /\u0000/evil',
      'http:/evil.example',
      '/%E0%A4%A',
    ]) {
      expect(() => returnPath(crafted)).not.toThrow();
      const path = returnPath(crafted);
      if (path === null) continue;
      expect(new URL(path, 'https://canal-pneumo.fr').origin).toBe('https://canal-pneumo.fr');
      expect(path).toMatch(/^\/(?![/\\])/);
    }
    expect(returnPath('/%09/evil.example')).toBeNull();
    expect(returnPath('//evil')).toBeNull();
    expect(returnPath('/\\evil')).toBeNull();
    expect(returnPath('javascript:alert(1)')).toBeNull();
  });

  it('keeps the query and hash of a real page', () => {
    expect(returnPath('/replay/4?t=30#questions')).toBe('/replay/4?t=30#questions');
    expect(returnPath('/news?q=asthme%20s%C3%A9v%C3%A8re')).toBe('/news?q=asthme%20s%C3%A9v%C3%A8re');
  });
});
