import type { Job } from '@shared/jobs/types';

/** A complete job answer for unit tests; each test overrides what it is about. */
export function jobFixture(overrides: Partial<Job> = {}): Job {
  return {
    id: 'job-1',
    title: 'Senior React Developer',
    company: { id: 'company-1', name: 'Acme Tech', logoUrl: null },
    companyId: 'company-1',
    location: 'Bangalore, Karnataka',
    jobType: 'FULL_TIME',
    isRemote: false,
    isHybrid: true,
    salaryMin: 1_800_000,
    salaryMax: 3_000_000,
    currency: 'INR',
    experienceMin: 4,
    experienceMax: 8,
    skills: ['React', 'TypeScript', 'Node.js', 'GraphQL', 'AWS'],
    category: 'IT',
    function: 'engineering',
    description:
      'Build the candidate experience of a job marketplace used across India.\nOwn features end to end.',
    requirements: '4+ years of React\nStrong TypeScript',
    responsibilities: 'Ship features\nReview code',
    benefits: 'Health insurance\nFlexible hours',
    contactEmail: null,
    isActive: true,
    applicationsCount: 3,
    postedAt: '2026-03-01T09:00:00.000Z',
    expiresAt: '2026-04-30T18:29:59.999Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    confirmedAt: '2026-03-01T09:00:00.000Z',
    confirmationDueOn: '2026-03-31',
    closedUnconfirmedAt: null,
    ...overrides,
  };
}
