import type { CandidateMatchData } from '../../shared/matching/scorer';

/**
 * Published after a write to a candidate's profile changed what matching reads (or whether the candidate
 * takes part in it). The detail carries the data whole, so the consumer needs no read of the profile; it
 * keeps the highest `version` it applied and ignores older ones, so redelivery and reordering are safe.
 */
export const CANDIDATE_MATCHING_CHANGED = 'Candidate Matching Changed';

/** How the candidate reads in an employer's list of matching candidates. */
export interface CandidateCard {
  firstName: string;
  lastName: string;
  headline: string | null;
  location: string | null;
  experienceYears: number;
  isPublic: boolean;
}

export interface CandidateMatchingChangedDetail {
  candidateId: string;
  /** The profile item's version: grows with every write. */
  version: number;
  /** Null when the candidate does not take part (matching off or its data missing). */
  matching: { data: CandidateMatchData; card: CandidateCard } | null;
}
