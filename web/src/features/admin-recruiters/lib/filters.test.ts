// Boundary: the admin recruiters screen's URL filters and mail draft (pure functions).
import { describe, expect, it } from 'vitest';
import { apiParamsOf, filtersFrom, searchOf } from './filters';
import { requestInfoMailto } from './mail-draft';

describe('recruiter filters', () => {
  it('start on the pending tab and survive a round trip through the URL', () => {
    const initial = filtersFrom(new URLSearchParams());
    expect(initial).toMatchObject({ status: 'pending', page: 0, companyName: '' });
    expect(searchOf(initial).toString()).toBe('');
    const filters = { ...initial, status: 'under_review' as const, industries: 'IT, Health', page: 2 };
    expect(filtersFrom(searchOf(filters))).toEqual(filters);
  });

  it('ignore an unknown status or page', () => {
    expect(filtersFrom(new URLSearchParams('status=done&page=-3'))).toMatchObject({
      status: 'pending',
      page: 0,
    });
  });

  it('ask the API with upper-case statuses and nothing for All', () => {
    const filters = filtersFrom(new URLSearchParams('status=rejected&companyName=%20acme%20'));
    expect(apiParamsOf(filters, 20)).toMatchObject({
      status: 'REJECTED',
      companyName: 'acme',
      page: 0,
      size: 20,
    });
    expect(apiParamsOf({ ...filters, status: 'all' }, 20).status).toBeUndefined();
  });
});

describe('requestInfoMailto', () => {
  it('drafts a mail to the work address naming the company', () => {
    const link = requestInfoMailto({
      workEmail: 'hr@zenith.in',
      companyName: 'Zenith & Co',
      applicant: { firstName: 'Sneha', lastName: 'Kapoor', email: 'sneha@zenith.in' },
    });
    expect(link.startsWith('mailto:hr%40zenith.in?subject=')).toBe(true);
    const params = new URLSearchParams(link.split('?')[1]);
    expect(params.get('subject')).toBe('Your Jobmatch recruiter application for Zenith & Co');
    expect(params.get('body')).toContain('Hello Sneha,');
  });
});
