// Boundary: pure rule - which state the team page shows for the membership and organisation loads.
import { MESSAGES } from '@shared/errors/catalogue';
import { TEAM_MESSAGES } from '@shared/teams/schemas';
import type { Organization } from '@shared/teams/types';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/app-error';
import { teamView } from './team-view';

const organization = (subscriptionPlan: Organization['subscriptionPlan']): Organization => ({
  id: 'org-1',
  name: 'Acme Tech',
  subscriptionPlan,
  maxRecruiters: 10,
  ownerId: 'owner-1',
  settings: { allowMultipleRecruiters: true, requireApprovalForNewMembers: false },
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  viewerRole: 'admin',
});

const loaded = <T>(data: T) => ({ data, error: null });
const waiting = { data: undefined, error: null };
const failing = (status: number, message: string) => ({
  data: undefined,
  error: new AppError({ status, code: 'X', message }),
});

describe('teamView', () => {
  it('waits for the membership, then for the organisation', () => {
    expect(teamView(waiting, waiting).kind).toBe('loading');
    expect(teamView(loaded('org-1'), waiting).kind).toBe('loading');
  });

  it("says 'Organization Not Found' only when there is none for this employer", () => {
    expect(teamView(loaded(null), waiting).kind).toBe('not-found');
    expect(teamView(loaded('org-1'), failing(404, TEAM_MESSAGES.notFound)).kind).toBe('not-found');
    // Removed while the page was open: the organisation the page showed now answers 404.
    const gone = {
      data: organization('enterprise'),
      error: new AppError({ status: 404, code: 'X', message: '' }),
    };
    expect(teamView(loaded('org-1'), gone).kind).toBe('not-found');
  });

  it('reports any other failure to load as a failure to retry', () => {
    expect(teamView(failing(0, MESSAGES.noResponse), waiting).kind).toBe('failed');
    expect(teamView(failing(500, MESSAGES.internal), waiting).kind).toBe('failed');
    expect(teamView(loaded('org-1'), failing(503, MESSAGES.unavailable)).kind).toBe('failed');
  });

  it('keeps what it showed when only a refresh fails', () => {
    const stale = { data: 'org-1', error: new AppError({ status: 0, code: 'X', message: '' }) };
    expect(teamView(stale, loaded(organization('enterprise'))).kind).toBe('team');
  });

  it('shows the team on Enterprise and Professional, and the plan comparison on basic', () => {
    expect(teamView(loaded('org-1'), loaded(organization('enterprise')))).toMatchObject({ kind: 'team' });
    expect(teamView(loaded('org-1'), loaded(organization('premium')))).toMatchObject({ kind: 'team' });
    expect(teamView(loaded('org-1'), loaded(organization('basic')))).toMatchObject({ kind: 'upsell' });
  });
});
