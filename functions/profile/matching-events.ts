import { isDeepStrictEqual } from 'node:util';
import type { ExperienceLevel } from '../../shared/profile/options';
import { CANDIDATE_MATCHING_CHANGED, type CandidateMatchingChangedDetail } from '../model/events';
import type { ProfileItem } from '../model/profiles';
import { publishEvent } from '../platform/events';
import { logger } from '../platform/logger';

type Names = { firstName: string; lastName: string };

/** What matching reads of a stored profile, or null when the candidate does not take part. */
export function matchingOf(
  item: ProfileItem | undefined,
  names: Names,
): CandidateMatchingChangedDetail['matching'] {
  if (!item?.matchingEnabled || !item.hasRequiredMatchingData) return null;
  const experienceYears = item.experienceYears ?? 0;
  return {
    data: {
      skills: item.technicalSkills ?? [],
      experienceYears,
      experienceLevel: (item.experienceLevel ?? 'entry') as ExperienceLevel,
      location: item.location ?? null,
      preferredLocations: item.preferredLocations ?? [],
      jobTypes: item.jobTypes ?? [],
      hasEducation: ((item.educations as unknown[] | undefined)?.length ?? 0) > 0 || Boolean(item.degree),
      expectedSalaryMin: item.expectedSalaryMin ?? 0,
      currency: item.currency ?? 'INR',
    },
    card: {
      firstName: names.firstName,
      lastName: names.lastName,
      headline: item.title ?? null,
      location: item.location ?? null,
      experienceYears,
      isPublic: item.isPublic ?? false,
    },
  };
}

/**
 * Tells matching when a write changed what it reads. The write already stands: if the bus refuses, the
 * candidate's matches stay as they were until their next change, which is logged rather than failing a
 * save the person can see succeeded.
 */
export async function announceMatchingChange(
  candidateId: string,
  before: { item: ProfileItem | undefined; names: Names },
  after: { item: ProfileItem; names: Names },
): Promise<void> {
  const matching = matchingOf(after.item, after.names);
  if (before.item && isDeepStrictEqual(matchingOf(before.item, before.names), matching)) return;
  const detail: CandidateMatchingChangedDetail = { candidateId, version: after.item.version, matching };
  try {
    await publishEvent(CANDIDATE_MATCHING_CHANGED, detail as unknown as Record<string, unknown>);
  } catch (error) {
    logger.error('Candidate Matching Changed not published', { candidateId, error: String(error) });
  }
}
