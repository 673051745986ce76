import type { CandidateMatchingChangedDetail, JobChangedDetail } from '../../functions/model/events';
import { timeOrderedId } from '../../functions/platform/ids';
import type { JobSummary } from '../../shared/jobs/types';
import type { CandidateMatchData } from '../../shared/matching/scorer';

const DAY = 86_400_000;

/**
 * The events matching's refreshes take, built for tests that drive the refreshes directly: a Pune full-time
 * job asking for `skills`, posted `daysAgo` (the share of skills sets its score, ties go to the newest).
 */
export function matchingJobEvent(
  skills: string[],
  daysAgo: number,
  { version = 1, salaryMin = 1_200_000 as number | null, title = 'Backend Engineer' } = {},
): JobChangedDetail {
  const postedAt = Date.now() - daysAgo * DAY;
  const job: JobSummary = {
    id: timeOrderedId(postedAt),
    title,
    company: { id: 'company-matching-test', name: 'Matching Test Pvt Ltd', logoUrl: null },
    location: 'Pune',
    jobType: 'FULL_TIME',
    isRemote: false,
    isHybrid: false,
    salaryMin,
    salaryMax: salaryMin === null ? null : 1_800_000,
    currency: 'INR',
    experienceMin: 2,
    experienceMax: 6,
    skills,
    category: 'IT',
    function: 'engineering',
    postedAt: new Date(postedAt).toISOString(),
    expiresAt: new Date(Date.now() + 30 * DAY).toISOString(),
  } as JobSummary;
  return { jobId: job.id, version, job: { ...job, isActive: true, organisationId: 'org-matching-test' } };
}

/** What matching reads of a Pune candidate with 3 years and `skills`; override what a test is about. */
export const matchingCandidateData = (
  skills: string[],
  overrides: Partial<CandidateMatchData> = {},
): CandidateMatchData => ({
  skills,
  experienceYears: 3,
  experienceLevel: 'mid',
  location: 'Pune',
  preferredLocations: [],
  jobTypes: ['FULL_TIME'],
  hasEducation: true,
  expectedSalaryMin: 1_000_000,
  currency: 'INR',
  ...overrides,
});

/** That candidate taking part in matching, at `version`. */
export function matchingCandidateEvent(
  id: string,
  skills: string[],
  version: number,
  overrides: Partial<CandidateMatchData> = {},
): CandidateMatchingChangedDetail {
  const data = matchingCandidateData(skills, overrides);
  const card = {
    firstName: 'Asha',
    lastName: 'Rao',
    headline: null,
    location: 'Pune',
    experienceYears: 3,
    isPublic: true,
  };
  return { candidateId: id, version, matching: { data, card } };
}
