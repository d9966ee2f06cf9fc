import { breakablePieces, cellFiles, cellItems, cellLink, isCheckedCell, optionLabels } from './cellValues';

describe('cell values', () => {
  it('cuts an e-mail or an address where a line may break, and leaves words and numbers whole', () => {
    expect(breakablePieces('ma.de-la-rochefoucauld@cabinet-pneumo.fr')).toEqual(['ma.', 'de-la-rochefoucauld@', 'cabinet-pneumo.', 'fr']);
    expect(breakablePieces('https://exemple.fr/a_b')).toEqual(['https:/', '/', 'exemple.', 'fr/', 'a_', 'b']);
    expect(breakablePieces('nom différent : DURAND Lucie')).toEqual(['nom différent : DURAND Lucie']);
    expect(breakablePieces('10101010105')).toEqual(['10101010105']);
    expect(breakablePieces('Fin.')).toEqual(['Fin.']);
  });

  it('reads the items of multi-valued cells', () => {
    expect(cellItems(['a', 'b'])).toEqual(['a', 'b']);
    expect(cellItems('["md","ph"]')).toEqual(['md', 'ph']);
    expect(cellItems(3)).toEqual(['3']);
    expect(cellItems('')).toEqual([]);
    expect(cellItems(null)).toEqual([]);
  });

  it('names select values from options, then the linkMap', () => {
    const options = [
      { value: 'md', label: 'Médecin' },
      { value: 'ph', label: 'Pharmacien' },
    ];
    expect(optionLabels('md', options, undefined)).toBe('Médecin');
    expect(optionLabels(['md', 'ph', 'zz'], options, { zz: 'Autre' })).toBe('Médecin, Pharmacien, Autre');
    expect(optionLabels(12, undefined, { '12': 'Jeanne Martin' })).toBe('Jeanne Martin');
  });

  it('reads file lists', () => {
    expect(cellFiles('[{"name":"prog.pdf","dest":"/cache/events/3/prog.pdf"},{"dest":"/cache/x/y.png"},{"name":"nodest"}]')).toEqual([
      { name: 'prog.pdf', dest: '/cache/events/3/prog.pdf' },
      { name: 'y.png', dest: '/cache/x/y.png' },
    ]);
    expect(cellFiles('[]')).toEqual([]);
    expect(cellFiles('pas du json')).toEqual([]);
  });

  it('reads checkboxes', () => {
    expect(isCheckedCell('on')).toBe(true);
    expect(isCheckedCell(1)).toBe(true);
    expect(isCheckedCell('')).toBe(false);
    expect(isCheckedCell(null)).toBe(false);
  });

  it('builds cell links', () => {
    const row = { id: 7 };
    expect(cellLink({ isLink: true, linkUrl: '/staff/account/preview' }, row, 'x')).toBe('/staff/account/preview/7');
    expect(cellLink({ isLink: true, linkUrl: '/live/{id}?v={value}' }, row, 'a b')).toBe('/live/7?v=a%20b');
    expect(cellLink({ isLink: true }, row, 'https://exemple.fr')).toBe('https://exemple.fr');
    expect(cellLink({ isLink: true }, row, 'texte')).toBeNull();
    expect(cellLink({}, row, '/x')).toBeNull();
  });
});
