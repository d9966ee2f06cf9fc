import { textBlocks } from './textBlocks';

describe('textBlocks', () => {
  it('splits on blank lines and reads "# " paragraphs as headings', () => {
    expect(textBlocks('# Éditeur\n\nPremier paragraphe\nsur deux lignes.\r\n\r\n\n<b>Second</b>')).toEqual([
      { kind: 'heading', text: 'Éditeur' },
      { kind: 'paragraph', text: 'Premier paragraphe\nsur deux lignes.' },
      { kind: 'paragraph', text: '<b>Second</b>' },
    ]);
  });

  it('gives nothing for empty content', () => {
    expect(textBlocks('  \n\n ')).toEqual([]);
  });
});
