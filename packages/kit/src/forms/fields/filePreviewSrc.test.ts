import { filePreviewSrc } from './filePreviewSrc';

describe('filePreviewSrc', () => {
  it('uses paths and URLs as they are', () => {
    expect(filePreviewSrc({ dest: '/cache/news/3/a.png', name: 'a.png', size: 1 }, { previewUrl: '/x' })).toBe('/cache/news/3/a.png');
    expect(filePreviewSrc({ dest: 'https://cdn.test/a.png', name: 'a.png', size: 1 }, {})).toBe('https://cdn.test/a.png');
  });

  it('places bare names under tmpUrl or previewUrl', () => {
    expect(filePreviewSrc({ dest: 'a.png', name: 'a.png', size: 1, isTmp: true }, { tmpUrl: '/cache/tmp/', previewUrl: '/cache/news/3' })).toBe(
      '/cache/tmp/a.png',
    );
    expect(filePreviewSrc({ dest: 'a.png', name: 'a.png', size: 1 }, { tmpUrl: '/cache/tmp', previewUrl: '/cache/news/3' })).toBe('/cache/news/3/a.png');
    expect(filePreviewSrc({ dest: 'a.png', name: 'a.png', size: 1 }, {})).toBe('a.png');
  });
});
