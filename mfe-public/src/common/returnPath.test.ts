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
});
