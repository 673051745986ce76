// Boundary: what an employer's or admin's job card shows (pure): status, ages, expiry, salary, skills, counts.
import type { Job } from '@shared/jobs/types';
import { describe, expect, it } from 'vitest';
import { confirmationFact, excerpt, jobCardFacts, jobStatus } from './job-card';

const NOW = new Date('2025-06-10T12:00:00.000Z');

function job(overrides: Partial<Job> = {}): Job {
  return {
    id: 'job-1',
    title: 'Data Analyst',
    company: { id: 'c-1', name: 'Acme Tech', logoUrl: null },
    companyId: 'c-1',
    location: 'Hyderabad',
    jobType: 'CONTRACT',
    isRemote: true,
    isHybrid: false,
    salaryMin: 600_000,
    salaryMax: 900_000,
    currency: 'INR',
    experienceMin: 1,
    experienceMax: 3,
    skills: ['SQL', 'Python', 'Excel', 'Power BI', 'Tableau', 'Statistics'],
    category: 'IT',
    function: 'data',
    postedAt: '2025-06-10T07:00:00.000Z',
    expiresAt: '2025-06-15T12:00:00.000Z',
    description: 'Analyse data.',
    requirements: '',
    responsibilities: '',
    benefits: '',
    contactEmail: null,
    isActive: true,
    applicationsCount: 1,
    updatedAt: '2025-06-10T07:00:00.000Z',
    confirmedAt: '2025-06-10T07:00:00.000Z',
    confirmationDueOn: null,
    closedUnconfirmedAt: null,
    ...overrides,
  };
}

describe('jobStatus', () => {
  it('is Active, Paused, or Expired once past its expiry (whatever isActive says)', () => {
    expect(jobStatus(job(), NOW)).toBe('Active');
    expect(jobStatus(job({ isActive: false }), NOW)).toBe('Paused');
    expect(jobStatus(job({ expiresAt: '2025-06-09T00:00:00.000Z' }), NOW)).toBe('Expired');
    expect(jobStatus(job({ expiresAt: null }), NOW)).toBe('Active');
    expect(jobStatus(job({ underReview: true }), NOW)).toBe('Under review');
  });
});

describe('jobCardFacts', () => {
  it('shows 4 skills then +N more', () => {
    const facts = jobCardFacts(job(), NOW);
    expect(facts.skills).toEqual(['SQL', 'Python', 'Excel', 'Power BI']);
    expect(facts.moreSkills).toBe(2);
  });

  it('shows the posted age in hours under a day, then days', () => {
    expect(jobCardFacts(job(), NOW).posted).toBe('5 hours ago');
    expect(jobCardFacts(job({ postedAt: '2025-06-07T10:00:00.000Z' }), NOW).posted).toBe('3 days ago');
  });

  it('marks the expiry urgent at 7 days or fewer', () => {
    expect(jobCardFacts(job(), NOW).expiry).toEqual({ text: '5 days left', urgent: true });
    expect(jobCardFacts(job({ expiresAt: '2025-06-30T12:00:00.000Z' }), NOW).expiry).toEqual({
      text: '20 days left',
      urgent: false,
    });
  });

  it('shows salary in LPA, the type label, remote or hybrid and experience', () => {
    const facts = jobCardFacts(job(), NOW);
    expect(facts.salary).toBe('₹6L - ₹9L');
    expect(facts.typeLabel).toBe('Contract');
    expect(facts.workMode).toBe('Remote');
    expect(facts.experience).toBe('1-3 years');
    expect(jobCardFacts(job({ salaryMin: null, salaryMax: null, isRemote: false }), NOW)).toMatchObject({
      salary: 'Salary not disclosed',
      workMode: null,
    });
  });
});

describe('small texts', () => {
  it('excerpt keeps short text and cuts long text at a word', () => {
    expect(excerpt('  Short\n text ')).toBe('Short text');
    const long = `${'word '.repeat(50)}end`;
    const cut = excerpt(long, 40);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(41);
    expect(cut).not.toMatch(/\s…$/);
  });
});

describe('confirmationFact (ADR 0029)', () => {
  it('says when an open job was confirmed and until when, and offers Still hiring from the reminder day', () => {
    const open = job({ expiresAt: '2025-08-01T00:00:00.000Z', confirmationDueOn: '2025-07-10' });
    expect(confirmationFact(open, NOW)).toEqual({
      text: 'Confirmed active on 10 Jun 2025 · Confirm by 10 Jul 2025',
      urgent: false,
      canConfirm: false,
    });
    expect(confirmationFact(open, new Date('2025-07-03T03:00:00.000Z'))).toEqual({
      text: 'Confirmed active on 10 Jun 2025. Closes on 10 Jul 2025 unless you confirm it.',
      urgent: true,
      canConfirm: true,
    });
  });

  it('says a job nobody confirmed was closed, and nothing for a paused or expired one', () => {
    const closed = job({ isActive: false, closedUnconfirmedAt: '2025-06-09T03:00:00.000Z' });
    expect(jobStatus(closed, NOW)).toBe('Closed');
    expect(confirmationFact(closed, NOW)?.text).toBe(
      'Closed on 9 Jun 2025: nobody confirmed it was still hiring. Activate it to open it again.',
    );
    expect(confirmationFact(job({ isActive: false }), NOW)).toBeNull();
    expect(confirmationFact(job({ expiresAt: '2025-06-01T00:00:00.000Z' }), NOW)).toBeNull();
  });
});
