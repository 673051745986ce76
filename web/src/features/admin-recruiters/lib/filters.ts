import type { RecruiterStatus } from '@shared/recruiters/schemas';

/** The admin's tabs (spec section 2): All, then one per status. */
export const STATUS_TABS: { value: RecruiterStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'under_review', label: 'Under Review' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

export interface RecruiterFilters {
  status: RecruiterStatus | 'all';
  companyName: string;
  workEmail: string;
  /** Comma-separated, as typed. */
  industries: string;
  fromDate: string;
  toDate: string;
  page: number;
}

const TEXT_KEYS = ['companyName', 'workEmail', 'industries', 'fromDate', 'toDate'] as const;
const STATUS_VALUES = new Set<string>(STATUS_TABS.map((tab) => tab.value));

/** The filters a URL holds; the pending tab first, since that is the admin's work. */
export function filtersFrom(params: URLSearchParams): RecruiterFilters {
  const status = params.get('status') ?? 'pending';
  const page = Number(params.get('page') ?? '0');
  return {
    status: (STATUS_VALUES.has(status) ? status : 'pending') as RecruiterFilters['status'],
    companyName: params.get('companyName') ?? '',
    workEmail: params.get('workEmail') ?? '',
    industries: params.get('industries') ?? '',
    fromDate: params.get('fromDate') ?? '',
    toDate: params.get('toDate') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 0,
  };
}

/** The URL of a set of filters: empty ones left out, so links stay short. */
export function searchOf(filters: RecruiterFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'pending') params.set('status', filters.status);
  for (const key of TEXT_KEYS) if (filters[key].trim()) params.set(key, filters[key].trim());
  if (filters.page > 0) params.set('page', String(filters.page));
  return params;
}

/** The API's query: status upper case as the spec sends it, nothing for All. */
export function apiParamsOf(filters: RecruiterFilters, size: number) {
  return {
    status: filters.status === 'all' ? undefined : filters.status.toUpperCase(),
    companyName: filters.companyName.trim() || undefined,
    workEmail: filters.workEmail.trim() || undefined,
    industries: filters.industries.trim() || undefined,
    fromDate: filters.fromDate || undefined,
    toDate: filters.toDate || undefined,
    page: filters.page,
    size,
  };
}
