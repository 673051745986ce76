// Boundary: the health answer's cache, with a fake clock and a counting check.
import { describe, expect, it } from 'vitest';
import { cachedFor } from './cache';

function countingCheck() {
  let calls = 0;
  return {
    check: async () => {
      calls += 1;
      return calls;
    },
    calls: () => calls,
  };
}

describe('cachedFor', () => {
  it('answers from the last check within the TTL and checks again after it', async () => {
    let clock = 1_000_000;
    const { check, calls } = countingCheck();
    const probe = cachedFor(30_000, check, () => clock);

    expect(await probe()).toBe(1);
    clock += 29_999;
    expect(await probe()).toBe(1);
    expect(calls()).toBe(1);

    clock += 1;
    expect(await probe()).toBe(2);
    expect(calls()).toBe(2);
  });

  it('shares one check among probes that arrive while it runs', async () => {
    const { check, calls } = countingCheck();
    const probe = cachedFor(30_000, check, () => 0);
    expect(await Promise.all([probe(), probe(), probe()])).toEqual([1, 1, 1]);
    expect(calls()).toBe(1);
  });
});
