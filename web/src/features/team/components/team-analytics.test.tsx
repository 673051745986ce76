// Boundary: the Team analytics page's views as rendered markup, and the choice of state it shows.
import type { TeamAnalytics } from '@shared/teams/analytics';
import { TEAM_ANALYTICS_MESSAGES } from '@shared/teams/analytics';
import type { Organization } from '@shared/teams/types';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/app-error';
import { StaticRouter } from '@/lib/router';
import { analyticsView, showsAnalyticsLink } from '../lib/analytics-view';
import { AnalyticsUpsell } from './analytics-upsell';
import { AnalyticsReport } from './team-analytics-page';

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const organization = (over: Partial<Organization> = {}): Organization => ({
  id: '01M7S36RKQEZ4M9R4W5ZWYYPGA',
  name: 'Acme Tech',
  subscriptionPlan: 'enterprise',
  maxRecruiters: 10,
  ownerId: 'owner',
  settings: { allowMultipleRecruiters: true, requireApprovalForNewMembers: false },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  viewerRole: 'admin',
  ...over,
});

const analytics = (members: TeamAnalytics['members']): TeamAnalytics => ({
  organizationId: '01M7S36RKQEZ4M9R4W5ZWYYPGA',
  period: { days: 90, from: '2026-09-01', to: '2026-11-29' },
  members,
});

const member = (over: Partial<TeamAnalytics['members'][number]> = {}) => ({
  id: 'owner',
  firstName: 'Asha',
  lastName: 'Rao',
  role: 'admin' as const,
  isOwner: true,
  jobsPosted: 0,
  applicationsMoved: 0,
  firstResponses: 0,
  medianFirstResponseSeconds: null,
  ...over,
});

const render = (node: React.ReactNode) =>
  textOf(renderToStaticMarkup(<StaticRouter location="/team/analytics">{node}</StaticRouter>));

describe('Team analytics page', () => {
  it('shows each member with their figures in the shared formats, and the period', () => {
    const text = render(
      <AnalyticsReport
        userId="owner"
        analytics={analytics([
          member({
            jobsPosted: 1200,
            applicationsMoved: 4,
            firstResponses: 2,
            medianFirstResponseSeconds: 3600,
          }),
          member({
            id: 'r1',
            firstName: 'Vikram',
            lastName: 'Iyer',
            role: 'recruiter',
            isOwner: false,
            applicationsMoved: 1,
          }),
        ])}
      />,
    );
    expect(text).toContain(TEAM_ANALYTICS_MESSAGES.period);
    expect(text).toContain('Asha Rao (you) Admin (owner) 1,200 4 1 h');
    expect(text).toContain(`Vikram Iyer Recruiter 0 1 ${TEAM_ANALYTICS_MESSAGES.noResponses}`);
    expect(text).toContain(TEAM_ANALYTICS_MESSAGES.recordingNote);
  });

  it('shows the empty state when nobody posted or moved anything', () => {
    const text = render(<AnalyticsReport userId="owner" analytics={analytics([member()])} />);
    expect(text).toContain(TEAM_ANALYTICS_MESSAGES.noActivity);
    expect(text).not.toContain('Jobs posted');
  });

  it('offers Enterprise below it, with the plan table’s own line', () => {
    const text = render(<AnalyticsUpsell plan="premium" />);
    expect(text).toContain(TEAM_ANALYTICS_MESSAGES.enterpriseOnly);
    expect(text).toContain('Your organization is on the Professional plan.');
    expect(text).toContain('Team analytics: jobs posted, applications moved and response time per member');
    expect(text).toContain('Upgrade to Enterprise');
  });

  it('chooses the figures for Enterprise team admins only', () => {
    const loaded = (org: Organization) =>
      analyticsView({ data: org.id, error: null }, { data: org, error: null });
    expect(loaded(organization()).kind).toBe('analytics');
    expect(loaded(organization({ viewerRole: 'recruiter' })).kind).toBe('admins-only');
    expect(loaded(organization({ subscriptionPlan: 'premium' })).kind).toBe('upsell');
    expect(loaded(organization({ subscriptionPlan: 'basic' })).kind).toBe('upsell');
    expect(analyticsView({ data: undefined, error: null }, { data: undefined, error: null }).kind).toBe(
      'loading',
    );
    expect(analyticsView({ data: null, error: null }, { data: undefined, error: null }).kind).toBe(
      'not-found',
    );
    const gone = new AppError({ message: 'x', code: 'NOT_FOUND', status: 404 });
    expect(analyticsView({ data: 'id', error: null }, { data: undefined, error: gone }).kind).toBe(
      'not-found',
    );
    const failed = new AppError({ message: 'x', code: 'INTERNAL_ERROR', status: 500 });
    expect(analyticsView({ data: 'id', error: null }, { data: undefined, error: failed }).kind).toBe(
      'failed',
    );
    expect(showsAnalyticsLink(organization())).toBe(true);
    expect(showsAnalyticsLink(organization({ viewerRole: 'recruiter' }))).toBe(false);
    expect(showsAnalyticsLink(organization({ subscriptionPlan: 'premium' }))).toBe(false);
  });
});
