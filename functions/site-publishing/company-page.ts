import { sizeLabel } from '../../shared/companies/profile';
import { companyMetaDescription, companyPageTitle, organizationJsonLd } from '../../shared/companies/seo';
import { formatDate } from '../../shared/dates';
import { linesOf } from '../../shared/jobs/format';
import { JOB_TYPE_LABELS } from '../../shared/jobs/options';
import { scriptJson } from '../../shared/jobs/posting-seo';
import type { Company, Job } from '../../shared/jobs/types';
import { escapeHtml } from '../../shared/site/html';
import type { PageMarkup } from '../../shared/site/shell';

/*
 * A company's page as HTML for readers without JavaScript (search engines, link previews), like a job's
 * (job-page.ts): its facts, its own words, its open jobs and its Organization JSON-LD, inside the SPA
 * shell, which then draws the full page.
 */

/** The page's address: its current slug, or its id for a company that has none yet. */
export const companyPath = (company: Pick<Company, 'id' | 'slug'>) =>
  `/companies/${encodeURIComponent(company.slug ?? company.id)}`;

export function companyPage(company: Company, openJobs: Job[], origin: string): PageMarkup {
  const url = `${origin}${companyPath(company)}`;
  const title = companyPageTitle(company);
  const description = companyMetaDescription(company);
  const facts = [
    ['Industry', company.industry],
    ['Company size', sizeLabel(company.size)],
    ['Headquarters', company.location],
    ['Offices', company.officeCities.length ? company.officeCities.join(', ') : null],
    ['Founded', company.foundedYear ? String(company.foundedYear) : null],
    ['Website', company.website],
  ].filter((fact): fact is [string, string] => !!fact[1]);
  const jobs = openJobs.length
    ? `<ul>${openJobs
        .map(
          (job) =>
            `<li><a href="/jobs/${encodeURIComponent(job.id)}">${escapeHtml(job.title)}</a> · ${escapeHtml(job.location)} · ${escapeHtml(JOB_TYPE_LABELS[job.jobType])}</li>`,
        )
        .join('')}</ul>`
    : `<p>${escapeHtml(company.name)} has no open jobs right now.</p>`;
  const body = [
    '<main id="main-content" class="container"><article>',
    `<h1>${escapeHtml(company.name)}</h1>`,
    `<p>Verified employer since ${escapeHtml(formatDate(company.createdAt))}</p>`,
    facts.length
      ? `<dl>${facts.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`
      : '',
    company.description
      ? `<section><h2>About ${escapeHtml(company.name)}</h2>${linesOf(company.description)
          .map((line) => `<p>${escapeHtml(line)}</p>`)
          .join('')}</section>`
      : '',
    `<section><h2>Open jobs (${openJobs.length})</h2>${jobs}</section>`,
    '</article><p><a href="/companies">Browse all companies on Jobmatch</a></p></main>',
  ].join('');
  return {
    title,
    description,
    head: [
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      '<meta property="og:type" content="website" />',
      '<meta property="og:site_name" content="Jobmatch" />',
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(description)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
      `<script type="application/ld+json">${scriptJson(organizationJsonLd(company, url))}</script>`,
    ].join('\n    '),
    body,
  };
}

/**
 * What an old address of a renamed company answers: an immediate refresh to the new one (which search
 * engines follow as a redirect), its canonical, and a link for anyone whose browser does not follow.
 */
export function movedCompanyPage(slug: string, name: string, origin: string): PageMarkup {
  const path = `/companies/${encodeURIComponent(slug)}`;
  return {
    title: `${name} has moved · Jobmatch`,
    description: `${name}'s page on Jobmatch has a new address.`,
    head: [
      `<meta http-equiv="refresh" content="0; url=${escapeHtml(path)}" />`,
      `<link rel="canonical" href="${escapeHtml(`${origin}${path}`)}" />`,
      '<meta name="robots" content="noindex" />',
    ].join('\n    '),
    body: `<main id="main-content" class="container"><h1>${escapeHtml(name)}</h1><p><a href="${escapeHtml(path)}">Go to ${escapeHtml(name)}'s page</a></p></main>`,
  };
}
