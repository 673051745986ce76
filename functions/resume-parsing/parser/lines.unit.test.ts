// Boundary: text of a laid-out line, as the sections and entries read it.
import { describe, expect, it } from 'vitest';
import { collapseLetterSpacing, linesFromText, plainHyphens } from './lines.js';

describe('collapseLetterSpacing', () => {
  it('closes up capitals set apart for effect, keeping the gap between words', () => {
    expect(collapseLetterSpacing('J O R D A N\tR E Y E S')).toBe('JORDAN REYES');
    expect(collapseLetterSpacing('P R I Y A  I Y E R')).toBe('PRIYA IYER');
    expect(collapseLetterSpacing('E X P E R I E N C E')).toBe('EXPERIENCE');
  });

  it('leaves short runs of single letters and ordinary text alone', () => {
    expect(collapseLetterSpacing('A B C')).toBe('A B C');
    expect(collapseLetterSpacing('Skills: C, R, Go')).toBe('Skills: C, R, Go');
    expect(collapseLetterSpacing('Jordan Reyes\tNew York, NY')).toBe('Jordan Reyes\tNew York, NY');
  });
});

describe('plainHyphens', () => {
  it('reads the hyphens some writers export as one plain hyphen', () => {
    expect(plainHyphens('(909) 555-\u00ad\u20105555')).toBe('(909) 555-5555');
    expect(plainHyphens('on\u2010campus, co\u2011founder, hy\u00adphen')).toBe(
      'on-campus, co-founder, hyphen',
    );
    expect(linesFromText('555\u20105555').pages[0]?.[0]?.text).toBe('555-5555');
  });
});
