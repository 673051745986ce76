import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useUser } from '@/lib/auth';
import { lazyWithQueries } from '@/lib/query/lazy-with-queries';
import { type AlertableFilters, searchOfFilters } from '../lib/search-of-filters';
import styles from './job-alerts.module.css';

// The dialog, its calls and the query cache load when the button is first pressed, not with /jobs.
const JobAlertDialog = lazyWithQueries(async () => (await import('./job-alert-dialog')).default);
// Preloaded on hover and focus, so the dialog opens at once on a press.
const preload = () => void import('./job-alert-dialog');

/**
 * "Get these jobs by email" beside the search's results: for visitors (by email, confirmed) and
 * candidates (saved to their alerts). Employers and admins do not get job alerts, so they see nothing.
 */
export function JobAlertButton({ filters }: { filters: AlertableFilters }) {
  const user = useUser();
  const [open, setOpen] = useState(false);
  if (user && user.role !== 'candidate') return null;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className={styles.entry}
        onClick={() => setOpen(true)}
        onMouseEnter={preload}
        onFocus={preload}
      >
        Get these jobs by email
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <JobAlertDialog search={searchOfFilters(filters)} guest={!user} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
