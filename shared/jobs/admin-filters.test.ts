// Boundary: the Admin Jobs search and filter rules, and the moderation body (pure schemas and functions).
import { describe, expect, it } from 'vitest';
import { adminJobsQuerySchema, isFiltered, matchesText, statusOf } from './admin-filters';
import { jobModerationSchema, MODERATION_MESSAGES } from './moderation';

const now = new Date('2026-11-29T06:00:00.000Z');

describe('adminJobsQuerySchema', () => {
  it('reads blanks as no filter and keeps the page defaults', () => {
    const query = adminJobsQuerySchema.parse({ q: ' ', status: '', postedFrom: '' });
    expect(query).toMatchObject({
      page: 0,
      size: 20,
      q: undefined,
      status: undefined,
      postedFrom: undefined,
    });
    expect(isFiltered(query)).toBe(false);
  });

  it('takes a status, a company and a day range', () => {
    const query = adminJobsQuerySchema.parse({
      status: 'paused',
      companyId: 'c1',
      postedFrom: '2026-11-01',
      postedTo: '2026-11-29',
    });
    expect(isFiltered(query)).toBe(true);
    expect(query.status).toBe('paused');
  });

  it('refuses a status or a date it does not know', () => {
    expect(adminJobsQuerySchema.safeParse({ status: 'archived' }).success).toBe(false);
    expect(adminJobsQuerySchema.safeParse({ postedFrom: '29/11/2026' }).success).toBe(false);
  });
});

describe('statusOf', () => {
  it('says paused before expired, as the card does', () => {
    expect(statusOf({ isActive: false, expiresAt: '2026-01-01T00:00:00.000Z' }, now)).toBe('paused');
    expect(statusOf({ isActive: true, expiresAt: '2026-11-29T05:59:59.000Z' }, now)).toBe('expired');
    expect(statusOf({ isActive: true, expiresAt: null }, now)).toBe('active');
  });
});

describe('matchesText', () => {
  const job = { title: 'Senior Java Engineer', companyName: 'Acme Tech Pvt Ltd' };
  it('finds every word in the title or the company, in any case', () => {
    expect(matchesText(job, 'java acme')).toBe(true);
    expect(matchesText(job, 'JAVA')).toBe(true);
    expect(matchesText(job, 'python')).toBe(false);
    expect(matchesText(job, undefined)).toBe(true);
  });
});

describe('jobModerationSchema', () => {
  const message = (body: unknown) => {
    const result = jobModerationSchema.safeParse(body);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('requires a reason of some substance', () => {
    expect(message({ action: 'pause' })).toBe(MODERATION_MESSAGES.reasonRequired);
    expect(message({ action: 'pause', reason: '   ' })).toBe(MODERATION_MESSAGES.reasonRequired);
    expect(message({ action: 'remove', reason: 'spam' })).toBe(MODERATION_MESSAGES.reasonTooShort);
    expect(message({ action: 'remove', reason: 'x'.repeat(1001) })).toBe(MODERATION_MESSAGES.reasonTooLong);
  });

  it('trims the reason and knows only pause and remove', () => {
    const body = jobModerationSchema.parse({ action: 'pause', reason: '  The salary is missing.  ' });
    expect(body.reason).toBe('The salary is missing.');
    expect(message({ action: 'archive', reason: 'The salary is missing.' })).toBeDefined();
  });
});
