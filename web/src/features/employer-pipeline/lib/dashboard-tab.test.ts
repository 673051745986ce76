import { describe, expect, it } from 'vitest';
import {
  applicationFiltersFromSearch,
  jobViewFromSearch,
  tabForKey,
  tabFromSearch,
  withFilter,
  withJobView,
} from './dashboard-tab';

describe('tabFromSearch', () => {
  it('reads a known tab and falls back to Overview', () => {
    expect(tabFromSearch(new URLSearchParams('tab=applications'))).toBe('applications');
    expect(tabFromSearch(new URLSearchParams('tab=team'))).toBe('team');
    expect(tabFromSearch(new URLSearchParams('tab=nope'))).toBe('overview');
    expect(tabFromSearch(new URLSearchParams(''))).toBe('overview');
  });
});

describe('tabForKey', () => {
  it('moves with the arrows, wrapping around, and jumps with Home and End', () => {
    expect(tabForKey('overview', 'ArrowRight')).toBe('jobs');
    expect(tabForKey('team', 'ArrowRight')).toBe('overview');
    expect(tabForKey('overview', 'ArrowLeft')).toBe('team');
    expect(tabForKey('applications', 'Home')).toBe('overview');
    expect(tabForKey('jobs', 'End')).toBe('team');
    expect(tabForKey('jobs', 'Enter')).toBeNull();
  });
});

describe('application filters in the URL', () => {
  it('reads job, a known status, search and a one-based page', () => {
    expect(
      applicationFiltersFromSearch(new URLSearchParams('jobId=j1&status=hired&search=%20priya%20&page=3')),
    ).toEqual({ jobId: 'j1', status: 'hired', search: 'priya', page: 2 });
    expect(applicationFiltersFromSearch(new URLSearchParams('status=bogus&page=x'))).toEqual({
      jobId: undefined,
      status: undefined,
      search: undefined,
      page: 0,
    });
  });

  it('goes back to the first page when a filter changes, and keeps the tab', () => {
    const next = withFilter(new URLSearchParams('tab=applications&page=4&jobId=j1'), 'status', 'shortlisted');
    expect(next.get('page')).toBeNull();
    expect(next.get('status')).toBe('shortlisted');
    expect(next.get('jobId')).toBe('j1');
    expect(withFilter(next, 'jobId', '').has('jobId')).toBe(false);
    expect(withFilter(next, 'page', 1).get('page')).toBe('2');
    expect(withFilter(next, 'page', 0).has('page')).toBe(false);
  });
});

describe("a job's views", () => {
  it('shows the matching candidates only for one chosen job and ?view=matching', () => {
    expect(jobViewFromSearch(new URLSearchParams('tab=applications&jobId=j1&view=matching'))).toBe(
      'matching',
    );
    expect(jobViewFromSearch(new URLSearchParams('tab=applications&jobId=j1'))).toBe('applicants');
    expect(jobViewFromSearch(new URLSearchParams('tab=applications&view=matching'))).toBe('applicants');
    expect(jobViewFromSearch(new URLSearchParams('jobId=j1&view=other'))).toBe('applicants');
  });

  it('switches view on the Applications tab, keeping the job and dropping the page', () => {
    const search = new URLSearchParams('tab=applications&jobId=j1&status=hired&page=3');
    expect(withJobView(search, 'matching').toString()).toBe(
      'tab=applications&jobId=j1&status=hired&view=matching',
    );
    expect(withJobView(new URLSearchParams('jobId=j1&view=matching'), 'applicants').toString()).toBe(
      'jobId=j1&tab=applications',
    );
  });
});
