import { DASHBOARD_STATS_KEY } from '@/lib/query/dashboard-keys';
import type { ApplicationFilters } from '../lib/dashboard-tab';

/*
 * Query keys of the employer's pipeline. Everything lives under 'pipeline', so a status change refreshes
 * the lists, the applicant's panel and the dashboard's figures with one invalidation.
 */
export const PIPELINE_ROOT_KEY = ['pipeline'] as const;

export const pipelineKeys = {
  stats: DASHBOARD_STATS_KEY,
  applications: (filters: ApplicationFilters, size: number) =>
    [...PIPELINE_ROOT_KEY, 'applications', { ...filters, size }] as const,
  applicant: (applicationId: string) => [...PIPELINE_ROOT_KEY, 'applicant', applicationId] as const,
  notes: (applicationId: string) => [...PIPELINE_ROOT_KEY, 'notes', applicationId] as const,
  /** The subscription's remaining IT applications, which each opening changes. */
  subscriptionStatus: [...PIPELINE_ROOT_KEY, 'subscription-status'] as const,
};

/** The spec's page of applications (employer-admin-side.md section 9). */
export const APPLICATIONS_PAGE_SIZE = 20;
/** Recent Applications on the dashboard's Overview. */
export const RECENT_APPLICATIONS = 3;
