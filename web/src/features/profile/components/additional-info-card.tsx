import type { Profile } from '@shared/profile/profile';
import type { ReactNode } from 'react';
import { EmptyNote, Fact, Facts, SectionCard } from './section-card';

export function hasAdditionalInfo(profile: Pick<Profile, 'gender' | 'workAuthorization'>): boolean {
  return Boolean(profile.gender || profile.workAuthorization);
}

export function AdditionalInfoCard({ profile, action }: { profile: Profile; action?: ReactNode }) {
  return (
    <SectionCard title="Additional Information" action={action}>
      {hasAdditionalInfo(profile) ? (
        <Facts>
          {profile.gender ? <Fact label="Gender">{profile.gender}</Fact> : null}
          {profile.workAuthorization ? (
            <Fact label="Work authorization">{profile.workAuthorization}</Fact>
          ) : null}
        </Facts>
      ) : (
        <EmptyNote>No additional information added yet.</EmptyNote>
      )}
    </SectionCard>
  );
}
