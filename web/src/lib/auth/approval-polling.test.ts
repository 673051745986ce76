// Boundary: employer approval polling (pure): when GET /users/me is asked again.
import type { User } from '@shared/auth/user';
import { APPROVAL_POLLING } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { approvalPollInterval, isAwaitingApproval } from './approval-polling';

const employer = (overrides: Partial<User> = {}): User => ({
  id: 'e1',
  firstName: 'Ravi',
  lastName: 'K',
  email: 'hr@acme.in',
  role: 'employer',
  isApproved: false,
  approvalStatus: 'pending',
  rejectionReason: null,
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
});
