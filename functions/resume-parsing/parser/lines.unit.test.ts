// Boundary: text of a laid-out line, as the sections and entries read it.
import { describe, expect, it } from 'vitest';
import {
  collapseLetterSpacing,
  groupIntoLines,
  isDatum,
  linesFromText,
  plainHyphens,
  type Run,
} from './lines.js';

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

describe('groupIntoLines', () => {
  const run = (text: string, x: number, y: number, width = text.length * 5): Run => ({
    text,
    x,
    y,
    width,
    size: 10,
    page: 1,
  });

  it('keeps dates and marks set right of a single column on the rows they belong to', () => {
    const runs: Run[] = [];
    const rows: [string, string][] = [
      ['Systems Engineer', '02/2025 - Present'],
      ['Vyom Infotech Pvt. Ltd. - Mohali', ''],
      ['Frontend Developer', '11/2022 - 12/2024'],
      ['Kalinga Systems Limited - Bhiwadi', ''],
      ['Qualification    Board / University', 'Year   Marks'],
      ['M.Tech in Software Engineering    Shivaji University', '2020   CGPA 8.40/10'],
      ['B.Sc in Computer Science    Nagpur University', '2018   70.3%'],
      ['HSC (Science)    UP Board', '2014   94.0%'],
      ['SSC    UP Board', '2012   80.1%'],
      ['C# • Java • Azure • MongoDB', ''],
    ];
    rows.forEach(([left, right], i) => {
      runs.push(run(left, 58, 100 + i * 14));
      if (right) runs.push(run(right, 452, 100 + i * 14));
    });
    const texts = groupIntoLines(runs, 595).map((l) => l.text);
    expect(texts[0]).toBe('Systems Engineer\t02/2025 - Present');
    expect(texts[5]).toBe('M.Tech in Software Engineering Shivaji University\t2020 CGPA 8.40/10');
  });
});

describe('isDatum', () => {
  it('knows a cell of dates, years or marks from one with words', () => {
    expect(isDatum('Jul 2024 –')).toBe(true);
    expect(isDatum('2018\t70.3%')).toBe(true);
    expect(isDatum('Year Marks')).toBe(true);
    expect(isDatum('Present')).toBe(true);
    expect(isDatum('English, Hindi')).toBe(false);
    expect(isDatum('Hosur')).toBe(false);
  });
});
