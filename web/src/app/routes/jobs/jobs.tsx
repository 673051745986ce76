import { JobSearchPage } from '@/features/jobs/components/job-search-page';

/** /jobs: the public job search. */
export function Component() {
  return <JobSearchPage />;
}
