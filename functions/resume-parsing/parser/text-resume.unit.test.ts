// Boundary: parseLines on a resume as plain text lines: what a profile is filled with beyond the spec's fields.
import { describe, expect, it } from 'vitest';
import { parseLines } from './index.js';
import type { Line } from './lines.js';

const resume = (text: string): Line[] =>
  text.split('\n').map((line) => ({ text: line, size: 0, x: 0, page: 1 }));

const PRIYA = `Priya Sharma
priya.sharma@example.com | +91 98450 12345 | Bengaluru
Senior Software Engineer

Experience
Senior Software Engineer, Infosys Ltd
Jan 2019 - Present
• Led the move of billing services to AWS Lambda
• Mentored four junior engineers

Education
B.Tech Computer Science, NIT Trichy
2014 - 2018

Skills
Java, TypeScript, AWS

Languages: English, Hindi, Kannada
Notice period: 2 months
Current CTC: 18 L`;

describe('a text resume that states more than the spec asks', () => {
  const parsed = parseLines(resume(PRIYA), new Date('2026-11-01'));

  it('keeps a year-only education as years, start and end', () => {
    expect(parsed.educations).toEqual([
      expect.objectContaining({
        degree: 'B.Tech',
        institution: 'NIT Trichy',
        startDate: '2014',
        endDate: '2018',
      }),
    ]);
  });

  it("makes a role's bullet lines its description, one a line", () => {
    expect(parsed.workExperiences[0]?.description).toBe(
      'Led the move of billing services to AWS Lambda\nMentored four junior engineers',
    );
  });

  it('reads spoken languages from a Languages line', () => {
    expect(parsed.skills.languages).toEqual(['English', 'Hindi', 'Kannada']);
  });

  it('reads the notice period and the current CTC, and takes neither for a skill', () => {
    expect(parsed.jobSearch).toEqual({ noticePeriodDays: 60, currentCtc: 1_800_000, expectedCtc: null });
    expect(parsed.skills.technical).toEqual(['Java', 'TypeScript', 'AWS']);
  });

  it.each([
    ['Notice period: 30 days', 30],
    ['Immediate joiner', 0],
    ['Notice Period - 2 months', 60],
  ])('reads %s under the skills as a notice period only', (line, days) => {
    const text = PRIYA.replace('Notice period: 2 months', line);
    const other = parseLines(resume(text), new Date('2026-11-01'));
    expect(other.jobSearch?.noticePeriodDays).toBe(days);
    expect(other.skills.technical).toEqual(['Java', 'TypeScript', 'AWS']);
  });

  it.each([
    ['Current CTC: 18 LPA', 1_800_000],
    ['Current CTC: ₹18,00,000', 1_800_000],
    ['Current CTC: 18 L', 1_800_000],
  ])('reads %s in rupees a year', (line, rupees) => {
    const other = parseLines(resume(PRIYA.replace('Current CTC: 18 L', line)), new Date('2026-11-01'));
    expect(other.jobSearch?.currentCtc).toBe(rupees);
    expect(other.skills.technical).toEqual(['Java', 'TypeScript', 'AWS']);
  });
});
