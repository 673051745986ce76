import { APPLICATION_STATUSES, type ApplicationStatus } from '@shared/jobs/options';

/** The employer dashboard's tabs (employer-admin-side.md section 2), in the order they are shown. */
export const DASHBOARD_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'jobs', label: 'Jobs' },
  { id: 'applications', label: 'Applications' },
  { id: 'team', label: 'Team' },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['id'];

const TAB_IDS: readonly string[] = DASHBOARD_TABS.map((tab) => tab.id);

/** The tab a link lands on (?tab=applications); Overview for a missing or unknown one. */
export function tabFromSearch(search: URLSearchParams): DashboardTab {
  const value = search.get('tab') ?? '';
  return TAB_IDS.includes(value) ? (value as DashboardTab) : 'overview';
}

/**
 * The tab an arrow, Home or End key moves to in the tablist (WAI-ARIA tabs pattern: the arrows wrap
 * around); null for any other key.
 */
export function tabForKey(current: DashboardTab, key: string): DashboardTab | null {
  const index = TAB_IDS.indexOf(current);
  const last = TAB_IDS.length - 1;
  const next =
    key === 'ArrowRight'
      ? (index + 1) % TAB_IDS.length
      : key === 'ArrowLeft'
        ? (index - 1 + TAB_IDS.length) % TAB_IDS.length
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : -1;
  return next < 0 ? null : (TAB_IDS[next] as DashboardTab);
}

export interface ApplicationFilters {
  jobId?: string;
  status?: ApplicationStatus;
  search?: string;
  /** Zero-based, as the API counts. */
  page: number;
}

/** The Applications tab's filters as they stand in the URL, so a link (My Jobs' 'View applications') lands filtered. */
export function applicationFiltersFromSearch(search: URLSearchParams): ApplicationFilters {
  const status = search.get('status') ?? '';
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return {
    jobId: search.get('jobId')?.trim() || undefined,
    status: (APPLICATION_STATUSES as readonly string[]).includes(status)
      ? (status as ApplicationStatus)
      : undefined,
    search: search.get('search')?.trim() || undefined,
    page: Number.isFinite(page) && page > 1 ? page - 1 : 0,
  };
}

/**
 * The query string after one filter changed: any change but the page itself goes back to the first page
 * (the shown page would no longer mean anything); the page stands one-based in the URL.
 */
export function withFilter(
  search: URLSearchParams,
  name: 'jobId' | 'status' | 'search' | 'page',
  value: string | number | undefined,
): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('tab', 'applications');
  if (name !== 'page') next.delete('page');
  const text = name === 'page' ? (Number(value) > 0 ? String(Number(value) + 1) : '') : String(value ?? '');
  if (text) next.set(name, text);
  else next.delete(name);
  return next;
}

/**
 * With one job chosen, the Applications tab shows either its applicants or its matching candidates
 * (?view=matching), so 'View applications' lands on the applicants and a link can open the matches.
 */
export const JOB_VIEWS = [
  { id: 'applicants', label: 'Applicants' },
  { id: 'matching', label: 'Matching candidates' },
] as const;

export type JobView = (typeof JOB_VIEWS)[number]['id'];

export function jobViewFromSearch(search: URLSearchParams): JobView {
  return search.get('jobId')?.trim() && search.get('view') === 'matching' ? 'matching' : 'applicants';
}

/** The query string for one of a job's views; the applicants' page number does not carry over. */
export function withJobView(search: URLSearchParams, view: JobView): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('tab', 'applications');
  next.delete('page');
  if (view === 'matching') next.set('view', 'matching');
  else next.delete('view');
  return next;
}
