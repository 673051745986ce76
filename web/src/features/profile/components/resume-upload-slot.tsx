import { UPLOAD_LIMITS } from '@shared/constants';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './profile.module.css';

const MAX_MB = UPLOAD_LIMITS.resume.maxBytes / (1024 * 1024);
const TYPES = UPLOAD_LIMITS.resume.extensions.map((extension) => extension.toUpperCase()).join(', ');

/**
 * Where the resume upload widget goes (the wizard's step 2 and the profile's Resume card). Until that
 * widget exists this slot gives the instructions and the way to the resume page; it never marks a
 * resume as present itself: only the profile's `resume` does.
 */
export function ResumeUploadSlot({ hasResume }: { hasResume: boolean }) {
  return (
    <div className={styles.resumeSlot} data-slot="resume-upload">
      {hasResume ? (
        <p className={styles.resumeReady}>
          <span aria-hidden="true">✓ </span>Resume Uploaded
        </p>
      ) : (
        <p className={styles.resumeMissing}>You have not uploaded a resume yet.</p>
      )}
      <ul className={styles.resumeTips}>
        <li>
          {TYPES} up to {MAX_MB} MB.
        </li>
        <li>Employers see it with your profile, and it makes your job matches more accurate.</li>
        <li>A resume is required to apply for jobs.</li>
      </ul>
      <ButtonLink to={paths.candidate.resume.getHref()} variant={hasResume ? 'outline' : 'primary'}>
        {hasResume ? 'Replace Resume' : 'Upload Resume'}
      </ButtonLink>
    </div>
  );
}
