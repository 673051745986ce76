import { JobAlertsPage } from '@/features/job-alerts/components/job-alerts-page';

/** /job-alerts (candidates): their saved searches mailed as new jobs match. */
export function Component() {
  return <JobAlertsPage />;
}
