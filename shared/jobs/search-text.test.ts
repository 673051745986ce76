// Boundary: how job text and typed searches become search words (pure).
import { describe, expect, it } from 'vitest';
import { parseSearch, searchWords } from './search-text';

describe('searchWords', () => {
  it('lower-cases, splits on anything but word characters and drops repeats', () => {
    expect(searchWords('Senior React Developer - React/Redux')).toEqual([
      'senior',
      'react',
      'developer',
      'redux',
    ]);
  });

  it('keeps the characters skills are spelled with', () => {
    expect(searchWords('C++, C#, Node.js, .NET and F#')).toEqual([
      'c++',
      'c#',
      'node.js',
      '.net',
      'and',
      'f#',
    ]);
  });

  it('drops trailing dots and one-letter words other than C and R', () => {
    expect(searchWords('Engineer. A team in R and C')).toEqual(['engineer', 'team', 'in', 'r', 'and', 'c']);
  });

  it('folds accents the way people type without them', () => {
    expect(searchWords('Café Résumé')).toEqual(['cafe', 'resume']);
  });

  it('finds nothing in blank or symbol-only text', () => {
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords('-- / !!')).toEqual([]);
  });
});

describe('parseSearch', () => {
  it('takes the last word typed as a prefix and the others whole', () => {
    expect(parseSearch('senior jav')).toEqual({ words: ['senior'], prefix: 'jav' });
    expect(parseSearch('React')).toEqual({ words: [], prefix: 'react' });
  });

  it('matches every word whole once the query ends in a space or a symbol', () => {
    expect(parseSearch('senior java ')).toEqual({ words: ['senior', 'java'] });
    expect(parseSearch('sales -')).toEqual({ words: ['sales'] });
  });

  it('keeps c++ and c# as prefixes', () => {
    expect(parseSearch('c++')).toEqual({ words: [], prefix: 'c++' });
    expect(parseSearch('dotnet c#')).toEqual({ words: ['dotnet'], prefix: 'c#' });
  });

  it('is empty for no query', () => {
    expect(parseSearch(undefined)).toEqual({ words: [] });
    expect(parseSearch('')).toEqual({ words: [] });
  });
});
