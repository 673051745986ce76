// Boundary: the dashboard's pure rules (how the oldest application's wait reads).
import { describe, expect, it } from 'vitest';
import { isOverdue, waitingText } from './dashboard';

const now = new Date('2026-11-29T06:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

describe('waitingText', () => {
  it('says none waits when there is no pending application', () => {
    expect(waitingText(null, now)).toBe('None waiting');
  });

  it('reads in hours for the first two days, then in days', () => {
    expect(waitingText(hoursAgo(0.5), now)).toBe('Oldest waiting less than an hour');
    expect(waitingText(hoursAgo(1), now)).toBe('Oldest waiting 1 hour');
    expect(waitingText(hoursAgo(47), now)).toBe('Oldest waiting 47 hours');
    expect(waitingText(hoursAgo(50), now)).toBe('Oldest waiting 2 days');
  });

  it('never reads a clock skew as a negative wait', () => {
    expect(waitingText(hoursAgo(-2), now)).toBe('Oldest waiting less than an hour');
  });
});

describe('isOverdue', () => {
  it('warns after the promised review time', () => {
    expect(isOverdue(hoursAgo(71), now)).toBe(false);
    expect(isOverdue(hoursAgo(73), now)).toBe(true);
    expect(isOverdue(null, now)).toBe(false);
  });
});
