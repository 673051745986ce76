// Boundary: skills and spoken languages of a skills section.
import { describe, expect, it } from 'vitest';
import type { Line } from './lines.js';
import { parseSkills } from './skills.js';

const lines = (...texts: string[]): Line[] => texts.map((text) => ({ text, size: 10, x: 50, page: 1 }));

describe('parseSkills', () => {
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
});
