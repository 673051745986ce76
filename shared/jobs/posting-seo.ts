import { experienceText, linesOf, salaryRangeText } from './format';
import type { JobType } from './options';
import type { Job } from './types';

/*
 * What search engines read on a job page: the schema.org JobPosting (Google's job search reads it as
 * JSON-LD), the page title and the description meta. Pure, so the words are tested without a browser.
 */

const EMPLOYMENT_TYPES: Record<JobType, string> = {
  FULL_TIME: 'FULL_TIME',
  PART_TIME: 'PART_TIME',
  CONTRACT: 'CONTRACTOR',
  INTERNSHIP: 'INTERN',
};

const DESCRIPTION_META_MAX = 160;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The whole post as the simple HTML JobPosting.description asks for: paragraphs, then titled lists. */
function descriptionHtml(job: Job): string {
  const paragraphs = linesOf(job.description).map((line) => `<p>${escapeHtml(line)}</p>`);
  const lists = (
    [
      ['Responsibilities', job.responsibilities],
      ['Requirements', job.requirements],
      ['Benefits', job.benefits],
    ] as const
  )
    .map(([title, text]) => [title, linesOf(text)] as const)
    .filter(([, lines]) => lines.length > 0)
    .map(
      ([title, lines]) =>
        `<p><strong>${title}</strong></p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    );
  return [...paragraphs, ...lists].join('');
}

/** 'Bengaluru, Karnataka' -> locality and region; the marketplace is India's. */
function addressOf(location: string) {
  const [locality, region] = location.split(',').map((part) => part.trim());
  return {
    '@type': 'PostalAddress',
    addressLocality: locality || location,
    ...(region ? { addressRegion: region } : {}),
    addressCountry: 'IN',
  };
}

function salaryOf(job: Job) {
  const min = job.salaryMin && job.salaryMin > 0 ? job.salaryMin : null;
  const max = job.salaryMax && job.salaryMax > 0 ? job.salaryMax : null;
  if (min === null && max === null) return undefined;
  const value =
    min !== null && max !== null && min !== max
      ? { minValue: min, maxValue: max }
      : { value: (min ?? max) as number };
  return {
    '@type': 'MonetaryAmount',
    currency: job.currency,
    value: { '@type': 'QuantitativeValue', ...value, unitText: 'YEAR' },
  };
}

/** The schema.org JobPosting of a job; `url` is the job page's own address. */
export function jobPostingJsonLd(job: Job, url?: string): Record<string, unknown> {
  const baseSalary = salaryOf(job);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job),
    identifier: { '@type': 'PropertyValue', name: job.company.name, value: job.id },
    datePosted: job.postedAt,
    ...(job.expiresAt ? { validThrough: job.expiresAt } : {}),
    employmentType: EMPLOYMENT_TYPES[job.jobType],
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.name,
      ...(job.company.website ? { sameAs: job.company.website } : {}),
      // A logo is kept as a path of the site's own API; Google needs it absolute.
      ...(job.company.logoUrl
        ? { logo: url ? new URL(job.company.logoUrl, url).href : job.company.logoUrl }
        : {}),
    },
    // Candidates apply on the job's own page, without leaving for another site.
    directApply: true,
    jobLocation: { '@type': 'Place', address: addressOf(job.location) },
    // A remote post must say where applicants may live: the marketplace serves India.
    ...(job.isRemote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'India' },
        }
      : {}),
    ...(baseSalary ? { baseSalary } : {}),
    ...(job.experienceMin > 0
      ? {
          experienceRequirements: {
            '@type': 'OccupationalExperienceRequirements',
            monthsOfExperience: job.experienceMin * 12,
          },
        }
      : {}),
    ...(job.skills.length > 0 ? { skills: job.skills.join(', ') } : {}),
    ...(url ? { url } : {}),
  };
}

/**
 * JSON for inside a <script> element: '<' is written as its escape so that no text of the post (a
 * '</script>' in a description) can end the element early.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function jobPageTitle(job: Pick<Job, 'title' | 'company'>): string {
  return `${job.title} at ${job.company.name} · Jobmatch`;
}

/** At most `max` characters, cut at a word, with an ellipsis when cut. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The description meta: who, where, pay and experience first, then the start of the post. */
export function jobMetaDescription(job: Job): string {
  const facts = [
    `${job.title} at ${job.company.name} in ${job.location}`,
    salaryRangeText(job.salaryMin, job.salaryMax, job.currency),
    experienceText(job.experienceMin, job.experienceMax),
  ].join(' · ');
  const summary = job.description.replace(/\s+/g, ' ').trim();
  return clip(summary ? `${facts}. ${summary}` : facts, DESCRIPTION_META_MAX);
}
