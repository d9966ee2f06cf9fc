import { findPatientData, maskPatientData, nirKey } from './patientData';

/** A NIR with its key computed here, the way INSEE defines it (not with the module's own function). */
function nirWithKey(thirteen: string): string {
  const digits = BigInt(thirteen.replace('2A', '19').replace('2B', '18'));
  const key = 97n - (digits % 97n);
  return `${thirteen}${key.toString().padStart(2, '0')}`;
}
const spaced = (nir: string) => `${nir[0]} ${nir.slice(1, 3)} ${nir.slice(3, 5)} ${nir.slice(5, 7)} ${nir.slice(7, 10)} ${nir.slice(10, 13)} ${nir.slice(13)}`;

const masked = (text: string) => maskPatientData(text).text;

describe('NIR (numéro de sécurité sociale)', () => {
  it.each(['1840375012345', '2541269123456', '1770299001002', '2931013055123', '1960597411008'])(
    'masks %s with its valid key, written together or in groups',
    (thirteen) => {
      const nir = nirWithKey(thirteen);
      expect(masked(`NIR ${nir}, suivi pour BPCO`)).toBe('NIR [NIR], suivi pour BPCO');
      expect(masked(`Sécu : ${spaced(nir)}.`)).toBe('Sécu : [NIR].');
    },
  );

  it('masks a Corsican NIR (2A counted as 19, 2B as 18)', () => {
    const ajaccio = nirWithKey('185012A004012');
    const bastia = nirWithKey('299072B033007');
    expect(masked(`patient né en Corse ${ajaccio}`)).toBe('patient né en Corse [NIR]');
    expect(masked(spaced(bastia))).toBe('[NIR]');
    expect(nirKey('1850119004012')).toBe(nirKey('185012A004012'));
  });

  it('leaves a number whose key is wrong, and other long numbers (PMIDs, DOIs)', () => {
    const nir = nirWithKey('1840375012345');
    const wrongKey = `${nir.slice(0, 13)}${String((Number(nir.slice(13)) % 97) + 1).padStart(2, '0')}`;
    expect(findPatientData(wrongKey)).toEqual([]);
    expect(findPatientData('PMID: 36000001, DOI 10.1183/13993003.00001-2023')).toEqual([]);
  });
});

describe('dates', () => {
  it.each([
    ['né le 12/03/1954', 'né le [DATE DE NAISSANCE]'],
    ['née le 1er mars 1954', 'née le [DATE DE NAISSANCE]'],
    ['né(e) le 3 déc. 1954', 'né(e) le [DATE DE NAISSANCE]'],
    ['Date de naissance : 12.03.1954', 'Date de naissance : [DATE DE NAISSANCE]'],
    ['DDN 07-11-54', 'DDN [DATE DE NAISSANCE]'],
  ])('masks the birth date in %s', (text, expected) => {
    expect(masked(text)).toBe(expected);
  });

  it('masks any other full date (a day of admission identifies as well), not a year or a month alone', () => {
    expect(masked('hospitalisé le 14 juillet 2025 puis revu le 02/09/2025')).toBe('hospitalisé le [DATE] puis revu le [DATE]');
    expect(findPatientData('une étude de 2023, publiée en mars 2024, sur 12 mois')).toEqual([]);
  });
});

describe('phone numbers, addresses, record numbers', () => {
  it.each(['06 12 34 56 78', '06.12.34.56.78', '0612345678', '+33 6 12 34 56 78', '+33 (0)1 45 67 89 10', '0033 4 72 11 22 33'])(
    'masks the number %s',
    (phone) => {
      expect(masked(`Joindre la fille au ${phone} ce soir`)).toBe('Joindre la fille au [TÉLÉPHONE] ce soir');
    },
  );

  it.each([
    ['vit au 12 rue de la Paix, 75002 Paris, seul', 'vit au [ADRESSE], seul'],
    ['domicile : 3 bis avenue Jean Jaurès', 'domicile : [ADRESSE]'],
    ['5 bd Victor Hugo 06000 Nice', '[ADRESSE]'],
    ['8 place d’Italie', '[ADRESSE]'],
  ])('masks the address in %s', (text, expected) => {
    expect(masked(text)).toBe(expected);
  });

  it('leaves a number before a word that only sometimes names a street', () => {
    expect(findPatientData('après 3 cours de corticoïdes et 2 place(s) en réanimation')).toEqual([]);
  });

  it.each([
    ['IPP : 20240012345', 'IPP : [N° DE DOSSIER]'],
    ['NIP 8812345', 'NIP [N° DE DOSSIER]'],
    ['n° de dossier AB-123456', 'n° de dossier [N° DE DOSSIER]'],
    ['dossier n° 2025-000123', 'dossier n° [N° DE DOSSIER]'],
  ])('masks the record number in %s, keeping its label', (text, expected) => {
    expect(masked(text)).toBe(expected);
  });
});

describe('names', () => {
  it.each([
    ['Mme Dupont, 72 ans, BPCO stade 3', 'Mme [NOM], 72 ans, BPCO stade 3'],
    ['M. Jean-Pierre LEGALL a une fibrose', 'M. [NOM] a une fibrose'],
    ['Monsieur Martin fait des exacerbations', 'Monsieur [NOM] fait des exacerbations'],
    ['ma patiente Marie Durand est asthmatique', 'ma patiente [NOM] est asthmatique'],
    ['Nom : DUPONT, prénom : Jean', 'Nom : [NOM], prénom : [NOM]'],
    ['Jean Dupont, 67 ans, tousse depuis trois mois', '[NOM], 67 ans, tousse depuis trois mois'],
    ['Bonjour, chez Paul Moreau, né le 02/05/1960', 'Bonjour, chez [NOM], né le [DATE DE NAISSANCE]'],
  ])('masks the name in %s', (text, expected) => {
    expect(masked(text)).toBe(expected);
  });

  it('leaves diseases, acronyms and authors', () => {
    expect(findPatientData('Un patient BPCO sous trithérapie : que dit l’étude IMPACT de Lipson (2018) ?')).toEqual([]);
    expect(findPatientData('Le patient a-t-il une Asthme sévère ? La revue de Martin et al. sur le Dupilumab')).toEqual([]);
  });
});

describe('maskPatientData', () => {
  it('says what it found, in the order of the text, and masks a masked text no further', () => {
    const nir = nirWithKey('2541269123456');
    const text = `Mme Durand, née le 12 mars 1954, NIR ${nir}, tél. 06 12 34 56 78, IPP 123456, 4 rue Pasteur 69003 Lyon.`;
    const result = maskPatientData(text);
    expect(result.found.map((match) => [match.kind, match.text])).toEqual([
      ['name', 'Durand'],
      ['birthDate', '12 mars 1954'],
      ['nir', nir],
      ['phone', '06 12 34 56 78'],
      ['recordNumber', '123456'],
      ['address', '4 rue Pasteur 69003 Lyon'],
    ]);
    expect(result.text).toBe('Mme [NOM], née le [DATE DE NAISSANCE], NIR [NIR], tél. [TÉLÉPHONE], IPP [N° DE DOSSIER], [ADRESSE].');
    expect(maskPatientData(result.text)).toEqual({ text: result.text, found: [] });
  });

  it('leaves a question without patient data as it is', () => {
    const question = 'Quelle place pour les biothérapies dans l’asthme sévère chez l’adulte de plus de 65 ans ?';
    expect(maskPatientData(question)).toEqual({ text: question, found: [] });
  });
});
