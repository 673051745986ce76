import { JOB_MESSAGES } from '@shared/jobs/messages';
import type { JobSummary } from '@shared/jobs/types';
import { Suspense } from 'react';
import type { ButtonSize } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { lazyWithQueries } from '@/lib/query/lazy-with-queries';
import { useLocation, useNavigate } from '@/lib/router';
import { canSaveJobs } from '../lib/job-status';
import { SaveJobToggle } from './save-job-toggle';

// Only a candidate's button reads and changes a saved list: its code and the query cache load for them.
const CandidateSaveJobButton = lazyWithQueries(
  async () => (await import('./candidate-save-job-button')).default,
);

interface SaveJobButtonProps {
  job: JobSummary;
  /** The id of the job's title, so 'Save job' is read with the job it saves. */
  describedBy?: string;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/**
 * 'Save job' / 'Saved' for candidates. A visitor is sent to sign in and brought back to this page;
 * employers and admins do not save jobs, so they see nothing.
 */
export function SaveJobButton({ job, ...toggle }: SaveJobButtonProps) {
  const user = useUser();
  const role = user?.role ?? null;
  const navigate = useNavigate();
  const location = useLocation();

  if (!canSaveJobs(role)) return null;
  if (role === 'candidate') {
    return (
      <Suspense fallback={<SaveJobToggle {...toggle} isSaved={false} disabled onClick={() => undefined} />}>
        <CandidateSaveJobButton job={job} {...toggle} />
      </Suspense>
    );
  }
  return (
    <SaveJobToggle
      {...toggle}
      isSaved={false}
      onClick={() =>
        // The login page shows the message (its `state.message`): a visitor knows why they are there.
        navigate(paths.auth.login.getHref(`${location.pathname}${location.search}`), {
          state: { message: JOB_MESSAGES.signInToSave },
        })
      }
    />
  );
}
