import type { JobSummary } from '../jobs/types';
import type { SkillsMatch } from './scorer';

/** Answers of the matching API, under `data` (candidate-side.md section 3, Job match and Matching stats). */

export interface JobMatch {
  /** `${candidateId}:${jobId}`: one match per pair. */
  id: string;
  job: JobSummary;
  matchPercentage: number;
  matchExplanation: string;
  matchReasons: string[];
  salaryMatches: boolean;
  experienceMatches: boolean;
  locationMatch: boolean;
  skillsMatch: SkillsMatch;
  /** Both strict filters hold and the job is open (a job match computed on demand may fail them). */
  eligible: boolean;
  /** When this score was computed. */
  createdAt: string;
}

export const RECOMMENDATION_SORTS = ['best-match', 'highest-salary', 'most-recent'] as const;
export type RecommendationSort = (typeof RECOMMENDATION_SORTS)[number];
export const RECOMMENDATION_SORT_LABELS: Record<RecommendationSort, string> = {
  'best-match': 'Best match',
  'highest-salary': 'Highest salary',
  'most-recent': 'Most recent',
};

/**
 * "Also worth a look" (issue 38): a job the strict salary filter alone keeps from the matches, whose offered
 * range reaches the candidate's expected minimum. It carries no match percentage: it is not a match.
 */
export interface NearMiss {
  job: JobSummary;
  /** 'pays ₹28L - ₹40L; your minimum is ₹30L' (shared/matching/near-miss.ts). */
  reason: string;
}

export interface RecommendedJobs {
  matches: JobMatch[];
  /** The best near-misses at or above the same minimum and search, best first (at most 12). */
  nearMisses: NearMiss[];
  /** How many near-misses there are at or above that minimum and search, counted up to 500. */
  nearMissesTotal: number;
  /** How many matches the list holds: exact over the stored matches, at most the candidate's best 500. */
  total: number;
  /** The candidate holds the most matches stored (500): the list is their top 500 (ADR 0040). */
  totalCapped: boolean;
  page: number;
  limit: number;
  pages: number;
}

export interface MatchingStats {
  /** Open jobs on the marketplace. */
  totalJobs: number;
  /** Jobs recommended to the candidate (at or above the lowest minimum, 70): their stored matches. */
  matchedJobs: number;
  /** They hold the most matches stored (500): the figures are of their top 500 matches (ADR 0040). */
  matchedJobsCapped: boolean;
  /** Matches at or above each minimum the page offers. */
  totalMatches: number;
  averageMatchPercentage: number;
  /** The candidate's skills that appear most in their matches, most first. */
  topSkills: { skill: string; count: number }[];
  matchingEnabled: boolean;
  profileCompleteness: number;
  recommendationsCount: number;
  /** Jobs the salary filter alone keeps from the matches, listed apart ('Also worth a look'), up to 500. */
  nearMissJobs: number;
  strictFiltersApplied: { salaryFilter: boolean; experienceFilter: boolean };
}

/** A candidate as the job's organisation sees them among its matching candidates. */
export interface MatchingCandidate {
  candidateId: string;
  firstName: string;
  lastName: string;
  headline: string | null;
  location: string | null;
  experienceYears: number;
  matchPercentage: number;
  matchExplanation: string;
  matchReasons: string[];
  skillsMatch: SkillsMatch;
  salaryMatches: boolean;
  experienceMatches: boolean;
  locationMatch: boolean;
  /** When the organisation last invited them to apply to this job, if it did. */
  invitedAt: string | null;
  /** Whether they have applied to this job already. */
  hasApplied: boolean;
}

export const MATCHING_API = {
  recommendedJobs: '/candidates/recommended-jobs', // GET ?minMatch&sort&search&page&limit -> RecommendedJobs
  topMatches: '/candidates/top-matches', // GET -> JobMatch[] (3)
  jobMatch: (jobId: string) => `/candidates/job-match/${encodeURIComponent(jobId)}`, // GET -> JobMatch
  stats: '/candidates/matching-stats', // GET -> MatchingStats
  matchingCandidates: (jobId: string) => `/jobs/${encodeURIComponent(jobId)}/matching-candidates`, // GET ?page&size -> PageOf<MatchingCandidate>
  invite: (jobId: string, candidateId: string) =>
    `/jobs/${encodeURIComponent(jobId)}/matching-candidates/${encodeURIComponent(candidateId)}/invite`, // POST -> { invitedAt }
} as const;
