// Boundary: section headings in resume lines.
import { describe, expect, it } from 'vitest';
import type { Line } from './lines.js';
import { detectHeading, detectLooseHeading, splitSections } from './sections.js';

const lines = (...texts: string[]): Line[] => texts.map((text) => ({ text, size: 10, x: 50, page: 1 }));

describe('detectHeading', () => {
  it.each([
    ['WORK EXPERIENCE', 'experience'],
    ['Professional Experience:', 'experience'],
    ['Employment History', 'experience'],
    ['Educational Qualifications', 'education'],
    ['ACADEMIC QUALIFICATION', 'education'],
    ['Key Skills', 'skills'],
    ['Technical Skills & Tools', undefined],
    ['Languages Known', 'languages'],
    ['Licenses & Certifications', 'certifications'],
    ['Career Objective', 'summary'],
    ['Employment Details', 'experience'],
    ['Organisational Experience', 'experience'],
    ['Projects Handled', 'projects'],
  ])('%s -> %s', (text, kind) => {
    expect(detectHeading(text)?.kind).toBe(kind);
  });

  it('keeps what follows a colon as the first line of the section', () => {
    expect(detectHeading('Skills: Java, SQL')).toEqual({ kind: 'skills', rest: 'Java, SQL' });
  });

  it('does not take a sentence for a heading', () => {
    expect(detectHeading('Led the education outreach programme across 12 districts')).toBeUndefined();
  });
});

describe('splitSections', () => {
  it('puts lines before the first heading in the header, then groups by heading', () => {
    const sections = splitSections(
      lines('Asha Rao', 'asha@example.com', 'Experience', 'Analyst', 'Education', 'B.Com'),
    );
    expect(sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['header', ['Asha Rao', 'asha@example.com']],
      ['experience', ['Analyst']],
      ['education', ['B.Com']],
    ]);
  });

  it("keeps a wrapped cell's last word that names the section it is in as a line of that section", () => {
    const at = (text: string, size = 9): Line => ({ text, size, x: 50, page: 1 });
    const sections = splitSections([
      at('Educational Qualifications', 10.5),
      at('Qualification\tBoard / University\tYear'),
      at('Hill View Council of Higher Secondary'),
      at('HSC (Commerce)\t2013'),
      at('Education'),
      at('Key Skills', 10.5),
      at('Tally'),
    ]);
    expect(sections.map((s) => [s.kind, s.lines.length])).toEqual([
      ['header', 0],
      ['education', 4],
      ['skills', 1],
    ]);
    // Set larger, or in capitals, the same word still opens a section.
    expect(splitSections([at('Education'), at('B.Com'), at('EDUCATION')]).length).toBe(3);
  });

  it('treats "Languages: ..." inside a skills section as a skill category', () => {
    const sections = splitSections(lines('Skills', 'Languages: Python, Go', 'Tools: Docker'));
    expect(sections.at(-1)?.kind).toBe('skills');
    expect(sections.at(-1)?.lines.map((l) => l.text)).toEqual(['Languages: Python, Go', 'Tools: Docker']);
  });
});

describe('detectLooseHeading', () => {
  const heading = (text: string): Line => ({ text, size: 12, x: 54, page: 1 });

  it('reads an emphasised line naming involvement or activities as a section apart from education', () => {
    expect(detectLooseHeading(heading('ON CAMPUS INVOLVEMENT'), 11)).toBe('other');
    expect(detectLooseHeading(heading('Campus Activities'), 11)).toBe('other');
    expect(detectLooseHeading(heading('VOLUNTEER EXPERIENCE'), 11)).toBe('experience');
  });
});

describe('headings from other layouts', () => {
  const line = (text: string, size = 12) => ({ text, size, x: 20, page: 1 });

  it('reads headings set in spaced or squeezed capitals', () => {
    expect(detectHeading('SUMMA RY')?.kind).toBe('summary');
    expect(detectHeading('WORKEXPERIENCE')?.kind).toBe('experience');
    expect(detectHeading('Workexperience')).toBeUndefined();
  });

  it("keeps a role's 'Highlights' label inside the experience section", () => {
    const sections = splitSections([
      line('Experience', 18),
      line('Acme Foods Ltd.\t2021-04 —'),
      line('Accounts Executive'),
      line('Highlights'),
      line('Closed the books early'),
      line('Beta Steel Ltd.\t2019-01 — 2021-03'),
    ]);
    expect(sections.map((s) => s.kind)).toEqual(['header', 'experience']);
  });
});

describe('a loose heading inside its own section', () => {
  const line = (text: string, size = 10) => ({ text, size, x: 20, page: 1 });

  it('is a name in the section when the section word is mid-line, a heading when it ends the line', () => {
    const kinds = (text: string) =>
      splitSections([
        line('Education', 16),
        line('B.Sc Statistics, Sardar Patel College of Science'),
        line(text, 14),
        line('10th, 2012, 88.4%'),
      ]).map((s) => s.kind);
    expect(kinds('Karnataka Secondary Education Examination Board')).toEqual(['header', 'education']);
    expect(kinds('Continuing Education')).toEqual(['header', 'education', 'education']);
  });
});

describe('a heading in a left rail', () => {
  it("puts the first line beside it where the section's lines start", () => {
    const sections = splitSections([
      { text: 'Work\tAcme Foods Ltd.', size: 16, x: 60, page: 1 },
      { text: 'Senior Analyst', size: 10, x: 183, page: 1 },
      { text: 'May 2024 – Present', size: 10, x: 183, page: 1 },
    ]);
    expect(sections[1]?.lines.map((l) => [l.text, l.x])).toEqual([
      ['Acme Foods Ltd.', 183],
      ['Senior Analyst', 183],
      ['May 2024 – Present', 183],
    ]);
  });
});
