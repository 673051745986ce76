import { SavedJobsPage } from '@/features/jobs/components/saved-jobs-page';

/** /saved-jobs (candidates). */
export function Component() {
  return <SavedJobsPage />;
}
