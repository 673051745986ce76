// Boundary: list paging in the URL (pure): one-based in the address, zero-based for the API.
import { describe, expect, it } from 'vitest';
import { pageFromSearch, searchWithPage } from './page-param';

describe('page parameter', () => {
  it('reads the one-based page, falling back to the first for anything else', () => {
    expect(pageFromSearch(new URLSearchParams('page=3'))).toBe(2);
    expect(pageFromSearch(new URLSearchParams(''))).toBe(0);
    expect(pageFromSearch(new URLSearchParams('page=0'))).toBe(0);
    expect(pageFromSearch(new URLSearchParams('page=abc'))).toBe(0);
  });

  it('writes the page, leaving it out for the first and keeping other parameters', () => {
    expect(searchWithPage(new URLSearchParams('x=1'), 1).toString()).toBe('x=1&page=2');
    expect(searchWithPage(new URLSearchParams('x=1&page=4'), 0).toString()).toBe('x=1');
  });
});
