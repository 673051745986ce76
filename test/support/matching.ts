import { randomUUID } from 'node:crypto';
import {
  setMatching,
  setVisibility,
  updateEducationSummary,
  updateExperience,
  updateHeader,
  updateJobPreferences,
  updateSkills,
} from '../../functions/model/profile-saves';
import type { RecommendedJobs } from '../../shared/matching/types';
import { callApi } from './api';
import { candidate, type TestAccount } from './marketplace';

/** A skill no demo job or other test uses, so a test's matches are its own. */
export const uniqueSkill = () => `Zq${randomUUID().replace(/-/g, '').slice(0, 8)}`;

export interface MatchingProfileOptions {
  skills: string[];
  experienceYears?: number;
  location?: string;
  jobTypes?: ('FULL_TIME' | 'PART_TIME' | 'CONTRACT' | 'INTERNSHIP')[];
  expectedSalaryMin?: number;
  expectedSalaryMax?: number;
  isPublic?: boolean;
  withEducation?: boolean;
}

/**
 * A candidate with everything matching needs (resume, salary expectation, experience), their skills, and
 * matching turned on; public unless asked otherwise. Written through the profile service, so each save
 * announces itself on the local bus as the web app's saves do.
 */
export async function matchingCandidate(options: MatchingProfileOptions): Promise<TestAccount> {
  const account = await candidate(true);
  const { principal } = account;
  await updateHeader(principal, {
    firstName: 'Kavya',
    lastName: `Menon ${randomUUID().slice(0, 4)}`,
    title: 'Backend engineer',
    location: options.location ?? 'Pune',
    summary: 'Backend engineer who builds and runs services in TypeScript on AWS for Indian startups.',
  });
  await updateJobPreferences(principal, {
    isOpenToRemote: true,
    isOpenToHybrid: true,
    isOpenToOnSite: true,
    location: options.location ?? 'Pune',
    preferredLocations: [],
    jobTypes: options.jobTypes ?? ['FULL_TIME'],
    availability: 'Immediate',
    currentSalary: 900_000,
    expectedSalaryMin: options.expectedSalaryMin ?? 1_000_000,
    expectedSalaryMax: options.expectedSalaryMax ?? Math.max(1_800_000, (options.expectedSalaryMin ?? 0) * 2),
    currency: 'INR',
  });
  await updateSkills(principal, {
    currentRole: 'Backend engineer',
    technicalSkills: options.skills,
    languages: [],
  });
  await updateExperience(principal, {
    experienceYears: options.experienceYears ?? 3,
    currentPositionTitle: 'Backend engineer',
    currentCompany: 'Acme Tech',
    industryExperience: 'Software',
  });
  if (options.withEducation ?? true) {
    await updateEducationSummary(principal, { degree: 'B.Tech', institution: 'COEP', graduationYear: 2021 });
  }
  if (options.isPublic ?? true) await setVisibility(principal, true);
  await setMatching(principal, true);
  return account;
}

/** The candidate's recommendations (first page unless asked), over HTTP. */
export async function recommendationsOf(account: TestAccount, query: Record<string, string> = {}) {
  const response = await callApi(`/candidates/recommended-jobs?${new URLSearchParams(query)}`, {
    headers: account.headers,
  });
  if (response.status !== 200)
    throw new Error(`recommended-jobs answered ${response.status}: ${response.text}`);
  return response.json.data as RecommendedJobs;
}

/**
 * Waits until `check` holds of what `read` answers: matches are refreshed by events after the write that
 * changed them. Answers the last reading either way, so the test's own assertion says what was wrong.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 15_000,
) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
