import { useParams } from 'react-router';
import { JobDetailPage } from '@/features/jobs/components/job-detail-page';

/** /jobs/:jobId: the public job page. */
export function Component() {
  const { jobId = '' } = useParams();
  return <JobDetailPage key={jobId} jobId={jobId} />;
}
