// Boundary: a saved search's name, its link back to /jobs and sameness (pure).
import { describe, expect, it } from 'vitest';
import { alertName, alertSearchQuery, sameSearch } from './search';

describe('saved searches', () => {
  it('names a search as people would say it', () => {
    expect(alertName({ search: 'react', location: 'Pune' })).toBe('react jobs in Pune');
    expect(alertName({})).toBe('All jobs');
    expect(alertName({ function: 'sales', location: 'Mumbai' })).toBe(
      'Sales & Business Development jobs in Mumbai',
    );
    expect(
      alertName({
        search: 'java',
        type: ['INTERNSHIP'],
        skills: ['Spring'],
        experience: 1,
        salaryMin: 300_000,
      }),
    ).toBe("java jobs · Internship · Skills: Spring · 1 year's experience · ₹3L+");
  });

  it('links back to /jobs with the same filters, newest first', () => {
    expect(alertSearchQuery({ search: 'react', location: 'Pune', type: ['FULL_TIME', 'CONTRACT'] })).toEqual({
      search: 'react',
      location: 'Pune',
      type: 'FULL_TIME,CONTRACT',
      sort: 'newest',
    });
  });

  it('knows a search given again in another order or case', () => {
    expect(
      sameSearch({ search: 'React  ', skills: ['SQL', 'Go'] }, { search: 'react', skills: ['go', 'sql'] }),
    ).toBe(true);
    expect(sameSearch({ search: 'react' }, { search: 'react', location: 'Pune' })).toBe(false);
  });
});
