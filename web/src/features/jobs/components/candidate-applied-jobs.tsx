import type { ReactNode } from 'react';
import { useMyApplications } from '../api/get-my-applications';
import { appliedJobIds } from '../lib/applications';
import type { AppliedJobsView } from './applied-jobs';

/** The signed-in candidate's applications, read through the query cache (kept fresh when they apply). */
export default function CandidateAppliedJobs({
  children,
}: {
  children: (view: AppliedJobsView) => ReactNode;
}) {
  const applications = useMyApplications();
  return children({ ids: appliedJobIds(applications.data), checking: applications.isPending });
}
