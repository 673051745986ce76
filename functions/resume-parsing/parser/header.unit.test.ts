// Boundary: the name of a resume's header, as the profile should spell it.
import { describe, expect, it } from 'vitest';
import { parseHeader, properCase } from './header.js';
import type { Line } from './lines.js';

describe('properCase', () => {
  it('spells a name set in capitals in title case', () => {
    expect(properCase('SIDDHARTH RAO')).toBe('Siddharth Rao');
    expect(properCase('ANNA WIŚNIEWSKA')).toBe('Anna Wiśniewska');
    expect(properCase("JEAN-LUC D'SOUZA")).toBe("Jean-Luc D'Souza");
    expect(properCase('JORDAN A. PATEL')).toBe('Jordan A. Patel');
  });

  it('keeps a name printed in mixed case, and single capitals, as they are', () => {
    expect(properCase('Ravi McDonald')).toBe('Ravi McDonald');
    expect(properCase('Etta')).toBe('Etta');
    expect(properCase('A')).toBe('A');
  });
});

describe('parseHeader', () => {
  it('does not take the school printed beside the contact details for a headline', () => {
    const at = (text: string, size: number): Line => ({ text, size, x: 100, page: 1 });
    const info = parseHeader(
      [at('Jane Smith', 18), at('Springfield State University · jane.smith@example.com', 10)],
      [],
      [at('Jane Smith', 18), at('Springfield State University · jane.smith@example.com', 10)],
    );
    expect(info).toMatchObject({ firstName: 'Jane', lastName: 'Smith', title: '' });
  });
});
