import { experienceText, linesOf, salaryRangeText } from '../../shared/jobs/format';
import { JOB_TYPE_LABELS } from '../../shared/jobs/options';
import {
  jobMetaDescription,
  jobPageTitle,
  jobPostingJsonLd,
  scriptJson,
} from '../../shared/jobs/posting-seo';
import { CONFIRMATION_MESSAGES } from '../../shared/jobs/reconfirmation';
import type { Job } from '../../shared/jobs/types';
import { escapeHtml } from '../../shared/site/html';
import type { PageMarkup } from '../../shared/site/shell';

/*
 * A job's page as HTML for readers without JavaScript (search engines, link previews): the post's words,
 * its facts and its JobPosting JSON-LD, inside the SPA shell, which then takes over and draws the full
 * page. Plain semantic markup on the shell's global styles; nothing here is interactive.
 */

function section(title: string, text: string, asList: boolean): string {
  const lines = linesOf(text);
  if (lines.length === 0) return '';
  const inner = asList
    ? `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
    : lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return `<section><h2>${escapeHtml(title)}</h2>${inner}</section>`;
}

function workplace(job: Job): string {
  if (job.isRemote && !/remote/i.test(job.location)) return `${job.location} (remote)`;
  if (job.isHybrid) return `${job.location} (hybrid)`;
  return job.location;
}

function sharingTags(title: string, description: string, url: string): string {
  return [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Jobmatch" />',
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
  ].join('\n    ');
}

function pageFrame(content: string): string {
  return `<main id="main-content" class="container">${content}<p><a href="/jobs">Browse all jobs on Jobmatch</a></p></main>`;
}

/** An open job's page: title, company, facts, the post's sections and the JobPosting data. */
export function openJobPage(job: Job, origin: string): PageMarkup {
  const url = `${origin}/jobs/${encodeURIComponent(job.id)}`;
  const title = jobPageTitle(job);
  const description = jobMetaDescription(job);
  const facts = [
    ['Company', job.company.name],
    ['Location', workplace(job)],
    ['Job type', JOB_TYPE_LABELS[job.jobType]],
    ['Salary', salaryRangeText(job.salaryMin, job.salaryMax, job.currency)],
    ['Experience', experienceText(job.experienceMin, job.experienceMax)],
    ...(job.skills.length ? [['Skills', job.skills.join(', ')] as const] : []),
  ] as const;
  const body = pageFrame(
    [
      '<article>',
      `<h1>${escapeHtml(job.title)}</h1>`,
      `<p>${escapeHtml(CONFIRMATION_MESSAGES.confirmedOn(job.confirmedAt))}</p>`,
      `<dl>${facts.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`,
      section('About the job', job.description, false),
      section('Responsibilities', job.responsibilities, true),
      section('Requirements', job.requirements, true),
      section('Benefits', job.benefits, true),
      `<p><a href="/jobs/${encodeURIComponent(job.id)}/apply">Apply for this job</a></p>`,
      `<p><a href="/companies/${encodeURIComponent(job.company.id)}">About ${escapeHtml(job.company.name)}</a></p>`,
      '</article>',
    ].join(''),
  );
  return {
    title,
    description,
    head: [
      sharingTags(title, description, url),
      `<script type="application/ld+json">${scriptJson(jobPostingJsonLd(job, url))}</script>`,
    ].join('\n    '),
    body,
  };
}

/**
 * The page of a job that no longer takes applications (paused, expired or deleted): it says so, is kept
 * out of search indexes and carries no JobPosting, so search engines drop the listing.
 */
export function closedJobPage(
  jobId: string,
  origin: string,
  job?: Pick<Job, 'title' | 'company'>,
): PageMarkup {
  const url = `${origin}/jobs/${encodeURIComponent(jobId)}`;
  const title = job ? `${jobPageTitle(job)} (closed)` : 'Job closed · Jobmatch';
  const description = 'This job is no longer accepting applications on Jobmatch.';
  const heading = job ? `${job.title} at ${job.company.name}` : 'This job is closed';
  return {
    title,
    description,
    head: [
      '<meta name="robots" content="noindex" />',
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ].join('\n    '),
    body: pageFrame(`<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(description)}</p>`),
  };
}
