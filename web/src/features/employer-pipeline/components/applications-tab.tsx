import { APPLICATION_STATUSES } from '@shared/jobs/options';
import { type ReactNode, useEffect, useReducer, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField, SelectField } from '@/components/ui/field';
import { Pager } from '@/components/ui/pager';
import { useSearchParams } from '@/lib/router';
import { useApplications } from '../api/get-applications';
import {
  applicationFiltersFromSearch,
  jobViewFromSearch,
  tabFromSearch,
  withFilter,
  withJobView,
} from '../lib/dashboard-tab';
import { statusLabel } from '../lib/history';
import { EMPTY_SELECTION, selectionReducer } from '../lib/selection';
import { ApplicationCard, ApplicationsLoading } from './application-card';
import { BulkStatusBar } from './bulk-status-bar';
import { JobViewTabs, jobViewPanelId, jobViewTabId } from './job-view-tabs';
import styles from './pipeline.module.css';
import { useApplicantPanel } from './use-applicant-panel';

/** A job the Job filter offers. */
export interface JobChoice {
  id: string;
  title: string;
}

const SEARCH_DELAY_MS = 300;

/**
 * The typed search goes to the URL (and so to the server) once typing pauses, keeping the address
 * shareable without a request per key.
 */
function useSearchBox(value: string, onSettled: (value: string) => void) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSettled(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSettled]);
  return [text, setText] as const;
}

interface ApplicationsTabProps {
  jobChoices: readonly JobChoice[];
  /** A chosen job's matching candidates, drawn by the matching feature (the route passes it). */
  matchingCandidates?: (jobId: string) => ReactNode;
}

/**
 * The dashboard's Applications tab: filters in the URL, the Candidate cards, bulk status change, paging.
 * With one job chosen, its Matching candidates are a second view beside its applicants.
 */
export function ApplicationsTab({ jobChoices, matchingCandidates }: ApplicationsTabProps) {
  const [search, setSearch] = useSearchParams();
  const filters = applicationFiltersFromSearch(search);
  const view = matchingCandidates ? jobViewFromSearch(search) : 'applicants';
  const applications = useApplications(filters);
  const [selection, dispatch] = useReducer(selectionReducer, EMPTY_SELECTION);
  const { openPanel, panel } = useApplicantPanel();

  const setFilter = (name: 'jobId' | 'status' | 'search' | 'page', value: string | number | undefined) =>
    setSearch((current) => withFilter(current, name, value), { replace: name === 'search' });
  const [text, setText] = useSearchBox(filters.search ?? '', (value) => {
    // A search still waiting when the person opens another tab must not pull them back here: the
    // address read now is the one they moved to, not the one this tab last rendered with.
    if (tabFromSearch(new URLSearchParams(window.location.search)) !== 'applications') return;
    setFilter('search', value);
  });

  const shown = applications.data?.content ?? [];
  const shownIds = shown.map((application) => application.id);
  const shownKey = shownIds.join(',');
  useEffect(() => dispatch({ type: 'keepOnly', ids: shownKey ? shownKey.split(',') : [] }), [shownKey]);
  const allSelected = shown.length > 0 && shownIds.every((id) => selection.has(id));

  const list = () => {
    if (applications.isPending) return <ApplicationsLoading />;
    if (applications.isError) {
      return (
        <ErrorAlert as="div">
          <p>The applications could not be loaded. {applications.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void applications.refetch()}>
            Try again
          </Button>
        </ErrorAlert>
      );
    }
    const page = applications.data;
    if (page.totalElements === 0) {
      const filtered = Boolean(filters.jobId || filters.status || filters.search);
      return (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>No applications found</h2>
          <p className={styles.muted}>
            {filtered
              ? 'Nobody matches these filters. Try another search, status or job.'
              : 'When candidates apply to your jobs, their applications appear here.'}
            {/* The list without a status is the active pipeline: say where the withdrawn ones went. */}
            {filters.status ? null : ' Applications a candidate withdrew are under the status Withdrawn.'}
          </p>
        </div>
      );
    }
    return (
      <>
        <p className={styles.count} aria-live="polite">
          {page.totalElements} {page.totalElements === 1 ? 'application' : 'applications'}
        </p>
        {selection.size > 0 ? (
          <BulkStatusBar
            selected={shown.filter((application) => selection.has(application.id))}
            onDone={() => dispatch({ type: 'clear' })}
          />
        ) : null}
        <label className={styles.selectAll}>
          <input
            type="checkbox"
            className={styles.check}
            style={{ marginTop: 0 }}
            checked={allSelected}
            onChange={(event) => dispatch({ type: 'setAll', ids: shownIds, selected: event.target.checked })}
          />
          Select all on this page
        </label>
        <ul className={styles.list} aria-busy={applications.isFetching}>
          {page.content.map((application) => (
            <ApplicationCard
              key={application.id}
              application={application}
              onOpen={openPanel}
              headingLevel={2}
              selection={{
                selected: selection.has(application.id),
                onToggle: () => dispatch({ type: 'toggle', id: application.id }),
              }}
            />
          ))}
        </ul>
        <Pager
          label="Pages of applications"
          page={page.page}
          totalPages={page.totalPages}
          isFetching={applications.isFetching}
          onPage={(next) => setFilter('page', next)}
        />
      </>
    );
  };

  const jobViews =
    filters.jobId && matchingCandidates ? (
      <JobViewTabs active={view} onSelect={(next) => setSearch((current) => withJobView(current, next))} />
    ) : null;

  if (view === 'matching' && filters.jobId && matchingCandidates) {
    return (
      <>
        {jobViews}
        <div role="tabpanel" id={jobViewPanelId('matching')} aria-labelledby={jobViewTabId('matching')}>
          {matchingCandidates(filters.jobId)}
        </div>
      </>
    );
  }

  const applicants = (
    <>
      <search aria-label="Filter applications" className={styles.filters}>
        <InputField
          label="Search applicants"
          type="search"
          placeholder="Name or email"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <SelectField
          label="Status"
          value={filters.status ?? ''}
          onChange={(event) => setFilter('status', event.target.value)}
        >
          {/* Withdrawn applications leave the active pipeline; the filter still finds them. */}
          <option value="">All active</option>
          {APPLICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Job"
          value={filters.jobId ?? ''}
          onChange={(event) => setFilter('jobId', event.target.value)}
        >
          <option value="">All jobs</option>
          {jobChoices.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title}
            </option>
          ))}
          {/* A link may filter by a job beyond the first page of choices: keep it selectable. */}
          {filters.jobId && !jobChoices.some((job) => job.id === filters.jobId) ? (
            <option value={filters.jobId}>{shown[0]?.job.title ?? 'This job'}</option>
          ) : null}
        </SelectField>
      </search>
      {list()}
      {panel}
    </>
  );
  if (!jobViews) return applicants;
  return (
    <>
      {jobViews}
      <div role="tabpanel" id={jobViewPanelId('applicants')} aria-labelledby={jobViewTabId('applicants')}>
        {applicants}
      </div>
    </>
  );
}
