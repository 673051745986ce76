import { REPORT_MESSAGES } from '@shared/jobs/reports';
import { Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { lazyWithQueries } from '@/lib/query/lazy-with-queries';
import { useLocation, useNavigate } from '@/lib/router';
import styles from './report-job.module.css';
import type { ReportJobTarget } from './report-job-panel';

// Only a signed-in person's entry reads and writes reports: its code and the query cache load for them.
const ReportJobPanel = lazyWithQueries(async () => (await import('./report-job-panel')).default);

/**
 * 'Report this job' on the job page (issue 33). A visitor is sent to sign in and brought back here; admins
 * moderate jobs directly (Admin Jobs, the report queue), so they see nothing.
 */
export function ReportJobEntry({ job }: { job: ReportJobTarget }) {
  const user = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  if (user?.role === 'admin') return null;
  if (!user) {
    return (
      <p className={styles.entry}>
        <Button
          variant="ghost"
          size="sm"
          onClick={() =>
            // The login page shows the message (its `state.message`): a visitor knows why they are there.
            navigate(paths.auth.login.getHref(`${location.pathname}${location.search}`), {
              state: { message: REPORT_MESSAGES.signInToReport },
            })
          }
        >
          Report this job
        </Button>
      </p>
    );
  }
  return (
    <Suspense fallback={null}>
      <ReportJobPanel job={job} />
    </Suspense>
  );
}
