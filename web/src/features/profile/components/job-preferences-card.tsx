import { JOB_TYPE_LABELS } from '@shared/profile/options';
import type { Profile } from '@shared/profile/profile';
import { formatSalary, formatSalaryRange } from '@shared/profile/salary';
import type { ReactNode } from 'react';
import { ChipList, EmptyNote, Fact, Facts, SectionCard } from './section-card';

export function workPreferences(
  profile: Pick<Profile, 'isOpenToRemote' | 'isOpenToHybrid' | 'isOpenToOnSite'>,
) {
  return [
    profile.isOpenToRemote ? 'Remote' : null,
    profile.isOpenToHybrid ? 'Hybrid' : null,
    profile.isOpenToOnSite ? 'On-site' : null,
  ].filter((value): value is string => value !== null);
}

export function JobPreferencesCard({ profile, action }: { profile: Profile; action?: ReactNode }) {
  const preferences = workPreferences(profile);
  const expected = formatSalaryRange(profile.expectedSalaryMin, profile.expectedSalaryMax, profile.currency);
  // The currency's default (INR) alone is not a preference someone chose.
  const hasAny =
    Boolean(profile.availability || profile.location || expected || profile.currentSalary !== null) ||
    profile.preferredLocations.length > 0 ||
    profile.jobTypes.length > 0;
  return (
    <SectionCard title="Job Preferences" action={action}>
      {hasAny ? (
        <Facts>
          {preferences.length ? (
            <Fact label="Work preference">
              <ChipList items={preferences} label="Work preference" />
            </Fact>
          ) : null}
          {profile.location ? <Fact label="Current location">{profile.location}</Fact> : null}
          {profile.preferredLocations.length ? (
            <Fact label="Preferred locations">{profile.preferredLocations.join(', ')}</Fact>
          ) : null}
          {profile.jobTypes.length ? (
            <Fact label="Job types">{profile.jobTypes.map((type) => JOB_TYPE_LABELS[type]).join(', ')}</Fact>
          ) : null}
          {profile.availability ? (
            <Fact label="Availability">
              {profile.availability}
              {profile.canBuyOutNotice ? ' (can buy out the notice period)' : ''}
            </Fact>
          ) : null}
          {profile.currentSalary !== null ? (
            <Fact label="Current salary">{formatSalary(profile.currentSalary, profile.currency)}</Fact>
          ) : null}
          {expected ? <Fact label="Expected salary">{expected}</Fact> : null}
        </Facts>
      ) : (
        <EmptyNote>No job preferences added yet.</EmptyNote>
      )}
    </SectionCard>
  );
}
