// Boundary: the privacy notice (pure): its purposes, whose they are, and what can be withdrawn.
import { describe, expect, it } from 'vitest';
import { CONSENT_PURPOSES, NOTICE_DATE, NOTICE_ITEMS, NOTICE_VERSION, noticeItemsFor } from './notice';

describe('the privacy notice', () => {
  it('itemises every purpose once, each with its data and reason', () => {
    expect(NOTICE_ITEMS.map((item) => item.purpose)).toEqual([...CONSENT_PURPOSES]);
    for (const item of NOTICE_ITEMS) {
      expect(item.data.length, item.purpose).toBeGreaterThan(20);
      expect(item.why.length, item.purpose).toBeGreaterThan(20);
    }
  });

  it('gives employers and admins only the account, candidates every purpose', () => {
    expect(noticeItemsFor('employer').map((item) => item.purpose)).toEqual(['account']);
    expect(noticeItemsFor('admin').map((item) => item.purpose)).toEqual(['account']);
    expect(noticeItemsFor('candidate').map((item) => item.purpose)).toEqual([...CONSENT_PURPOSES]);
  });

  it('lets only the account purpose need the account itself', () => {
    expect(NOTICE_ITEMS.filter((item) => item.needsAccount).map((item) => item.purpose)).toEqual(['account']);
  });

  it('carries a version and a calendar date', () => {
    expect(NOTICE_VERSION).toMatch(/\S/);
    expect(NOTICE_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
