import { describe, expect, it } from 'vitest';
import { experienceText, formatDateTime, historyLines, initialsOf } from './history';

describe('historyLines', () => {
  const history = [
    { from: 'applied', to: 'shortlisted', by: 'u1', at: '2026-03-05T09:00:00.000Z' },
    { from: 'shortlisted', to: 'hired', by: 'u2', at: '2026-03-06T10:30:00.000Z' },
  ] as const;

  it('lists the changes newest first with from -> to, who and when (India time)', () => {
    const lines = historyLines(history, 'u1');
    expect(lines.map((line) => line.change)).toEqual(['Shortlisted → Hired', 'Applied → Shortlisted']);
    expect(lines.map((line) => line.by)).toEqual(['by a team member', 'by you']);
    expect(lines[1]?.when).toMatch(/5 Mar 2026, 2:30\s?pm/i);
  });

  it("says a withdrawal is the candidate's, with their reason (their own words for Other)", () => {
    const lines = historyLines(
      [
        {
          from: 'applied',
          to: 'withdrawn',
          by: 'c1',
          at: '2026-03-07T09:00:00.000Z',
          reason: 'accepted-offer',
        },
        {
          from: 'reviewed',
          to: 'withdrawn',
          by: 'c2',
          at: '2026-03-08T09:00:00.000Z',
          reason: 'other',
          reasonText: 'Moving to Dubai',
        },
        { from: 'applied', to: 'withdrawn', by: 'c3', at: '2026-03-09T09:00:00.000Z' },
      ],
      'u1',
    );
    expect(lines.map((line) => [line.change, line.by])).toEqual([
      ['Applied → Withdrawn', 'by the candidate'],
      ['Reviewed → Withdrawn (Moving to Dubai)', 'by the candidate'],
      ['Applied → Withdrawn (Accepted another offer)', 'by the candidate'],
    ]);
  });

  it('says Jobmatch closed an unanswered application, and who reopened it', () => {
    const lines = historyLines(
      [
        { from: 'reviewed', to: 'closed', by: 'jobmatch', at: '2026-03-28T09:00:00.000Z' },
        { from: 'closed', to: 'shortlisted', by: 'u1', at: '2026-03-29T09:00:00.000Z' },
      ],
      'u1',
    );
    expect(lines.map((line) => [line.change, line.by])).toEqual([
      ['Closed - no response → Shortlisted', 'by you'],
      ['Reviewed → Closed - no response', 'by Jobmatch, after 21 days without a response'],
    ]);
  });

  it('is empty without changes; an unreadable date formats as nothing', () => {
    expect(historyLines([], 'u1')).toEqual([]);
    expect(formatDateTime('nope')).toBe('');
  });
});

describe('card helpers', () => {
  it('takes initials from the first and last names', () => {
    expect(initialsOf('Priya Kumari Sharma')).toBe('PS');
    expect(initialsOf('arjun')).toBe('A');
    expect(initialsOf('  ')).toBe('?');
  });

  it('words the experience', () => {
    expect(experienceText(1)).toBe('1 year experience');
    expect(experienceText(0)).toBe('0 years experience');
    expect(experienceText(null)).toBeNull();
  });
});
