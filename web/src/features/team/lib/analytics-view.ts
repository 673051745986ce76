import { hasTeamAnalytics } from '@shared/teams/analytics';
import type { Organization } from '@shared/teams/types';
import { isAppError } from '@/lib/app-error';

/**
 * Which state the Team analytics page shows: Enterprise team admins read the figures; any other plan
 * sees what Enterprise adds (an upsell, not a dead end); a recruiter is told only team admins read them;
 * 'not-found' when the employer acts for no organisation. The server decides the same (teams/analytics.ts).
 */
export type AnalyticsView =
  | { kind: 'loading' | 'failed' | 'not-found' }
  | { kind: 'upsell' | 'admins-only' | 'analytics'; organization: Organization };

interface QueryState<T> {
  data: T | undefined;
  error: unknown;
}

const isNotFound = (error: unknown) => isAppError(error) && error.status === 404;

export function analyticsView(
  membership: QueryState<string | null>,
  organization: QueryState<Organization>,
): AnalyticsView {
  if (membership.data === undefined) return { kind: membership.error ? 'failed' : 'loading' };
  if (membership.data === null || isNotFound(organization.error)) return { kind: 'not-found' };
  if (organization.data === undefined) return { kind: organization.error ? 'failed' : 'loading' };
  const org = organization.data;
  if (!hasTeamAnalytics(org.subscriptionPlan)) return { kind: 'upsell', organization: org };
  if (org.viewerRole !== 'admin') return { kind: 'admins-only', organization: org };
  return { kind: 'analytics', organization: org };
}

/** Whether the Team page links to the analytics: Enterprise team admins (the owner is one). */
export const showsAnalyticsLink = (organization: Organization) =>
  hasTeamAnalytics(organization.subscriptionPlan) && organization.viewerRole === 'admin';
