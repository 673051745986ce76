import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMyApplications } from '../api/get-my-applications';
import { useSavedJobs } from '../api/get-saved-jobs';
import { useUnsaveJob } from '../api/unsave-job';
import { appliedJobIds, formatDate, newestSavedFirst } from '../lib/applications';
import { JobCard, JobCardSkeleton } from './job-card';
import styles from './job-page.module.css';
import { PageError } from './page-states';

/** A saved job its employer has since deleted: said plainly, with the way to drop it from the list. */
function RemovedJob({ jobId, savedAt }: { jobId: string; savedAt: string }) {
  const unsave = useUnsaveJob();
  return (
    <div className={styles.removed}>
      <p className={styles.muted}>
        A job you saved on {formatDate(savedAt)} is no longer available: its employer removed it.
      </p>
      <Button
        size="sm"
        variant="outline"
        onClick={() => unsave.mutate({ jobId })}
        isLoading={unsave.isPending}
      >
        Remove
      </Button>
    </div>
  );
}

/** /saved-jobs (candidates): the jobs saved for later, newest first; 'Saved' on a card unsaves it. */
export function SavedJobsPage() {
  const saved = useSavedJobs();
  const applications = useMyApplications();
  const applied = appliedJobIds(applications.data);

  return (
    <div className={`container ${styles.listPage}`}>
      <title>Saved jobs · Jobmatch</title>
      <header className={styles.listHeader}>
        <h1 className={styles.listTitle}>Saved jobs</h1>
        <p className={styles.muted}>Jobs you saved to read again or apply to later.</p>
      </header>
      {saved.isPending ? (
        <div className={styles.list} aria-busy="true">
          <p role="status" className="visually-hidden">
            Loading saved jobs...
          </p>
          <JobCardSkeleton />
          <JobCardSkeleton />
        </div>
      ) : saved.isError ? (
        <PageError
          message={`Your saved jobs could not be loaded. ${saved.error.message}`}
          onRetry={() => void saved.refetch()}
          isRetrying={saved.isFetching}
        />
      ) : saved.data.length === 0 ? (
        <div className={styles.emptyBox}>
          <h2 className={styles.emptyTitle}>No saved jobs yet</h2>
          <p className={styles.muted}>Press Save job on any job to keep it here.</p>
          <ButtonLink to={paths.jobs.getHref()}>Browse jobs</ButtonLink>
        </div>
      ) : (
        <>
          <p className={styles.count} role="status">
            {saved.data.length} saved {saved.data.length === 1 ? 'job' : 'jobs'}
          </p>
          <div className={styles.list}>
            {newestSavedFirst(saved.data).map((item) =>
              item.job ? (
                <JobCard key={item.jobId} job={item.job} applied={applied.has(item.jobId)} />
              ) : (
                <RemovedJob key={item.jobId} jobId={item.jobId} savedAt={item.savedAt} />
              ),
            )}
          </div>
        </>
      )}
    </div>
  );
}
