// Boundary: route matching (pure): the local host and the fallback read paths the same way.
import { describe, expect, it } from 'vitest';
import { findRoute, matchPath, routesForPath } from './route-table';

describe('matchPath', () => {
  it('matches literal segments', () => {
    expect(matchPath('/contact/submit', '/contact/submit')).toEqual({});
    expect(matchPath('/contact/submit', '/contact/other')).toBeUndefined();
  });

  it('extracts and decodes path parameters', () => {
    expect(matchPath('/profile/education/{id}', '/profile/education/a%20b')).toEqual({ id: 'a b' });
  });

  it('refuses different lengths and broken encodings', () => {
    expect(matchPath('/profile/education/{id}', '/profile/education')).toBeUndefined();
    expect(matchPath('/profile/education/{id}', '/profile/education/%E0%A4')).toBeUndefined();
  });
});

describe('findRoute', () => {
  it('finds a route with or without the /api/v1 prefix', () => {
    expect(findRoute('POST /api/v1/contact/submit')?.path).toBe('/contact/submit');
    expect(findRoute('POST /contact/submit')?.path).toBe('/contact/submit');
  });

  it('finds nothing for $default or another method', () => {
    expect(findRoute('$default')).toBeUndefined();
    expect(findRoute('GET /api/v1/contact/submit')).toBeUndefined();
  });
});

describe('routesForPath', () => {
  it('lists every method a path has', () => {
    expect(routesForPath('/api/v1/contact/submit').map((match) => match.route.method)).toEqual(['POST']);
    expect(routesForPath('/api/v1/unknown')).toEqual([]);
  });
});
