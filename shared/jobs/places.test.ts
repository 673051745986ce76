// Boundary: pure rules (a place's key, its aliases and regions, for search, filters and matching).
import { describe, expect, it } from 'vitest';
import { cityKey, placeAnswers, placeKeys, SUGGESTED_PLACES, searchedPlaceKeys } from './places';

describe('cityKey', () => {
  it('takes the city before a comma, slash or bracket', () => {
    expect(cityKey('Pune, Maharashtra')).toBe('pune');
    expect(cityKey('Hyderabad (Hybrid)')).toBe('hyderabad');
    expect(cityKey('Chennai / Remote')).toBe('chennai');
  });

  it('files other spellings under one name', () => {
    expect(cityKey('Bengaluru, Karnataka')).toBe(cityKey('Bangalore'));
    expect(cityKey('Gurugram')).toBe('gurgaon');
    expect(cityKey('New  Delhi')).toBe('delhi');
    expect(cityKey('BOMBAY')).toBe('mumbai');
    expect(cityKey('Cochin')).toBe('kochi');
    expect(cityKey('Secunderabad, Telangana')).toBe('hyderabad');
  });

  it('names a region by one key whichever way it is written', () => {
    for (const written of ['Delhi NCR', 'NCR', 'delhi-ncr', 'National Capital Region']) {
      expect(cityKey(written), written).toBe('delhi ncr');
    }
    expect(cityKey('MMR')).toBe('mumbai metropolitan region');
  });

  it('is empty for an empty location', () => {
    expect(cityKey('  ')).toBe('');
  });
});

describe('regions', () => {
  it('Delhi NCR covers Delhi, Gurugram, Noida, Ghaziabad and Faridabad', () => {
    for (const city of ['New Delhi', 'Gurugram', 'Noida', 'Greater Noida', 'Ghaziabad', 'Faridabad']) {
      expect(placeAnswers('delhi ncr', cityKey(city)), city).toBe(true);
    }
    expect(placeAnswers('delhi ncr', cityKey('Mumbai'))).toBe(false);
  });

  it('a job posted for the region is found from each of its cities, not from another city', () => {
    expect(placeAnswers(cityKey('Noida'), cityKey('Delhi NCR'))).toBe(true);
    expect(placeAnswers(cityKey('Pune'), cityKey('Delhi NCR'))).toBe(false);
  });

  it('a city answers for itself only, never for its neighbours', () => {
    expect(placeAnswers('noida', 'gurgaon')).toBe(false);
    expect(placeAnswers('pune', 'pune')).toBe(true);
  });

  it('searches the facets that hold those jobs: the region and its cities, or the city and its region', () => {
    expect(searchedPlaceKeys('delhi ncr')).toEqual(placeKeys('delhi ncr'));
    expect(placeKeys('delhi ncr')).toEqual([
      'delhi ncr',
      'delhi',
      'gurgaon',
      'noida',
      'ghaziabad',
      'faridabad',
    ]);
    expect(searchedPlaceKeys('noida')).toEqual(['noida', 'delhi ncr']);
    expect(searchedPlaceKeys('pune')).toEqual(['pune']);
  });

  it('offers Delhi NCR among the places suggested while typing', () => {
    expect(SUGGESTED_PLACES).toContain('Delhi NCR');
  });
});
