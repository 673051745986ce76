import type { Profile } from '@shared/profile/profile';
import type { ReactNode } from 'react';
import { experienceBandFor } from '../lib/format';
import { EmptyNote, Fact, Facts, SectionCard } from './section-card';

export function ExperienceSummaryCard({ profile, action }: { profile: Profile; action?: ReactNode }) {
  const hasAny = Boolean(
    profile.experienceYears !== null ||
      profile.currentPositionTitle ||
      profile.currentCompany ||
      profile.industryExperience,
  );
  return (
    <SectionCard title="Experience" action={action}>
      {hasAny ? (
        <Facts>
          {profile.experienceYears !== null ? (
            <Fact label="Total experience">{experienceBandFor(profile.experienceYears).label}</Fact>
          ) : null}
          {profile.currentPositionTitle ? (
            <Fact label="Current position">{profile.currentPositionTitle}</Fact>
          ) : null}
          {profile.currentCompany ? <Fact label="Company">{profile.currentCompany}</Fact> : null}
          {profile.industryExperience ? <Fact label="Industry">{profile.industryExperience}</Fact> : null}
        </Facts>
      ) : (
        <EmptyNote>No experience summary added yet.</EmptyNote>
      )}
    </SectionCard>
  );
}
