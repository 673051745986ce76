// Boundary: which applications a candidate may withdraw, and the withdrawal's body (pure).

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { APPLICATION_STATUSES } from './options';
import { applicationStatusSchema } from './schemas';
import { mayWithdraw, WITHDRAWAL_LIMITS, WITHDRAWAL_MESSAGES } from './withdrawal';

describe('withdrawal', () => {
  it('is open until hired, and once only', () => {
    expect(APPLICATION_STATUSES.filter(mayWithdraw)).toEqual([
      'applied',
      'reviewed',
      'shortlisted',
      'interviewed',
      'rejected',
      // A closed application may be reopened by the employer; the candidate may still step back from it.
      'closed',
    ]);
  });

  it('takes a reason from the list and the words for Other, within bounds', () => {
    expect(
      z.safeParse(applicationStatusSchema, {
        status: 'withdrawn',
        reason: 'other',
        reasonText: ' Moving abroad ',
      }).data,
    ).toEqual({ status: 'withdrawn', reason: 'other', reasonText: 'Moving abroad' });
    expect(z.safeParse(applicationStatusSchema, { status: 'withdrawn', reason: 'bored' }).success).toBe(
      false,
    );
    const long = z.safeParse(applicationStatusSchema, {
      status: 'withdrawn',
      reason: 'other',
      reasonText: 'x'.repeat(WITHDRAWAL_LIMITS.reasonTextMax + 1),
    });
    expect(long.error?.issues[0]?.message).toBe(WITHDRAWAL_MESSAGES.reasonTooLong);
  });
});
