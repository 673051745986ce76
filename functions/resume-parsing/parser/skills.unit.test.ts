// Boundary: skills and spoken languages of a skills section.
import { describe, expect, it } from 'vitest';
import type { Line } from './lines.js';
import { headerLanguages, parseSkills, unglue } from './skills.js';

const lines = (...texts: string[]): Line[] => texts.map((text) => ({ text, size: 10, x: 50, page: 1 }));

describe('parseSkills', () => {
  it('takes no notice period or CTC for a skill', () => {
    expect(
      parseSkills(lines('Java, SQL', 'Notice period: 30 days', 'Current CTC: 12 LPA', 'Immediate joiner')),
    ).toEqual(['Java', 'SQL']);
  });

  it('drops category labels and splits items', () => {
    expect(parseSkills(lines('Programming Languages: C, Java', 'Tools: Git | Docker'))).toEqual([
      'C',
      'Java',
      'Git',
      'Docker',
    ]);
  });

  it('keeps programming languages under "Languages:" and drops the "and" of a written list', () => {
    expect(parseSkills(lines('Languages: Python, Go', 'Office: Word, PowerPoint, and Excel'))).toEqual([
      'Python',
      'Go',
      'Word',
      'PowerPoint',
      'Excel',
    ]);
  });

  it('reads no skills from a category that is another section ("Interests:", "Hobbies:")', () => {
    expect(parseSkills(lines('Technologies: Linux, Docker', 'Interests: Tennis, Gardening'))).toEqual([
      'Linux',
      'Docker',
    ]);
  });

  it('names the spoken languages of a "Language:" category, to be filed with languages', () => {
    expect(
      parseSkills(lines('Language: Fluent in Spanish', 'Spoken Languages: Hindi (native), English')),
    ).toEqual(['Spanish', 'Hindi', 'English']);
  });

  it('reads a bulleted category as a category', () => {
    expect(parseSkills(lines('• Proficient in: Python, SQL', '• Languages: English, Spanish'))).toEqual([
      'Python',
      'SQL',
      'English',
      'Spanish',
    ]);
  });

  it('keeps separators inside brackets in one item', () => {
    expect(parseSkills(lines('Cloud: Docker, AWS (EC2, S3, RDS), Helm'))).toEqual([
      'Docker',
      'AWS (EC2, S3, RDS)',
      'Helm',
    ]);
  });

  it("joins a bullet's list wrapped onto a hanging line, and one that ends in a comma", () => {
    const wrapped: Line[] = [
      { text: '• Frontend: React, Vite, Tailwind', size: 10, x: 60, page: 1 },
      { text: 'CSS, React Query', size: 10, x: 74, page: 1 },
      { text: '• Cloud: Helm, AWS (EC2,', size: 10, x: 60, page: 1 },
      { text: 'S3, RDS)', size: 10, x: 74, page: 1 },
    ];
    expect(parseSkills(wrapped)).toEqual([
      'React',
      'Vite',
      'Tailwind CSS',
      'React Query',
      'Helm',
      'AWS (EC2, S3, RDS)',
    ]);
  });
});

describe('skills and languages as themes print them', () => {
  const at = (...texts: string[]) => texts.map((text) => ({ text, size: 10, x: 50, page: 1 }));

  it("drops a group's name over its items", () => {
    expect(parseSkills(at('Key skills', 'SQL', 'Power BI'))).toEqual(['SQL', 'Power BI']);
  });

  it('reads spoken languages listed in the header without a heading', () => {
    expect(headerLanguages(at('Pune, Maharashtra', 'Hindi, Marathi, English'))).toEqual([
      'Hindi',
      'Marathi',
      'English',
    ]);
    expect(headerLanguages(at('Java, Python'))).toEqual([]);
  });

  it('reads them from one cell of a contact row', () => {
    expect(headerLanguages(at('Pune, Maharashtra\t+91 98200 00000\tHindi, Marathi, English'))).toEqual([
      'Hindi',
      'Marathi',
      'English',
    ]);
    expect(headerLanguages(at('Pune\tJava, Python'))).toEqual([]);
  });
});

describe('items a copy ran together', () => {
  it('parts them where a word ends and a capital starts the next, never inside a name written so', () => {
    expect(unglue('Tally ERPAutoCADGSTReconciliationBudget Planning')).toEqual([
      'Tally ERP',
      'AutoCAD',
      'GST',
      'Reconciliation',
      'Budget Planning',
    ]);
    expect(parseSkills(lines('ExcelPowerPointJavaScript'))).toEqual(['Excel', 'PowerPoint', 'JavaScript']);
    // One such place alone is a name of its own.
    expect(unglue('Microsoft PowerPoint')).toEqual(['Microsoft PowerPoint']);
    expect(unglue('FooBar')).toEqual(['FooBar']);
  });
});
