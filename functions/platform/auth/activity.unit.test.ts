// Boundary: the route guard's activity marker (platform/auth/activity.ts) against the ElectroDB entity it mirrors.
import { describe, expect, it } from 'vitest';
import { accountActivity, ACTIVITY_SCOPE as MODEL_SCOPE } from '../../model/account-activity';
import { ACTIVITY_SCOPE, activityMarkerItem } from './activity';

describe('the activity marker', () => {
  it('is the item ElectroDB writes for the account activity entity', () => {
    process.env.TABLE_NAME ??= 'jobmatch-unit';
    const userId = 'U-01Abc';
    const expected = accountActivity()
      .put({ userId, scope: MODEL_SCOPE, lastActiveOn: '2026-11-29' })
      .params<{ Item: Record<string, unknown> }>().Item;
    expect(activityMarkerItem(userId, '2026-11-29')).toEqual(expected);
    expect(ACTIVITY_SCOPE).toBe(MODEL_SCOPE);
  });
});
