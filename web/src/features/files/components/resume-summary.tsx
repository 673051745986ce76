import type { ResumeInfo } from '@shared/files/schemas';
import { formatFileSize, formatUploadDate } from '../lib/file-format';
import styles from './files.module.css';

/** The 'Resume Uploaded' badge: file name, size and the date it was uploaded (en-IN). */
export function ResumeSummary({ info }: { info: ResumeInfo }) {
  const date = formatUploadDate(info.lastModified);
  const meta = [info.fileSize === null ? '' : formatFileSize(info.fileSize), date ? `Uploaded ${date}` : '']
    .filter(Boolean)
    .join(' · ');
  return (
    <div className={styles.badge} data-testid="resume-badge">
      <p className={styles.badgeTitle}>
        <span aria-hidden="true">✓ </span>Resume Uploaded
      </p>
      {info.fileName ? <p className={styles.badgeName}>{info.fileName}</p> : null}
      {meta ? <p className={styles.badgeMeta}>{meta}</p> : null}
    </div>
  );
}
