import type { JobSummary } from '@shared/jobs/types';
import { Button, type ButtonSize } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useLocation, useNavigate } from '@/lib/router';
import { useSavedJobs } from '../api/get-saved-jobs';
import { useSaveJob } from '../api/save-job';
import { useUnsaveJob } from '../api/unsave-job';
import { canSaveJobs } from '../lib/job-status';

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

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
export function SaveJobButton({ job, describedBy, size = 'sm', fullWidth }: SaveJobButtonProps) {
  const user = useUser();
  const role = user?.role ?? null;
  const isCandidate = role === 'candidate';
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const saved = useSavedJobs({ enabled: isCandidate });
  const onError = (error: Error) => toast.show({ title: error.message, variant: 'error' });
  const save = useSaveJob({ mutationConfig: { onError } });
  const unsave = useUnsaveJob({ mutationConfig: { onError } });

  if (!canSaveJobs(role)) return null;

  const isSaved = saved.data?.some((item) => item.jobId === job.id) ?? false;
  const onClick = () => {
    if (!isCandidate) {
      navigate(paths.auth.login.getHref(`${location.pathname}${location.search}`));
      return;
    }
    if (isSaved) unsave.mutate({ jobId: job.id });
    else save.mutate({ jobId: job.id, job });
  };

  return (
    <Button
      variant={isSaved ? 'secondary' : 'outline'}
      size={size}
      fullWidth={fullWidth}
      onClick={onClick}
      aria-describedby={describedBy}
      // Until the candidate's list is known, a press could not say which way it goes.
      disabled={isCandidate && saved.isPending}
      icon={<BookmarkIcon filled={isSaved} />}
    >
      {isSaved ? 'Saved' : 'Save job'}
    </Button>
  );
}
