// Boundary: a job page's search-engine data: JobPosting JSON-LD, title and description meta (pure).

import { jobMetaDescription, jobPageTitle, jobPostingJsonLd, scriptJson } from '@shared/jobs/posting-seo';
import { describe, expect, it } from 'vitest';
import { jobFixture } from './job-fixture';

describe('jobPostingJsonLd', () => {
  it('carries the fields Google job search reads', () => {
    const data = jobPostingJsonLd(jobFixture(), 'https://jobmatch.in/jobs/job-1');
    expect(data).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Senior React Developer',
      datePosted: '2026-03-01T09:00:00.000Z',
      validThrough: '2026-04-30T18:29:59.999Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Acme Tech' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Bangalore',
          addressRegion: 'Karnataka',
          addressCountry: 'IN',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', minValue: 1_800_000, maxValue: 3_000_000, unitText: 'YEAR' },
      },
      identifier: { '@type': 'PropertyValue', name: 'Acme Tech', value: 'job-1' },
      experienceRequirements: { monthsOfExperience: 48 },
      url: 'https://jobmatch.in/jobs/job-1',
    });
    expect(data).not.toHaveProperty('jobLocationType');
  });

  it('marks a remote job as telecommute, open to applicants in India', () => {
    expect(jobPostingJsonLd(jobFixture({ isRemote: true }))).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
    });
  });

  it('maps job types to schema.org employment types', () => {
    expect(jobPostingJsonLd(jobFixture({ jobType: 'INTERNSHIP' })).employmentType).toBe('INTERN');
    expect(jobPostingJsonLd(jobFixture({ jobType: 'CONTRACT' })).employmentType).toBe('CONTRACTOR');
  });

  it('gives one salary value for a single amount and none when undisclosed', () => {
    expect(jobPostingJsonLd(jobFixture({ salaryMin: 600_000, salaryMax: null })).baseSalary).toMatchObject({
      value: { value: 600_000, unitText: 'YEAR' },
    });
    const undisclosed = jobPostingJsonLd(jobFixture({ salaryMin: null, salaryMax: null, expiresAt: null }));
    expect(undisclosed).not.toHaveProperty('baseSalary');
    expect(undisclosed).not.toHaveProperty('validThrough');
  });

  it('writes the description as escaped HTML with the lists', () => {
    const { description } = jobPostingJsonLd(
      jobFixture({ description: 'Work on <b>search</b> & matching', benefits: 'Meals', requirements: '' }),
    );
    expect(description).toContain('<p>Work on &lt;b&gt;search&lt;/b&gt; &amp; matching</p>');
    expect(description).toContain('<p><strong>Benefits</strong></p><ul><li>Meals</li></ul>');
    expect(description).not.toContain('Requirements');
  });
});

describe('scriptJson', () => {
  it('cannot close the script element it sits in', () => {
    const text = scriptJson({ description: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ description: '</script><script>alert(1)</script>' });
  });
});

describe('title and description meta', () => {
  it('names the job and the company in the title', () => {
    expect(jobPageTitle(jobFixture())).toBe('Senior React Developer at Acme Tech · Jobmatch');
  });

  it('leads with the facts and stays within 160 characters', () => {
    const meta = jobMetaDescription(jobFixture({ description: 'word '.repeat(100) }));
    expect(
      meta.startsWith(
        'Senior React Developer at Acme Tech in Bangalore, Karnataka · ₹18L - ₹30L · 4-8 years.',
      ),
    ).toBe(true);
    expect(meta.length).toBeLessThanOrEqual(160);
    expect(meta.endsWith('…')).toBe(true);
  });
});
