import { type ReactNode, Suspense } from 'react';
import { useUser } from '@/lib/auth';
import { lazyWithQueries } from '@/lib/query/lazy-with-queries';

/** Which jobs the viewer has applied to, and whether that is still being found out. */
export interface AppliedJobsView {
  ids: ReadonlySet<string>;
  checking: boolean;
}

const NONE: AppliedJobsView = { ids: new Set(), checking: false };
const CHECKING: AppliedJobsView = { ids: new Set(), checking: true };

// Only candidates apply: their applications (and the query cache that reads them) load for them alone.
const CandidateAppliedJobs = lazyWithQueries(async () => (await import('./candidate-applied-jobs')).default);

/** Draws `children` with the jobs the viewer applied to: none for anyone but a signed-in candidate. */
export function AppliedJobs({ children }: { children: (view: AppliedJobsView) => ReactNode }) {
  const user = useUser();
  if (user?.role !== 'candidate') return children(NONE);
  return (
    <Suspense fallback={children(CHECKING)}>
      <CandidateAppliedJobs>{children}</CandidateAppliedJobs>
    </Suspense>
  );
}
