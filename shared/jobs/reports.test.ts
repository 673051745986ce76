// Boundary: the report rules and schemas (pure).
import { describe, expect, it } from 'vitest';
import { jobReportSchema, reportDecisionSchema } from './report-schemas';
import { holdsJob, REPORT_MESSAGES, removalsSuspend, removalsWithin } from './reports';

const now = new Date('2026-11-29T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('report rules', () => {
  it('holds a job from the third report on', () => {
    expect(holdsJob(2)).toBe(false);
    expect(holdsJob(3)).toBe(true);
  });

  it('counts removals within 90 days, and two of them suspend', () => {
    expect(removalsWithin([daysAgo(91), daysAgo(89), daysAgo(1)], now)).toEqual([daysAgo(89), daysAgo(1)]);
    expect(removalsSuspend([daysAgo(91), daysAgo(1)], now)).toBe(false);
    expect(removalsSuspend([daysAgo(89), daysAgo(0)], now)).toBe(true);
  });
});

describe('report schemas', () => {
  it('needs a known reason, and words for "Other"', () => {
    expect(jobReportSchema.safeParse({ reason: 'scam' }).success).toBe(true);
    expect(jobReportSchema.safeParse({ reason: 'spam' }).success).toBe(false);
    const other = jobReportSchema.safeParse({ reason: 'other', details: '  short ' });
    expect(other.error?.issues[0]?.message).toBe(REPORT_MESSAGES.detailsRequired);
    expect(
      jobReportSchema.safeParse({ reason: 'other', details: 'The office address does not exist.' }).success,
    ).toBe(true);
  });

  it('needs a reason for the employer to remove, none to restore', () => {
    expect(reportDecisionSchema.safeParse({ decision: 'restore' }).success).toBe(true);
    const bare = reportDecisionSchema.safeParse({ decision: 'remove' });
    expect(bare.error?.issues[0]?.message).toBe(REPORT_MESSAGES.reasonForRemovalRequired);
    const short = reportDecisionSchema.safeParse({ decision: 'remove', reason: 'spam' });
    expect(short.error?.issues.map((issue) => issue.message)).toEqual([
      REPORT_MESSAGES.reasonForRemovalTooShort,
    ]);
    expect(
      reportDecisionSchema.safeParse({
        decision: 'remove',
        reason: 'Asks candidates for a fee.',
        suspendPosting: true,
      }).success,
    ).toBe(true);
  });
});
