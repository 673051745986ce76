// Boundary: the reconfirmation rules (shared/jobs/reconfirmation.ts): due days, reminder days, the days a run reads (pure).
import { describe, expect, it } from 'vitest';
import {
  addDays,
  CONFIRMATION_MESSAGES,
  confirmationDueDay,
  firstDueDayOfExistingJob,
  isConfirmationOverdue,
  isReminderDue,
  JOB_CONFIRMATION,
  linkExpiry,
  needsConfirming,
  reminderDay,
  sweptDueDays,
} from './reconfirmation';

describe('job reconfirmation rules', () => {
  it('lives 30 days from its confirmation, counted in India days', () => {
    expect(JOB_CONFIRMATION).toMatchObject({ lifetimeDays: 30, reminderDaysBefore: 7 });
    expect(confirmationDueDay('2026-11-29T05:00:00.000Z')).toBe('2026-12-29');
    // Midnight in India is 18:30 UTC the evening before.
    expect(confirmationDueDay('2026-11-28T18:30:00.000Z')).toBe('2026-12-29');
    expect(confirmationDueDay('2026-11-28T18:29:59.999Z')).toBe('2026-12-28');
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
  });

  it('mails seven days before, makes up a missed day, and closes on the due day', () => {
    expect(reminderDay('2026-12-29')).toBe('2026-12-22');
    const at = (day: string) => new Date(`${day}T03:00:00.000Z`);
    expect(isReminderDue('2026-12-29', at('2026-12-21'))).toBe(false);
    expect(isReminderDue('2026-12-29', at('2026-12-22'))).toBe(true);
    expect(isReminderDue('2026-12-29', at('2026-12-25'))).toBe(true);
    expect(isConfirmationOverdue('2026-12-29', at('2026-12-28'))).toBe(false);
    expect(isConfirmationOverdue('2026-12-29', at('2026-12-29'))).toBe(true);
    expect(needsConfirming(null, at('2026-12-29'))).toBe(false);
    expect(needsConfirming('2026-12-29', at('2026-12-22'))).toBe(true);
  });

  it('reads the due days from a fortnight back to a week ahead', () => {
    expect(sweptDueDays(new Date('2026-11-29T03:00:00.000Z'))).toEqual({
      from: '2026-11-15',
      to: '2026-12-06',
    });
  });

  it('gives an older job its lifetime from its last change, but never less than a reminder period', () => {
    const now = new Date('2026-11-29T03:00:00.000Z');
    expect(firstDueDayOfExistingJob('2026-11-20T10:00:00.000Z', now)).toBe('2026-12-20');
    expect(firstDueDayOfExistingJob('2026-11-01T10:00:00.000Z', now)).toBe('2026-12-06');
    expect(firstDueDayOfExistingJob('2025-01-01T10:00:00.000Z', now)).toBe('2026-12-06');
  });

  it('ends a link when its job would close: the start of the due day in India', () => {
    expect(linkExpiry('2026-12-29').toISOString()).toBe('2026-12-28T18:30:00.000Z');
  });

  it('writes dates en-IN', () => {
    expect(CONFIRMATION_MESSAGES.confirmedOn('2026-11-28T20:00:00.000Z')).toBe(
      'Confirmed active on 29 Nov 2026',
    );
    expect(CONFIRMATION_MESSAGES.confirmBy('2026-12-29')).toBe('Confirm by 29 Dec 2026');
  });
});
