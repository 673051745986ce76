// Boundary: none (pure) - the directory's search between its address and GET /companies's query.
import { describe, expect, it } from 'vitest';
import { directoryQuery, filtersFrom } from './directory-filters';

describe('directory filters', () => {
  it('reads the search from the address, ignoring blanks and a first or broken page', () => {
    expect(filtersFrom(new URLSearchParams('search=+acme+&city=Pune&industry=&page=1'))).toEqual({
      search: 'acme',
      city: 'Pune',
      industry: undefined,
      page: undefined,
    });
    expect(filtersFrom(new URLSearchParams('page=abc')).page).toBeUndefined();
    expect(filtersFrom(new URLSearchParams('page=3')).page).toBe(3);
  });

  it('asks the API for the page counted from zero, with the name search as its keyword', () => {
    expect(directoryQuery({ search: 'acme', city: 'Pune', page: 2 })).toBe(
      'page=1&size=12&keyword=acme&city=Pune',
    );
    expect(directoryQuery({})).toBe('page=0&size=12');
  });
});
