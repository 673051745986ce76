import { MyApplicationsPage } from '@/features/jobs/components/my-applications-page';

/** /applications (candidates): My applications. */
export function Component() {
  return <MyApplicationsPage />;
}
