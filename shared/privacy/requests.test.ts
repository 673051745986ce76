// Boundary: the privacy request rules (shared/privacy/requests.ts, schemas.ts), pure.
import { describe, expect, it } from 'vitest';
import {
  isOverdue,
  PRIVACY_REQUEST,
  PRIVACY_REQUEST_REFERENCE,
  privacyRequestDueOn,
  privacyRequestReference,
} from './requests';
import { guestPrivacyRequestSchema, privacyRequestDecisionSchema } from './schemas';

describe('privacy requests', () => {
  it('numbers a request PR-<year>-<six digits>', () => {
    expect(privacyRequestReference(2026, 123)).toBe('PR-2026-000123');
    expect(PRIVACY_REQUEST_REFERENCE.test(privacyRequestReference(2026, 999_999))).toBe(true);
    expect(() => privacyRequestReference(2026, 0)).toThrow(RangeError);
    expect(() => privacyRequestReference(2026, 1_000_000)).toThrow(RangeError);
  });

  it('is due the response period after receipt, within the Rules’ ninety days', () => {
    expect(PRIVACY_REQUEST.responseDays).toBeLessThanOrEqual(PRIVACY_REQUEST.rulesMaximumDays);
    expect(privacyRequestDueOn('2026-12-20')).toBe('2027-01-19');
    expect(isOverdue('2027-01-19', '2027-01-19')).toBe(false);
    expect(isOverdue('2027-01-19', '2027-01-20')).toBe(true);
  });

  it('asks a signed-out person for a valid address and a real description', () => {
    const bad = guestPrivacyRequestSchema.safeParse({ kind: 'x', details: 'short', name: 'A', email: 'no' });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Please enter a valid email address');
    expect(messages).toContain('Please describe your request in at least 20 characters');
    const good = guestPrivacyRequestSchema.parse({
      kind: 'erasure',
      details: 'Please erase everything you hold about me.',
      name: 'Asha Rao',
      email: ' Asha@Example.in ',
    });
    expect(good.email).toBe('asha@example.in');
  });

  it('needs what the person is told when a request ends', () => {
    expect(privacyRequestDecisionSchema.safeParse({ status: 'in_progress' }).success).toBe(true);
    expect(privacyRequestDecisionSchema.safeParse({ status: 'rejected' }).success).toBe(false);
    expect(
      privacyRequestDecisionSchema.safeParse({ status: 'resolved', note: 'Done: erased.' }).success,
    ).toBe(true);
  });
});
