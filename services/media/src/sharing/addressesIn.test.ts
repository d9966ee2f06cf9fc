import { addressesIn } from './addressesIn';

describe('addressesIn', () => {
  it('keeps the addresses of a sentence once each and ignores the rest', () => {
    expect(addressesIn('Pour claire.dubois@chu-lyon.fr et Paul <paul@cabinet.fr>, merci ! Copie : CLAIRE.DUBOIS@chu-lyon.fr.')).toEqual([
      'claire.dubois@chu-lyon.fr',
      'paul@cabinet.fr',
    ]);
  });

  it('finds nothing in a text without an address', () => {
    expect(addressesIn('à mes collègues du service @pneumo')).toEqual([]);
  });
});
