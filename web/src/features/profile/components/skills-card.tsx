import type { Profile } from '@shared/profile/profile';
import type { ReactNode } from 'react';
import { ChipList, EmptyNote, Fact, Facts, SectionCard } from './section-card';

export function SkillsCard({ profile, action }: { profile: Profile; action?: ReactNode }) {
  const hasAny =
    Boolean(profile.currentRole) || profile.technicalSkills.length > 0 || profile.languages.length > 0;
  return (
    <SectionCard title="Skills" action={action}>
      {hasAny ? (
        <Facts>
          {profile.currentRole ? <Fact label="Current role">{profile.currentRole}</Fact> : null}
          {profile.technicalSkills.length ? (
            <Fact label="Technical skills">
              <ChipList items={profile.technicalSkills} label="Technical skills" />
            </Fact>
          ) : null}
          {profile.languages.length ? (
            <Fact label="Languages">
              <ChipList items={profile.languages} label="Languages" />
            </Fact>
          ) : null}
        </Facts>
      ) : (
        <EmptyNote>No skills added yet.</EmptyNote>
      )}
    </SectionCard>
  );
}
