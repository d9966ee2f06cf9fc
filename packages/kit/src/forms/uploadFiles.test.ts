import { isImageFile, keepLastFiles, uploadUrl } from './uploadFiles';

describe('upload helpers', () => {
  it('detects images by extension only', () => {
    expect(isImageFile('photo.JPG')).toBe(true);
    expect(isImageFile('scan.jpeg')).toBe(true);
    expect(isImageFile('logo.png')).toBe(true);
    expect(isImageFile('anim.gif')).toBe(true);
    expect(isImageFile('programme.pdf')).toBe(false);
    expect(isImageFile('image.webp')).toBe(false);
    expect(isImageFile('png')).toBe(false);
  });

  it('keeps the last maxFiles files', () => {
    expect(keepLastFiles(['a', 'b', 'c', 'd'], 2)).toEqual(['c', 'd']);
    expect(keepLastFiles(['a', 'b'], 3)).toEqual(['a', 'b']);
    expect(keepLastFiles(['a', 'b'], undefined)).toEqual(['a', 'b']);
    expect(keepLastFiles(['a', 'b'], 0)).toEqual(['a', 'b']);
    expect(keepLastFiles(['a', 'b', 'c'], 1)).toEqual(['c']);
  });

  it('appends m=1 for multiple uploads', () => {
    expect(uploadUrl('/api/upload', false)).toBe('/api/upload');
    expect(uploadUrl('/api/upload', true)).toBe('/api/upload?m=1');
    expect(uploadUrl('/api/upload?kind=news', true)).toBe('/api/upload?kind=news&m=1');
  });
});
