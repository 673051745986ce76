// Boundary: none (pure) - the JobPosting and Organization data against Google's documented fields.
import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd } from '../jobs/posting-seo';
import type { Company, Job } from '../jobs/types';
import { organizationJsonLd } from './seo';

/*
 * Google Search Central, "Job posting (JobPosting) structured data": required datePosted, description,
 * hiringOrganization, jobLocation (or, for a remote job, applicantLocationRequirements with
 * jobLocationType TELECOMMUTE), title, and validThrough where the job expires; recommended
 * applicantLocationRequirements, baseSalary, directApply, employmentType, identifier, jobLocationType.
 * hiringOrganization names the company with its website as sameAs and its logo.
 * "Organization structured data": every property is recommended; a company page gives name, url, logo,
 * sameAs, description, address, foundingDate and numberOfEmployees where it has them.
 */
const JOB_REQUIRED = ['datePosted', 'description', 'hiringOrganization', 'title', 'validThrough'] as const;
const JOB_RECOMMENDED = ['baseSalary', 'directApply', 'employmentType', 'identifier'] as const;
const ORGANIZATION_RECOMMENDED = [
  'name',
  'url',
  'logo',
  'sameAs',
  'description',
  'address',
  'foundingDate',
  'numberOfEmployees',
] as const;

const company: Company = {
  id: '01J0COMPANY00000000000000',
  organisationId: 'org-1',
  name: 'Acme Tech',
  slug: 'acme-tech',
  logoUrl: '/api/v1/companies/01J0COMPANY00000000000000/logo?v=ab12cd34',
  website: 'https://acmetech.in',
  industry: 'Software & IT services',
  size: '201-500',
  description: 'Cloud software for Indian banks.',
  location: 'Bangalore',
  officeCities: ['Pune'],
  foundedYear: 2009,
  createdAt: '2025-01-10T00:00:00.000Z',
};

const job: Job = {
  id: 'JOB1',
  title: 'Backend Engineer',
  company: { id: company.id, name: company.name, logoUrl: company.logoUrl, website: company.website },
  companyId: company.id,
  location: 'Bengaluru, Karnataka',
  jobType: 'FULL_TIME',
  isRemote: false,
  isHybrid: false,
  salaryMin: 1_200_000,
  salaryMax: 2_000_000,
  currency: 'INR',
  experienceMin: 2,
  experienceMax: 5,
  skills: ['Node.js'],
  category: 'IT',
  function: 'engineering',
  postedAt: '2025-09-01T00:00:00.000Z',
  expiresAt: '2025-10-31T00:00:00.000Z',
  description: 'Build payments.',
  requirements: '',
  responsibilities: '',
  benefits: '',
  contactEmail: null,
  isActive: true,
  applicationsCount: 0,
  updatedAt: '2025-09-02T00:00:00.000Z',
  confirmedAt: '2025-09-02T00:00:00.000Z',
  confirmationDueOn: null,
  closedUnconfirmedAt: null,
};

describe('structured data for Google', () => {
  it("gives a JobPosting every required and recommended field, with the company's website, logo and direct apply", () => {
    const data = jobPostingJsonLd(job, 'https://jobmatch.in/jobs/JOB1');
    for (const field of [...JOB_REQUIRED, ...JOB_RECOMMENDED]) expect(data, field).toHaveProperty(field);
    expect(data.jobLocation).toMatchObject({ '@type': 'Place', address: { addressCountry: 'IN' } });
    expect(data.directApply).toBe(true);
    expect(data.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Acme Tech',
      sameAs: 'https://acmetech.in',
      logo: 'https://jobmatch.in/api/v1/companies/01J0COMPANY00000000000000/logo?v=ab12cd34',
    });
  });

  it('names where a remote job may be done from', () => {
    const data = jobPostingJsonLd({ ...job, isRemote: true }, 'https://jobmatch.in/jobs/JOB1');
    expect(data).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
    });
  });

  it('gives an Organization every recommended field the company has, with absolute URLs', () => {
    const data = organizationJsonLd(company, 'https://jobmatch.in/companies/acme-tech');
    for (const field of ORGANIZATION_RECOMMENDED) expect(data, field).toHaveProperty(field);
    expect(data).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'Organization',
      url: 'https://jobmatch.in/companies/acme-tech',
      sameAs: ['https://acmetech.in'],
      logo: 'https://jobmatch.in/api/v1/companies/01J0COMPANY00000000000000/logo?v=ab12cd34',
      foundingDate: '2009',
      numberOfEmployees: { '@type': 'QuantitativeValue', minValue: 201, maxValue: 500 },
      address: { addressLocality: 'Bangalore', addressCountry: 'IN' },
    });
  });

  it('leaves out what a new company has not told yet, never writing empty values', () => {
    const bare = {
      ...company,
      logoUrl: null,
      website: null,
      description: null,
      foundedYear: null,
      size: null,
    };
    const data = organizationJsonLd(bare, 'https://jobmatch.in/companies/acme-tech');
    expect(Object.keys(data).sort()).toEqual(['@context', '@type', 'address', 'name', 'url']);
  });
});
