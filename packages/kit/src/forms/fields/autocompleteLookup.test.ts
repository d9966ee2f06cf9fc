import { readOptionsAnswer } from '@canal/kit';
import { filterOptions, isLookupLength, lookupUrl } from './autocompleteLookup';

describe('autocomplete helpers', () => {
  it('looks up at exactly 5 characters', () => {
    expect(isLookupLength('Lyon')).toBe(false);
    expect(isLookupLength('Paris')).toBe(true);
    expect(isLookupLength('Évian')).toBe(true);
    expect(isLookupLength('Nantes')).toBe(false);
  });

  it('uses externalValues, else url', () => {
    expect(lookupUrl({ externalValues: '/api/city/ac', url: '/api/x' })).toBe('/api/city/ac');
    expect(lookupUrl({ url: '/api/x' })).toBe('/api/x');
    expect(lookupUrl({})).toBeNull();
  });

  it('reads options with label or text', () => {
    expect(
      readOptionsAnswer({ status: 'ok', data: { options: [{ value: 69001, label: 'Lyon 1er' }, { value: 'x', text: 'Texte' }, { value: 'y' }] } }),
    ).toEqual([
      { value: '69001', label: 'Lyon 1er' },
      { value: 'x', label: 'Texte' },
      { value: 'y', label: 'y' },
    ]);
  });

  it('filters options ignoring case and accents', () => {
    const options = [
      { value: '1', label: 'Besançon' },
      { value: '2', label: 'Bordeaux' },
    ];
    expect(filterOptions(options, 'BESANC')).toEqual([{ value: '1', label: 'Besançon' }]);
    expect(filterOptions(options, ' ')).toEqual(options);
  });
});
