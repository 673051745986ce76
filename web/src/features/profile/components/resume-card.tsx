import type { Profile } from '@shared/profile/profile';
import styles from './profile.module.css';
import { ResumeUploadSlot } from './resume-upload-slot';
import { SectionCard } from './section-card';

/** The own profile's resume: whether one is on file, and where to upload or replace it. */
export function ResumeCard({ profile }: { profile: Profile }) {
  return (
    <SectionCard title="Resume">
      {profile.resume ? (
        <p className={styles.resumeOnFile}>{profile.resume.filename || 'Your resume'} is on file.</p>
      ) : null}
      <ResumeUploadSlot hasResume={Boolean(profile.resume)} />
    </SectionCard>
  );
}
