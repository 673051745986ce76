import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSearchParams } from '@/lib/router';
import { useAdminJobs } from '../api/get-admin-jobs';
import { useJobActions } from '../hooks/use-job-actions';
import { type AdminJobFilters, adminFiltersFrom, hasFilters } from '../lib/admin-filters';
import { EMPLOYER_JOB_MESSAGES } from '../lib/messages';
import { pageFromSearch } from '../lib/page-param';
import { AdminJobFiltersForm } from './admin-job-filters';
import styles from './employer-jobs.module.css';
import { JobCard } from './job-card';
import { JobListEmpty, JobListError, JobListLoading } from './job-list-states';
import { LazyJobFormModal } from './lazy-job-form-modal';
import { PageHeader } from './page-header';
import { PagedJobList } from './paged-job-list';

/** /admin/jobs: every job on the site, with moderation actions and a post button with a company choice. */
export function AdminJobsPage() {
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search);
  const filters = adminFiltersFrom(search);
  const filtered = hasFilters(filters);
  const [posting, setPosting] = useState(false);
  const jobs = useAdminJobs({ page, filters });
  // A new search starts on its first page.
  const applyFilters = (next: AdminJobFilters) =>
    setSearch(new URLSearchParams(next as Record<string, string>), { replace: true });
  const { actionsFor, dialogs } = useJobActions({ isAdmin: true });

  const body = () => {
    if (jobs.isError) {
      return <JobListError message={EMPLOYER_JOB_MESSAGES.loadFailed} onRetry={() => jobs.refetch()} />;
    }
    if (jobs.isPending) return <JobListLoading />;
    if (jobs.data.totalElements === 0 && filtered) {
      return (
        <JobListEmpty title="No jobs match">
          <p>No job matches this search and these filters. Clear them to see every job.</p>
        </JobListEmpty>
      );
    }
    if (jobs.data.totalElements === 0) {
      return (
        <JobListEmpty title="No jobs yet">
          <p>No company has posted a job. Post one for a company to get started.</p>
        </JobListEmpty>
      );
    }
    return (
      <PagedJobList
        jobs={jobs.data}
        isFetching={jobs.isFetching}
        countSuffix={filtered ? ' found' : ' across all companies'}
        card={(job) => <JobCard key={job.id} job={job} actions={actionsFor(job)} showCompany showExcerpt />}
      />
    );
  };

  return (
    <div className={`container ${styles.page}`}>
      <PageHeader
        title="Admin Jobs"
        subtitle="Every job on Jobmatch: edit, pause or remove posts, or post a job for a company."
        action={<Button onClick={() => setPosting(true)}>Post Job</Button>}
      />
      <AdminJobFiltersForm filters={filters} onApply={applyFilters} />
      {body()}
      {dialogs}
      {posting ? <LazyJobFormModal isAdmin onClose={() => setPosting(false)} /> : null}
    </div>
  );
}
