// Boundary: employer approval polling (pure): when GET /users/me is asked again.
import type { User } from '@shared/auth/user';
import { APPROVAL_POLLING } from '@shared/constants';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  approvalPollInterval,
  approvalRefetchInterval,
  isAwaitingApproval,
  restartApprovalPolling,
} from './approval-polling';
import { ME_QUERY_KEY } from './query-keys';

const employer = (overrides: Partial<User> = {}): User => ({
  id: 'e1',
  firstName: 'Ravi',
  lastName: 'K',
  email: 'hr@acme.in',
  role: 'employer',
  isApproved: false,
  approvalStatus: 'pending',
  rejectionReason: null,
  isUnderReview: false,
  companyName: 'Acme',
  jobTitle: 'HR',
  linkedinProfile: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

describe('approval polling', () => {
  it('polls every 10 s while an employer is pending, for at most 30 refetches', () => {
    expect(approvalPollInterval(employer(), 1)).toBe(APPROVAL_POLLING.intervalMs);
    expect(approvalPollInterval(employer(), 30)).toBe(10_000);
    // The first answer plus 30 refetches.
    expect(approvalPollInterval(employer(), 31)).toBe(false);
  });

  it('stops once approved, and never polls for anyone else', () => {
    expect(approvalPollInterval(employer({ isApproved: true, approvalStatus: 'approved' }), 3)).toBe(false);
    expect(approvalPollInterval(employer({ approvalStatus: 'rejected' }), 3)).toBe(false);
    expect(
      approvalPollInterval(employer({ role: 'candidate', approvalStatus: null, isApproved: true }), 1),
    ).toBe(false);
    expect(approvalPollInterval(null, 0)).toBe(false);
    expect(isAwaitingApproval(employer())).toBe(true);
  });

  it('gives an employer who sends an application after the window closed a new window of 30', async () => {
    const client = new QueryClient();
    const me = { queryKey: [...ME_QUERY_KEY, 'e1'], queryFn: async () => employer(), staleTime: 0 };
    const query = () => {
      const found = client.getQueryCache().find<User>({ queryKey: me.queryKey });
      if (!found) throw new Error('GET /users/me was never asked');
      return found;
    };
    const interval = approvalRefetchInterval(employer());
    // The page has been open more than five minutes: the first answer and 30 polls.
    for (let answer = 0; answer <= APPROVAL_POLLING.maxAttempts; answer++) await client.fetchQuery(me);
    expect(interval(query())).toBe(false);

    await restartApprovalPolling(client);
    // Until the new window's first answer, the signed-in record (marked pending on submit) decides.
    expect(interval(query())).toBe(APPROVAL_POLLING.intervalMs);
    await client.fetchQuery(me);
    expect(interval(query())).toBe(APPROVAL_POLLING.intervalMs);
    for (let answer = 1; answer <= APPROVAL_POLLING.maxAttempts; answer++) await client.fetchQuery(me);
    expect(interval(query())).toBe(false);
    client.clear();
  });
});
