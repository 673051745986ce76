import { type ExperienceLevel, noticeDaysOf } from '../../shared/profile/options';
import type { UserRecord } from './accounts';
import type { CandidateMatchingChangedDetail } from './events';
import { type ProfileItem, profiles } from './profiles';

/*
 * What matching reads of a candidate's stored profile: whether they take part, and the data the scorer
 * and the employer's cards use. The profile feature announces changes of it; matching reads it with its
 * own batch.
 */

export type Names = { firstName: string; lastName: string };

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
      noticeDays: noticeDaysOf(item.availability),
      canBuyOutNotice: item.canBuyOutNotice ?? false,
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

/** Whether a candidate takes part in matching, and with what data (one read of their profile). */
export interface MatchingProfile {
  status: 'taking-part' | 'disabled' | 'incomplete';
  version: number;
  matching: ReturnType<typeof matchingOf>;
  profileCompleteness: number;
}

/** The table key of a person's profile item, to read it in one batch with other items. */
export const profileKeyOf = (userId: string) => profiles().get({ userId }).params().Key;

/** readMatchingProfile's answer from the stored profile item a batch read returned (or none). */
export function matchingProfileOf(stored: Record<string, unknown> | undefined, record: UserRecord) {
  return toMatchingProfile((stored && profiles().parse({ Item: stored }).data) ?? undefined, record);
}

export function toMatchingProfile(item: ProfileItem | undefined, record: UserRecord): MatchingProfile {
  const complete = Boolean(item?.hasRequiredMatchingData);
  return {
    status: !complete ? 'incomplete' : item?.matchingEnabled ? 'taking-part' : 'disabled',
    version: item?.version ?? 0,
    matching: matchingOf(item, record),
    profileCompleteness: item?.profileCompletionPercentage ?? 0,
  };
}
