import { ageText, capitalised, expiryInfo, linesOf, salaryRangeText } from '@shared/jobs/format';
import { NEVER_PAY_NOTICE } from '@shared/jobs/messages';
import { jobFunctionLabel, noticeAcceptedLabel } from '@shared/jobs/options';
import { jobMetaDescription, jobPageTitle, jobPostingJsonLd, scriptJson } from '@shared/jobs/posting-seo';
import { CONFIRMATION_MESSAGES } from '@shared/jobs/reconfirmation';
import { REPORT_MESSAGES } from '@shared/jobs/reports';
import type { Job } from '@shared/jobs/types';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { Link } from '@/lib/router';
import { useMetaDescription } from '@/lib/use-meta-description';
import { formatDate } from '../lib/applications';
import { applyActionFor, isJobOpen } from '../lib/job-status';
import { AppliedJobs } from './applied-jobs';
import { ApplyPanel } from './apply-panel';
import { CompanyMark } from './company-mark';
import { EmployerResponsiveness } from './employer-responsiveness';
import { JobFacts, SkillChips, WorkModeBadges } from './job-facts';
import { JobLoader } from './job-loader';
import styles from './job-page.module.css';
import { SaveJobButton } from './save-job-button';

const JOB_UNDER_REVIEW = REPORT_MESSAGES.underReview;

function ListSection({ title, text }: { title: string; text: string }) {
  const lines = linesOf(text);
  if (lines.length === 0) return null;
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.bullets}>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of a post may repeat; their order is their identity.
          <li key={index}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** Search engines read the post only while it takes applications (Google asks to drop ended jobs). */
function StructuredData({ job }: { job: Job }) {
  if (!isJobOpen(job)) return <meta name="robots" content="noindex" />;
  const url = `${window.location.origin}${paths.job.getHref(job.id)}`;
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped (scriptJson), not markup.
      dangerouslySetInnerHTML={{ __html: scriptJson(jobPostingJsonLd(job, url)) }}
    />
  );
}

function JobView({
  job,
  matchPanel,
  sideSlot,
}: {
  job: Job;
  matchPanel?: JobPageSlot;
  sideSlot?: JobPageSlot;
}) {
  const user = useUser();
  const role = user?.role ?? null;
  const expiry = expiryInfo(job.expiresAt);
  const open = isJobOpen(job);
  useMetaDescription(jobMetaDescription(job));

  return (
    <article className={`container ${styles.page}`} aria-labelledby="job-title">
      <title>{jobPageTitle(job)}</title>
      <StructuredData job={job} />

      <Link to={paths.jobs.getHref()} className={styles.back}>
        <span aria-hidden="true">← </span>All jobs
      </Link>

      <header className={styles.hero}>
        <CompanyMark company={job.company} size="lg" />
        <div className={styles.heroText}>
          <h1 id="job-title" className={styles.title}>
            {job.title}
          </h1>
          <p className={styles.company}>
            <Link to={paths.company.getHref(job.company.id)} className={styles.companyLink}>
              {job.company.name}
            </Link>
          </p>
          <JobFacts job={job} salary={false} />
          {open ? (
            // Jobs are confirmed by their posters every month or close (ADR 0029): say how fresh this one is.
            <p className={styles.confirmed}>
              <time dateTime={job.confirmedAt}>{CONFIRMATION_MESSAGES.confirmedOn(job.confirmedAt)}</time>
            </p>
          ) : (
            <p className={styles.closedBadge}>
              {job.isActive ? 'This job has expired' : 'This job is closed'}
            </p>
          )}
          {/* Only its organisation and the admins read a held job (issue 33): they are told why it is hidden. */}
          {job.underReview ? <p className={styles.closedBadge}>{JOB_UNDER_REVIEW}</p> : null}
        </div>
      </header>

      {open && matchPanel ? matchPanel(job) : null}

      <div className={styles.columns}>
        <aside className={styles.side} aria-label="Apply">
          <div className={styles.sideCard}>
            <p className={styles.salaryBig}>{salaryRangeText(job.salaryMin, job.salaryMax, job.currency)}</p>
            <dl className={styles.details}>
              <div>
                <dt>Work mode</dt>
                <dd>{job.isRemote || job.isHybrid ? <WorkModeBadges job={job} /> : 'On-site'}</dd>
              </div>
              {/* Only a job that states it (issue 36): a job without one takes any notice, as before. */}
              {job.noticeAcceptedDays != null ? (
                <div>
                  <dt>Notice period</dt>
                  <dd>{noticeAcceptedLabel(job.noticeAcceptedDays)}</dd>
                </div>
              ) : null}
              <div>
                <dt>Function</dt>
                <dd>{jobFunctionLabel(job.function)}</dd>
              </div>
              <div>
                <dt>Posted</dt>
                <dd>
                  <time dateTime={job.postedAt} title={formatDate(job.postedAt)}>
                    {capitalised(ageText(job.postedAt))}
                  </time>
                </dd>
              </div>
              <div>
                <dt>Apply by</dt>
                <dd className={expiry.urgent ? styles.urgent : undefined}>
                  {job.expiresAt && !expiry.expired
                    ? `${formatDate(job.expiresAt)} (${expiry.text})`
                    : expiry.text}
                </dd>
              </div>
            </dl>
            <AppliedJobs>
              {(applied) => (
                <ApplyPanel
                  jobId={job.id}
                  action={applyActionFor({ job, role, hasApplied: applied.ids.has(job.id) })}
                  checking={applied.checking}
                />
              )}
            </AppliedJobs>
            <SaveJobButton job={job} size="md" fullWidth />
            <p className={styles.neverPay}>
              <strong>{NEVER_PAY_NOTICE.lead}</strong> {NEVER_PAY_NOTICE.detail}{' '}
              <Link to={paths.contact.getHref()}>Tell us</Link> if anyone asks.
            </p>
            {sideSlot ? sideSlot(job) : null}
          </div>
        </aside>

        <div className={styles.body}>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>About the job</h2>
            {linesOf(job.description).map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a post; their order is their identity.
              <p key={index} className={styles.paragraph}>
                {line}
              </p>
            ))}
          </section>
          <ListSection title="Responsibilities" text={job.responsibilities} />
          <ListSection title="Requirements" text={job.requirements} />
          {job.skills.length > 0 ? (
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>Skills</h2>
              <SkillChips skills={job.skills} all />
            </section>
          ) : null}
          <ListSection title="Benefits" text={job.benefits} />
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>About {job.company.name}</h2>
            <p className={styles.muted}>
              A verified employer on Jobmatch.{' '}
              <Link to={paths.company.getHref(job.company.id)}>
                About {job.company.name} and all its jobs
              </Link>
            </p>
            <EmployerResponsiveness companyId={job.company.id} />
          </section>
        </div>
      </div>
    </article>
  );
}

/** What the route adds to an open job's page, under its header (the candidate's match). */
export type JobPageSlot = (job: Job) => ReactNode;

/**
 * /jobs/:jobId: the whole post, with Apply and Save (candidate-side.md section 2; readable by all).
 * `matchPanel` goes under the header of an open job, `sideSlot` at the foot of the apply card (reporting).
 */
export function JobDetailPage({
  jobId,
  matchPanel,
  sideSlot,
}: {
  jobId: string;
  matchPanel?: JobPageSlot;
  sideSlot?: JobPageSlot;
}) {
  return (
    <JobLoader jobId={jobId}>
      {(job) => <JobView job={job} matchPanel={matchPanel} sideSlot={sideSlot} />}
    </JobLoader>
  );
}
