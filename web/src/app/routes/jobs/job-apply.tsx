import { JOB_MESSAGES } from '@shared/jobs/messages';
import { paths } from '@/config/paths';
import { useResumeInfo } from '@/features/files/api/get-resume-info';
import { ResumeGate } from '@/features/files/components/resume-gate';
import { ResumeSummary } from '@/features/files/components/resume-summary';
import { JobApplyPage } from '@/features/jobs/components/job-apply-page';
import { Link, useParams } from '@/lib/router';
import styles from './job-apply.module.css';

/** The resume that goes with the application (the gate above has already loaded it). */
function ResumeOnFile() {
  const info = useResumeInfo();
  if (!info.data?.hasResume) return null;
  return (
    <div>
      <ResumeSummary info={info.data} />
      <p className={styles.change}>
        <Link to={paths.candidate.resume.getHref()}>Change resume</Link>
      </p>
    </div>
  );
}

/**
 * /jobs/:jobId/apply (candidates): the spec's Resume Required gate first, then the apply step with the
 * resume on file. The jobs feature draws the step; the files feature the gate and the resume.
 */
export function Component() {
  const { jobId = '' } = useParams();
  return (
    <ResumeGate message={JOB_MESSAGES.resumeRequired}>
      <JobApplyPage key={jobId} jobId={jobId} resume={<ResumeOnFile />} />
    </ResumeGate>
  );
}
