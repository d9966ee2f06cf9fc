import { detectAdverseEvent, foldedWords } from './detectAdverseEvent';

const PRODUCTS = ['Bronchodil', 'Respiflux Inhaler', 'Trimbow'];

describe('detectAdverseEvent', () => {
  it.each([
    ['Depuis que je prends du Bronchodil, j’ai des palpitations la nuit.', 'Bronchodil', 'palpitation'],
    ['Un patient sous TRIMBOW a été hospitalisé pour un œdème de Quincke', 'Trimbow', 'hospitalis*'],
    ['Ma patiente a fait une éruption cutanée après le respiflux inhaler', 'Respiflux Inhaler', 'éruption'],
    ['Nausees et vertiges avec le bronchodil, est-ce connu ?', 'Bronchodil', 'nausée'],
    ['Des OEDEMES des chevilles sous trimbow', 'Trimbow', 'œdème'],
    ['Une réaction allergique au Trimbow chez un enfant', 'Trimbow', 'réaction'],
    ['Décès d’un patient traité par Bronchodil : que faire ?', 'Bronchodil', 'décès'],
    ['Les effets indésirables du Trimbow sont-ils fréquents ?', 'Trimbow', 'effet indésirable'],
    ['J’ai des maux de tête depuis le Trimbow', 'Trimbow', 'maux de tête'],
  ])('finds « %s »', (text, drug, harm) => {
    expect(detectAdverseEvent(text, PRODUCTS)).toEqual({ drug, harm });
  });

  it.each([
    ['Mon traitement m’a donné des effets secondaires importants.', 'traitement', 'effet secondaire'],
    ['Allergie à un antibiotique la semaine dernière', 'antibiotique', 'allergie'],
    ['Intolérance au vaccin chez une patiente', 'vaccin*', 'intolérance'],
  ])('finds a generic drug word beside an adverse phrase: « %s »', (text, drug, harm) => {
    expect(detectAdverseEvent(text, PRODUCTS)).toEqual({ drug, harm });
  });

  it.each([
    // A symptom of the disease beside a generic word is the site's daily question, not a case.
    'Quel traitement pour une toux chronique ?',
    'Le médicament réduit-il les exacerbations et la fatigue ?',
    // A product without a harm, a harm without a product.
    'Quelle est la posologie du Bronchodil chez l’adulte ?',
    'Le Trimbow est-il remboursé ?',
    'Comment prendre en charge une toux sèche persistante ?',
    'Un malaise vagal pendant la spirométrie, que faire ?',
    // A word that only contains a product's or a harm's name.
    'La bronchodilatation est-elle réversible après malaise ?',
    '',
  ])('finds nothing in « %s »', (text) => {
    expect(detectAdverseEvent(text, PRODUCTS)).toBeNull();
  });

  it('reads a product as staff wrote it, whatever its case and accents', () => {
    expect(detectAdverseEvent('Sous trélégy, toux et palpitations', ['Trélégy'])).toEqual({ drug: 'Trélégy', harm: 'palpitation' });
    expect(detectAdverseEvent('Sous TRELEGY, des palpitations', ['  trélégy '])).toEqual({ drug: 'trélégy', harm: 'palpitation' });
    expect(detectAdverseEvent('Sous Trelegy, des palpitations', ['', '   '])).toBeNull();
  });
});

describe('foldedWords', () => {
  it('folds case, accents, œ and plurals, and splits on apostrophes and hyphens', () => {
    expect(foldedWords('L’Œdème, des nausées ; anti-IgE')).toEqual(['l', 'oedeme', 'des', 'nausee', 'anti', 'ige']);
  });
});
