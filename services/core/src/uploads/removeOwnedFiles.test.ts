import { ownedFileKeys } from './removeOwnedFiles';

describe('ownedFileKeys', () => {
  it('keeps the files committed under the row’s own folder, from every upload column', () => {
    const row = {
      id: 7,
      title: 'Asthme',
      thumb: [{ dest: '/cache/news/7/photo.png', name: 'photo.png' }],
      files: [{ dest: '/cache/episodes/7/slides.pdf' }, { dest: '/cache/episodes/7/slides.pdf' }],
    };
    expect(ownedFileKeys(Object.values(row), 7)).toEqual(['news/7/photo.png', 'episodes/7/slides.pdf']);
  });

  it('leaves another row’s files, links, drawn pictures and anything that is not a stored file', () => {
    const values = [
      [{ dest: '/cache/news/70/photo.png' }, { dest: '/cache/news/17/photo.png' }],
      [{ dest: 'https://exemple.fr/7/fiche.pdf' }, { dest: '/cache/news/7' }, { dest: '/cache/tmp/7/a/b.png' }],
      [{ dest: '/cache/news/../7/x.png' }, { name: 'sans dest' }, 'texte', null],
      { dest: '/cache/news/7/objet-seul.png' },
      '/cache/news/7/photo.png',
    ];
    expect(ownedFileKeys(values, 7)).toEqual([]);
  });
});
