// Boundary: team analytics' pure rules (window, median, totals, formats), shared by the page and the API.
import { describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE, PLAN_FEATURE_LINES } from '../subscriptions/plans';
import {
  analyticsWindow,
  formatCount,
  formatDuration,
  hasTeamAnalytics,
  median,
  TEAM_ANALYTICS,
  totalsByMember,
} from './analytics';
import { PLAN_COMPARISON } from './rules';
import { PLANS } from './schemas';

describe('team analytics rules', () => {
  it("spans the last 90 of India's days, today included", () => {
    // 20:00 UTC is already the next day in India (UTC+5:30).
    const window = analyticsWindow(new Date('2026-11-28T20:00:00Z'));
    expect(window).toEqual({ from: '2026-09-01', to: '2026-11-29' });
    const days = (Date.parse(window.to) - Date.parse(window.from)) / 86_400_000 + 1;
    expect(days).toBe(TEAM_ANALYTICS.days);
  });

  it('takes the middle value, the mean of the middle two, or none', () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
  });

  it("adds up each member's days inside the window and takes the median over all their responses", () => {
    const window = { from: '2026-09-01', to: '2026-11-29' };
    const totals = totalsByMember(
      [
        { userId: 'a', day: '2026-09-01', jobsPosted: 2, applicationsMoved: 1, firstResponseSeconds: [60] },
        { userId: 'a', day: '2026-11-29', applicationsMoved: 3, firstResponseSeconds: [180, 600] },
        { userId: 'a', day: '2026-08-31', jobsPosted: 5, firstResponseSeconds: [1] },
        { userId: 'b', day: '2026-10-10', jobsPosted: 1 },
      ],
      window,
    );
    expect(totals.get('a')).toEqual({
      jobsPosted: 2,
      applicationsMoved: 4,
      firstResponses: 3,
      medianFirstResponseSeconds: 180,
    });
    expect(totals.get('b')).toEqual({
      jobsPosted: 1,
      applicationsMoved: 0,
      firstResponses: 0,
      medianFirstResponseSeconds: null,
    });
  });

  it('formats durations in their two largest whole units and counts the Indian way', () => {
    expect(formatDuration(0)).toBe('0 sec');
    expect(formatDuration(59.9)).toBe('59 sec');
    expect(formatDuration(12 * 60 + 5)).toBe('12 min');
    expect(formatDuration(3 * 3600)).toBe('3 h');
    expect(formatDuration(3 * 3600 + 20 * 60)).toBe('3 h 20 min');
    expect(formatDuration(2 * 86_400 + 4 * 3600 + 59)).toBe('2 d 4 h');
    expect(formatDuration(3 * 86_400)).toBe('3 d');
    expect(formatCount(100_000)).toBe('1,00,000');
  });

  it('is an Enterprise feature, as the plan table and the comparison say', () => {
    expect(PLANS.filter(hasTeamAnalytics)).toEqual(['enterprise']);
    const row = PLAN_COMPARISON.find((entry) => entry.feature === 'Team analytics');
    for (const plan of PLANS) {
      expect(row?.values[plan], plan).toBe(hasTeamAnalytics(plan) ? 'Included' : 'Not included');
    }
    expect(PLAN_CATALOGUE.ENTERPRISE.features).toContain(PLAN_FEATURE_LINES.teamAnalytics);
    expect(PLAN_CATALOGUE.PROFESSIONAL.features).not.toContain(PLAN_FEATURE_LINES.teamAnalytics);
  });
});
