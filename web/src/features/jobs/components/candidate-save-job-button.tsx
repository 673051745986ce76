import type { JobSummary } from '@shared/jobs/types';
import { useToast } from '@/components/ui/toast';
import { useSavedJobs } from '../api/get-saved-jobs';
import { useSaveJob } from '../api/save-job';
import { useUnsaveJob } from '../api/unsave-job';
import { SaveJobToggle, type SaveJobToggleProps } from './save-job-toggle';

/** A candidate's 'Save job' / 'Saved': their saved list decides which, a press changes it at once. */
export default function CandidateSaveJobButton({
  job,
  ...toggle
}: { job: JobSummary } & Omit<SaveJobToggleProps, 'isSaved' | 'disabled' | 'onClick'>) {
  const toast = useToast();
  const saved = useSavedJobs();
  const onError = (error: Error) => toast.show({ title: error.message, variant: 'error' });
  const save = useSaveJob({ mutationConfig: { onError } });
  const unsave = useUnsaveJob({ mutationConfig: { onError } });
  const isSaved = saved.data?.some((item) => item.jobId === job.id) ?? false;
  return (
    <SaveJobToggle
      {...toggle}
      isSaved={isSaved}
      // Until the candidate's list is known, a press could not say which way it goes.
      disabled={saved.isPending}
      onClick={() => (isSaved ? unsave.mutate({ jobId: job.id }) : save.mutate({ jobId: job.id, job }))}
    />
  );
}
