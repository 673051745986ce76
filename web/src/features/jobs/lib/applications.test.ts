// Boundary: how a candidate's applications and saved jobs are ordered and dated (pure).
import type { Application, SavedJob } from '@shared/jobs/types';
import { describe, expect, it } from 'vitest';
import {
  appliedJobIds,
  formatDate,
  newestApplicationsFirst,
  newestSavedFirst,
  statusSteps,
} from './applications';

const application = (id: string, appliedAt: string): Application => ({
  id,
  jobId: `job-${id}`,
  candidateId: 'c',
  status: 'applied',
  coverLetter: null,
  appliedAt,
  updatedAt: appliedAt,
  job: { id: `job-${id}`, title: 'T', company: { id: 'x', name: 'X', logoUrl: null }, location: 'Pune' },
});

describe('formatDate', () => {
  it('writes dates in en-IN on the India calendar', () => {
    expect(formatDate('2026-03-05T10:00:00.000Z')).toBe('5 Mar 2026');
    // 20:00 UTC is already the next day in India.
    expect(formatDate('2026-03-05T20:00:00.000Z')).toBe('6 Mar 2026');
  });

  it('is empty for a missing or broken date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('ordering', () => {
  it('puts the newest application first', () => {
    const list = [
      application('a', '2026-01-01T00:00:00.000Z'),
      application('b', '2026-03-01T00:00:00.000Z'),
      application('c', '2026-02-01T00:00:00.000Z'),
    ];
    expect(newestApplicationsFirst(list).map((item) => item.id)).toEqual(['b', 'c', 'a']);
    expect(list.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('puts the most recently saved job first', () => {
    const saved: SavedJob[] = [
      { jobId: 'x', savedAt: '2026-01-01T00:00:00.000Z', job: null },
      { jobId: 'y', savedAt: '2026-02-01T00:00:00.000Z', job: null },
    ];
    expect(newestSavedFirst(saved).map((item) => item.jobId)).toEqual(['y', 'x']);
  });

  it('knows which jobs were applied to', () => {
    expect(appliedJobIds([application('a', '2026-01-01T00:00:00.000Z')]).has('job-a')).toBe(true);
    expect(appliedJobIds(undefined).size).toBe(0);
  });
});

describe('statusSteps', () => {
  it('lists the changes newest first, labelled, on India time', () => {
    const steps = statusSteps([
      { from: 'applied', to: 'shortlisted', at: '2026-03-05T09:00:00.000Z' },
      { from: 'shortlisted', to: 'hired', at: '2026-03-06T10:30:00.000Z' },
    ]);
    expect(steps.map((step) => step.change)).toEqual(['Shortlisted → Hired', 'Applied → Shortlisted']);
    expect(steps[1]?.when).toMatch(/5 Mar 2026, 2:30\s?pm/i);
  });

  it('is empty without a history', () => {
    expect(statusSteps(undefined)).toEqual([]);
    expect(statusSteps([])).toEqual([]);
  });
});
