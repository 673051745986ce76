import type { Company } from '../jobs/types';
import { sizeLabel } from './profile';

/*
 * What search engines read on a company's page: the schema.org Organization (Google reads it as JSON-LD),
 * the title and the description meta. Pure, so it is tested without a browser.
 */

/** A URL as given when absolute, else resolved against the page's own address. */
export function absoluteUrl(url: string, base: string): string {
  return new URL(url, base).href;
}

const EMPLOYEE_RANGES: Record<string, { minValue: number; maxValue?: number }> = {
  '1-10': { minValue: 1, maxValue: 10 },
  '11-50': { minValue: 11, maxValue: 50 },
  '51-200': { minValue: 51, maxValue: 200 },
  '201-500': { minValue: 201, maxValue: 500 },
  '501-1000': { minValue: 501, maxValue: 1000 },
  '1000+': { minValue: 1001 },
};

/** The schema.org Organization of a company; `url` is its page's own address. */
export function organizationJsonLd(company: Company, url: string): Record<string, unknown> {
  const employees = company.size ? EMPLOYEE_RANGES[company.size] : undefined;
  return {
    '@context': 'https://schema.org/',
    '@type': 'Organization',
    name: company.name,
    url,
    ...(company.website ? { sameAs: [company.website] } : {}),
    ...(company.logoUrl ? { logo: absoluteUrl(company.logoUrl, url) } : {}),
    ...(company.description ? { description: company.description } : {}),
    ...(company.location
      ? { address: { '@type': 'PostalAddress', addressLocality: company.location, addressCountry: 'IN' } }
      : {}),
    ...(company.foundedYear ? { foundingDate: String(company.foundedYear) } : {}),
    ...(employees ? { numberOfEmployees: { '@type': 'QuantitativeValue', ...employees } } : {}),
  };
}

export function companyPageTitle(company: Pick<Company, 'name'>): string {
  return `${company.name}: company profile and jobs · Jobmatch`;
}

/** The description meta: what the company is, where, and the start of its own words. */
export function companyMetaDescription(company: Company): string {
  const facts = [
    company.industry,
    company.location ? `based in ${company.location}` : null,
    sizeLabel(company.size),
  ].filter(Boolean);
  const lead = `${company.name}${facts.length ? `: ${facts.join(', ')}` : ''}. Verified employer on Jobmatch.`;
  const about = (company.description ?? '').replace(/\s+/g, ' ').trim();
  const text = about ? `${lead} ${about}` : lead;
  return text.length <= 160 ? text : `${text.slice(0, 159).replace(/\s+\S*$/, '')}…`;
}
