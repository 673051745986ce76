// Boundary: the one-off backfill of activity markers (ADR 0038) against DynamoDB Local: an account made
// before the retention rule gets a marker dated its last change; one that has a marker keeps it.
import { describe, expect, it } from 'vitest';
import { indianDay } from '../../shared/dates';
import { accountOf } from '../../test/support/marketplace';
import { ACTIVITY_SCOPE, accountActivity } from './account-activity';
import { backfillAccountActivity } from './account-activity-backfill';

describe('the activity marker backfill', () => {
  it('marks an account without a marker by its last change, and keeps a marker already there', async () => {
    const old = await accountOf('USER');
    const recent = await accountOf('USER');
    // As an account made before the rule: no marker at all.
    await accountActivity().delete({ userId: old.record.id }).go();
    await accountActivity()
      .put({ userId: recent.record.id, scope: ACTIVITY_SCOPE, lastActiveOn: '2026-01-05' })
      .go();

    const first = await backfillAccountActivity();
    expect(first.marked).toBeGreaterThanOrEqual(1);
    const { data: marked } = await accountActivity().get({ userId: old.record.id }).go();
    expect(marked?.lastActiveOn).toBe(indianDay(old.record.updatedAt));
    const { data: kept } = await accountActivity().get({ userId: recent.record.id }).go();
    expect(kept?.lastActiveOn).toBe('2026-01-05');

    // Again: nothing of these two is written.
    await backfillAccountActivity();
    expect((await accountActivity().get({ userId: old.record.id }).go()).data?.lastActiveOn).toBe(
      indianDay(old.record.updatedAt),
    );
  });
});
