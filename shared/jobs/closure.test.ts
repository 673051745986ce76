import { describe, expect, it } from 'vitest';
import { CLOSURE_DAYS, closureDueAt, isClosureDue } from './closure';

describe('closure guarantee', () => {
  const changed = '2026-11-01T10:00:00.000Z';
  const due = new Date('2026-11-22T10:00:00.000Z');

  it(`is due ${CLOSURE_DAYS} days after the last change`, () => {
    expect(closureDueAt(changed)).toEqual(due);
  });

  it('closes only what still awaits the employer, and not a moment early', () => {
    expect(isClosureDue('applied', changed, due)).toBe(true);
    expect(isClosureDue('reviewed', changed, due)).toBe(true);
    expect(isClosureDue('applied', changed, new Date(due.getTime() - 1))).toBe(false);
    for (const status of ['shortlisted', 'interviewed', 'hired', 'rejected', 'withdrawn', 'closed'] as const)
      expect(isClosureDue(status, changed, due), status).toBe(false);
  });
});
