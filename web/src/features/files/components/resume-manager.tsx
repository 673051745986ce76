import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Spinner } from '@/components/ui/spinner';
import { useResumeInfo } from '../api/get-resume-info';
import { FILES_UI_MESSAGES } from '../lib/messages';
import styles from './files.module.css';
import { ResumeActions } from './resume-actions';
import { ResumeSummary } from './resume-summary';
import { UploadWidget } from './upload-widget';

/** Loading and failure of GET /resume/info, shared by every view of the resume. */
export function ResumeInfoState({ query }: { query: ReturnType<typeof useResumeInfo> }) {
  if (query.isPending) {
    return (
      <div className={styles.loading}>
        <Spinner label={null} />
        <p role="status">Loading resume...</p>
      </div>
    );
  }
  return (
    <ErrorAlert as="div">
      <p style={{ margin: 0 }}>{FILES_UI_MESSAGES.loadResumeFailed}</p>
      <Button size="sm" variant="outline" onClick={() => void query.refetch()} isLoading={query.isFetching}>
        Retry
      </Button>
    </ErrorAlert>
  );
}

/**
 * The resume on file (badge, Download, Delete) and the widget that uploads or replaces it; used by the
 * profile's Resume card, /resume and the welcome wizard.
 */
export function ResumeManager({ showTips = true }: { showTips?: boolean }) {
  const info = useResumeInfo();
  if (!info.isSuccess) return <ResumeInfoState query={info} />;
  const hasResume = info.data.hasResume;
  return (
    <div className={styles.stack}>
      {hasResume ? (
        <div>
          <ResumeSummary info={info.data} />
          <div className={styles.actions}>
            <ResumeActions />
          </div>
        </div>
      ) : (
        <p className={styles.muted}>You have not uploaded a resume yet.</p>
      )}
      <UploadWidget kind="resume" title={hasResume ? 'Replace your resume' : 'Upload your resume'} />
      {showTips ? (
        <ul className={styles.tips}>
          <li>Use a PDF so the layout looks the same for every employer.</li>
          <li>Keep it to one or two pages, with your latest role first.</li>
          <li>Employers see it with your profile, and it makes your job matches more accurate.</li>
          <li>A resume is required to apply for jobs.</li>
        </ul>
      ) : null}
    </div>
  );
}
