import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES } from './messages';
import { periodEnd } from './plans';
import {
  inRenewalWindow,
  REMINDER_DAYS_BEFORE,
  RENEWAL_WINDOW_DAYS,
  type RenewableTerm,
  reminderDays,
  reminderDue,
  renewalNotice,
  renewalNotYet,
  renewalPeriod,
  renewalRefusal,
} from './renewals';

const END = '2027-03-15T06:30:00.000Z';
const DAY = 24 * 60 * 60 * 1000;
const at = (daysBeforeEnd: number) => new Date(Date.parse(END) - daysBeforeEnd * DAY);
const term: RenewableTerm = { plan: 'PROFESSIONAL', endDate: END, cancelledAt: null, renewed: false };

describe('the renewal window', () => {
  it(`opens ${RENEWAL_WINDOW_DAYS} days before the end and closes at it`, () => {
    expect(inRenewalWindow(END, at(RENEWAL_WINDOW_DAYS + 0.001))).toBe(false);
    expect(inRenewalWindow(END, at(RENEWAL_WINDOW_DAYS))).toBe(true);
    expect(inRenewalWindow(END, at(0.001))).toBe(true);
    expect(inRenewalWindow(END, at(0))).toBe(false);
  });
});

describe('renewalRefusal', () => {
  it('allows the same plan in the window', () => {
    expect(renewalRefusal(term, 'PROFESSIONAL', at(3))).toBeNull();
  });

  it('says why otherwise: no paid term, cancelled, renewed already, another plan, too early', () => {
    expect(renewalRefusal(null, 'BASIC', at(3))).toBe(SUBSCRIPTION_MESSAGES.nothingToRenew);
    expect(renewalRefusal({ ...term, cancelledAt: END }, 'PROFESSIONAL', at(3))).toBe(
      SUBSCRIPTION_MESSAGES.renewCancelled,
    );
    expect(renewalRefusal({ ...term, renewed: true }, 'PROFESSIONAL', at(3))).toBe(
      SUBSCRIPTION_MESSAGES.alreadyRenewed,
    );
    expect(renewalRefusal(term, 'ENTERPRISE', at(3))).toBe(SUBSCRIPTION_MESSAGES.renewSamePlan);
    expect(renewalRefusal(term, 'PROFESSIONAL', at(40))).toBe(renewalNotYet(END));
    expect(renewalNotYet(END)).toBe(
      'Your plan can be renewed in the last 30 days of its term. You can renew from 13 February 2027.',
    );
  });
});

describe('renewalPeriod', () => {
  it('starts at the current end and lasts one cycle: no gap, no overlap', () => {
    expect(renewalPeriod(END, 'YEARLY')).toEqual({
      startDate: END,
      endDate: periodEnd(new Date(END), 'YEARLY').toISOString(),
    });
  });
});

describe('renewalNotice', () => {
  const current = { plan: 'BASIC' as const, endDate: END, isActive: true, cancelledAt: null };
  it('reminds in the window only, for an active term not cancelled, until renewed', () => {
    expect(renewalNotice(current, null, at(40))).toEqual({ kind: 'none' });
    expect(renewalNotice(current, null, at(7))).toEqual({ kind: 'due', planName: 'Basic', endDate: END });
    expect(renewalNotice({ ...current, cancelledAt: END }, null, at(7))).toEqual({ kind: 'none' });
    expect(renewalNotice(current, { startDate: END }, at(7))).toEqual({ kind: 'renewed', startDate: END });
    expect(renewalNotice(null, null, at(7))).toEqual({ kind: 'none' });
  });
});

describe('the days a reminder run reads', () => {
  it(`are today to ${REMINDER_DAYS_BEFORE} days ahead, in India's calendar`, () => {
    // 20:00 UTC is already 01:30 the next morning in India.
    expect(reminderDays(new Date('2027-03-08T20:00:00.000Z'))).toEqual([
      '2027-03-09',
      '2027-03-10',
      '2027-03-11',
      '2027-03-12',
      '2027-03-13',
      '2027-03-14',
      '2027-03-15',
      '2027-03-16',
    ]);
  });

  it('include the day a term ends on from 7 days before it, and every day after until it ends', () => {
    const endDay = '2027-03-15';
    for (const days of [REMINDER_DAYS_BEFORE, 3, 0]) expect(reminderDays(at(days))).toContain(endDay);
    expect(reminderDays(at(REMINDER_DAYS_BEFORE + 1))).not.toContain(endDay);
  });
});

describe('reminderDue', () => {
  it('is the week reminder from the seventh day before to the second, then the day before, then the end day', () => {
    expect([8, 7, 6, 2, 1, 0, -1].map(reminderDue)).toEqual([
      undefined,
      'week',
      'week',
      'week',
      'lastDay',
      'endDay',
      undefined,
    ]);
  });
});
