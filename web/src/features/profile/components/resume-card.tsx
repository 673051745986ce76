import type { Profile } from '@shared/profile/profile';
import type { ReactNode } from 'react';
import styles from './profile.module.css';
import { ResumeUploadSlot } from './resume-upload-slot';
import { SectionCard } from './section-card';

/** The own profile's resume: whether one is on file, and where to upload or replace it. */
export function ResumeCard({ profile, manager }: { profile: Profile; manager?: ReactNode }) {
  // The files feature's manager (upload, replace, download, delete) when the page composes one.
  if (manager) return <SectionCard title="Resume">{manager}</SectionCard>;
  return (
    <SectionCard title="Resume">
      {profile.resume ? (
        <p className={styles.resumeOnFile}>{profile.resume.filename || 'Your resume'} is on file.</p>
      ) : null}
      <ResumeUploadSlot hasResume={Boolean(profile.resume)} />
    </SectionCard>
  );
}
