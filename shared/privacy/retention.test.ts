// Boundary: the retention rules (shared/privacy/retention.ts), pure dates.
import { describe, expect, it } from 'vitest';
import { erasableAt, erasureDueAt, lastActiveDayNoticedBy, noticeDueAt, RETENTION } from './retention';

describe('retention dates', () => {
  it('erases at the start of the India day the period ends, and notices 48 hours before', () => {
    expect(erasureDueAt('2026-01-10', 30).toISOString()).toBe('2026-02-08T18:30:00.000Z');
    expect(noticeDueAt('2026-01-10', 30).toISOString()).toBe('2026-02-06T18:30:00.000Z');
  });

  it('reads every account whose notice is due, and none whose notice is not', () => {
    const days = RETENTION.defaultInactiveDays;
    const now = new Date('2029-03-01T03:00:00.000Z');
    const last = lastActiveDayNoticedBy(now, days);
    expect(noticeDueAt(last, days).getTime()).toBeLessThanOrEqual(now.getTime());
    const next = new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(noticeDueAt(next, days).getTime()).toBeGreaterThan(now.getTime());
  });

  it('never erases sooner than 48 hours after the notice, even when the notice went late', () => {
    expect(erasableAt('2026-01-10', 30, '2026-02-01T00:00:00.000Z').toISOString()).toBe(
      '2026-02-08T18:30:00.000Z',
    );
    expect(erasableAt('2026-01-10', 30, '2026-02-08T10:00:00.000Z').toISOString()).toBe(
      '2026-02-10T10:00:00.000Z',
    );
  });
});
