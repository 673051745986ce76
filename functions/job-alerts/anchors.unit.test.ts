// Boundary: where an alert is filed in the matching index and which partitions a job reads (pure): every
// alert a job matches shares a key with it, and an alert is filed under its rarest source.
import { describe, expect, it } from 'vitest';
import type { AlertSearch } from '../../shared/job-alerts/search';
import type { JobSearchQuery } from '../../shared/jobs/schemas';
import type { JobSummary } from '../../shared/jobs/types';
import { postingId, wordCounter } from '../model/job-postings';
import { conditionsOf, scoreJob } from '../model/search-conditions';
import { anchorChoices, chooseAnchors, jobAnchors } from './anchors';

const NOW = new Date('2026-11-29T06:00:00.000Z');

function job(overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    id: '01JOB',
    title: 'Senior React Developer',
    company: { id: 'c1', name: 'Acme Tech', logoUrl: null },
    location: 'Pune, Maharashtra',
    jobType: 'FULL_TIME',
    isRemote: false,
    isHybrid: false,
    salaryMin: 1_200_000,
    salaryMax: 2_000_000,
    currency: 'INR',
    experienceMin: 3,
    experienceMax: 6,
    skills: ['React', 'TypeScript', 'Node.js'],
    category: 'IT',
    function: 'engineering',
    postedAt: '2026-11-29T05:00:00.000Z',
    expiresAt: '2027-01-28T00:00:00.000Z',
    ...overrides,
  };
}

const conditions = (search: AlertSearch) => conditionsOf(search as JobSearchQuery);
const anchorsOf = (search: AlertSearch, counts = new Map<string, number>()) =>
  chooseAnchors(anchorChoices(conditions(search)), counts);

describe('job alert anchors', () => {
  it('files a typed word under the word, the word being typed under its first letters, filters under their facets', () => {
    expect(anchorsOf({ search: 'react ' })).toEqual(['w:react']);
    expect(anchorsOf({ search: 'react', location: 'Pune' })).toEqual(['p:rea']);
    expect(anchorsOf({ search: 'go' })).toEqual(['p:go']);
    expect(anchorsOf({ location: 'Pune' })).toEqual(['f:loc:pune']);
    expect(anchorsOf({ location: 'Delhi NCR' }).length).toBeGreaterThan(1);
    expect(anchorsOf({})).toEqual(['f:all']);
  });

  it('chooses the word fewest jobs have, as the search starts from its rarest term', () => {
    const counts = new Map([
      [postingId(wordCounter('developer')), 4_000],
      [postingId(wordCounter('kotlin')), 12],
    ]);
    expect(anchorsOf({ search: 'developer kotlin ' }, counts)).toEqual(['w:kotlin']);
    expect(anchorsOf({ search: 'kotlin developer ' }, counts)).toEqual(['w:kotlin']);
  });

  it('gives every alert a job matches a key the job reads', () => {
    const jobs = [
      job(),
      job({ title: 'Golang Engineer', skills: ['Go', 'Kubernetes'], location: 'Gurugram', isRemote: true }),
      job({
        title: 'Sales Intern',
        jobType: 'INTERNSHIP',
        category: 'NON_IT',
        function: 'sales',
        skills: [],
      }),
      job({
        title: 'C++ Developer',
        skills: ['C++'],
        location: 'Bengaluru',
        salaryMin: null,
        salaryMax: null,
      }),
    ];
    const searches: AlertSearch[] = [
      { search: 'react' },
      { search: 'reac' },
      { search: 'senior react' },
      { search: 'react ', location: 'Pune' },
      { search: 'go', location: 'Delhi NCR' },
      { search: 'golang' },
      { location: 'Remote' },
      { location: 'Gurgaon' },
      { type: ['INTERNSHIP'] },
      { function: 'sales' },
      { category: 'NON_IT', type: ['INTERNSHIP', 'PART_TIME'] },
      { skills: ['Kubernetes'] },
      { search: 'c++' },
      { experience: 4, salaryMin: 1_500_000 },
      {},
    ];
    let matches = 0;
    for (const candidate of jobs) {
      const keys = new Set(jobAnchors(candidate));
      for (const search of searches) {
        if (scoreJob(candidate, conditions(search), NOW) === null) continue;
        matches += 1;
        expect(
          anchorsOf(search).some((anchor) => keys.has(anchor)),
          `${JSON.stringify(search)} on ${candidate.title}`,
        ).toBe(true);
      }
    }
    expect(matches).toBeGreaterThan(15);
  });

  it('has a job read a few dozen partitions, not every alert', () => {
    const keys = jobAnchors(job());
    expect(keys).toContain('w:react');
    expect(keys).toContain('p:rea');
    expect(keys).toContain('f:loc:pune');
    expect(keys.length).toBeLessThan(40);
  });
});
