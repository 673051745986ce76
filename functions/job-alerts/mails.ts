import { JOB_ALERT_PATHS } from '../../shared/job-alerts/paths';
import { type AlertSearch, alertName, alertSearchQuery } from '../../shared/job-alerts/search';
import { salaryRangeText } from '../../shared/jobs/format';
import { JOB_TYPE_LABELS } from '../../shared/jobs/options';
import type { JobSummary } from '../../shared/jobs/types';

/*
 * The job alert mails (ADR 0035): an instant alert's one job, and a daily alert's digest of at most
 * JOB_ALERT_LIMITS.digestJobs, newest first, with "and N more" linking to the saved search. Both leave
 * through optionalMail (the footer and the one-click unsubscribe of the `jobAlerts` kind).
 */

const jobLink = (jobId: string, siteOrigin: string) => `${siteOrigin}/jobs/${encodeURIComponent(jobId)}`;
const searchLink = (search: AlertSearch, siteOrigin: string) =>
  `${siteOrigin}/jobs?${new URLSearchParams(alertSearchQuery(search))}`;

/** A job in two lines: what and where, then the link. */
function jobLines(job: JobSummary, siteOrigin: string): string[] {
  const where = job.isRemote ? `${job.location} (remote)` : job.location;
  return [
    `${job.title}, ${job.company.name}`,
    `${[where, JOB_TYPE_LABELS[job.jobType], salaryRangeText(job.salaryMin, job.salaryMax, job.currency)].join(' · ')}`,
    jobLink(job.id, siteOrigin),
  ];
}

const greeting = (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,');

const manageLine = (guest: boolean, siteOrigin: string) =>
  guest ? [] : [`Change or pause your job alerts: ${siteOrigin}${JOB_ALERT_PATHS.manage}`, ''];

export function instantAlertMail(
  facts: { firstName: string | null; search: AlertSearch; job: JobSummary; guest: boolean },
  siteOrigin: string,
) {
  const name = alertName(facts.search);
  return {
    subject: `New job for "${name}": ${facts.job.title} at ${facts.job.company.name}`,
    text: [
      greeting(facts.firstName),
      '',
      `A new job on Jobmatch matches your job alert "${name}":`,
      '',
      ...jobLines(facts.job, siteOrigin),
      '',
      `All jobs for this search: ${searchLink(facts.search, siteOrigin)}`,
      '',
      ...manageLine(facts.guest, siteOrigin),
      'The Jobmatch team',
    ].join('\n'),
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function digestAlertMail(
  facts: {
    firstName: string | null;
    search: AlertSearch;
    /** Newest first, at most the digest's number. */
    jobs: JobSummary[];
    /** Matching jobs beyond those listed. */
    more: number;
    guest: boolean;
  },
  siteOrigin: string,
) {
  const name = alertName(facts.search);
  const total = facts.jobs.length + facts.more;
  return {
    subject: `${plural(total, 'new job', 'new jobs')} for "${name}" on Jobmatch`,
    text: [
      greeting(facts.firstName),
      '',
      `${plural(total, 'new job matches', 'new jobs match')} your job alert "${name}" since yesterday's email${total > 1 ? ', newest first' : ''}:`,
      '',
      ...facts.jobs.flatMap((job) => [...jobLines(job, siteOrigin), '']),
      ...(facts.more > 0
        ? [`And ${plural(facts.more, 'more job', 'more jobs')}: ${searchLink(facts.search, siteOrigin)}`, '']
        : [`All jobs for this search: ${searchLink(facts.search, siteOrigin)}`, '']),
      ...manageLine(facts.guest, siteOrigin),
      'The Jobmatch team',
    ].join('\n'),
  };
}
