import { JOB_STATUS_FILTERS, type JobStatusFilter } from '@shared/jobs/admin-filters';

/** Admin Jobs' search and filters as the URL holds them (a shared link is the list itself). */
export interface AdminJobFilters {
  q?: string;
  companyId?: string;
  status?: JobStatusFilter;
  postedFrom?: string;
  postedTo?: string;
}

export const STATUS_OPTIONS: { value: '' | JobStatusFilter; label: string }[] = [
  { value: '', label: 'Any status' },
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
  { value: 'expired', label: 'Expired' },
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isStatus = (value: string | null): value is JobStatusFilter =>
  (JOB_STATUS_FILTERS as readonly string[]).includes(value ?? '');

/** The filters in a URL's query; anything malformed is left out rather than sent to be refused. */
export function adminFiltersFrom(params: URLSearchParams): AdminJobFilters {
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const day = (key: string) => {
    const value = text(key);
    return value && DAY.test(value) ? value : undefined;
  };
  const status = params.get('status');
  return {
    q: text('q'),
    companyId: text('companyId'),
    status: isStatus(status) ? status : undefined,
    postedFrom: day('postedFrom'),
    postedTo: day('postedTo'),
  };
}

export const hasFilters = (filters: AdminJobFilters) => Object.values(filters).some(Boolean);
