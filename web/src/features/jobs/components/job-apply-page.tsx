import { UI } from '@shared/constants';
import { experienceText, salaryRangeText } from '@shared/jobs/format';
import { JOB_MESSAGES } from '@shared/jobs/messages';
import { JOB_LIMITS, JOB_TYPE_LABELS } from '@shared/jobs/options';
import type { Job } from '@shared/jobs/types';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { TextareaField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { isAppError } from '@/lib/app-error';
import { Link } from '@/lib/router';
import { useApplyToJob } from '../api/apply-to-job';
import { useMyApplications } from '../api/get-my-applications';
import { appliedJobIds } from '../lib/applications';
import { isJobOpen } from '../lib/job-status';
import { CompanyMark } from './company-mark';
import { JobLoader } from './job-loader';
import styles from './job-page.module.css';
import { PageLoading } from './page-states';

const countFormat = new Intl.NumberFormat(UI.locale);

/** An outcome page of the apply step: its heading takes focus, so a screen reader reads the news first. */
function Outcome({
  title,
  children,
  tone,
}: {
  title: string;
  children: ReactNode;
  tone: 'success' | 'info';
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={`container ${styles.outcome}`}>
      <title>{`${title} · Jobmatch`}</title>
      <span
        className={tone === 'success' ? styles.outcomeIconSuccess : styles.outcomeIcon}
        aria-hidden="true"
      >
        {tone === 'success' ? '✓' : 'i'}
      </span>
      <h1 ref={headingRef} tabIndex={-1} className={styles.outcomeTitle}>
        {title}
      </h1>
      {children}
    </section>
  );
}

function JobSummaryCard({ job }: { job: Job }) {
  return (
    <div className={styles.summary}>
      <CompanyMark company={job.company} />
      <div className={styles.summaryText}>
        <p className={styles.summaryTitle}>
          <Link to={paths.job.getHref(job.id)}>{job.title}</Link>
        </p>
        <p className={styles.muted}>
          {job.company.name} · {job.location}
        </p>
        <p className={styles.muted}>
          {JOB_TYPE_LABELS[job.jobType]} · {experienceText(job.experienceMin, job.experienceMax)} ·{' '}
          {salaryRangeText(job.salaryMin, job.salaryMax, job.currency)}
        </p>
      </div>
    </div>
  );
}

function AlreadyApplied({ job }: { job: Job }) {
  return (
    <Outcome title="Already applied" tone="info">
      <p className={styles.muted}>{JOB_MESSAGES.alreadyApplied} Follow its progress under My applications.</p>
      <div className={styles.actionsCentered}>
        <ButtonLink to={paths.candidate.applications.getHref()}>My applications</ButtonLink>
        <ButtonLink to={paths.job.getHref(job.id)} variant="secondary">
          Back to the job
        </ButtonLink>
      </div>
    </Outcome>
  );
}

function ApplyForm({
  job,
  resume,
  onApplied,
}: {
  job: Job;
  resume: ReactNode;
  onApplied: (repeat: boolean) => void;
}) {
  const [coverLetter, setCoverLetter] = useState('');
  const apply = useApplyToJob({
    mutationConfig: {
      onSuccess: () => onApplied(false),
      onError: (error) => {
        if (isAppError(error) && error.status === 409) onApplied(true);
      },
    },
  });
  const errorId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply.mutate({ jobId: job.id, coverLetter });
  };
  const error = apply.error;
  const needsResume = error?.message === JOB_MESSAGES.resumeRequired;

  return (
    <div className={`container ${styles.applyPage}`}>
      <title>{`Apply: ${job.title} at ${job.company.name} · Jobmatch`}</title>
      <meta name="robots" content="noindex" />
      <Link to={paths.job.getHref(job.id)} className={styles.back}>
        <span aria-hidden="true">← </span>Back to the job
      </Link>
      <h1 className={styles.applyTitle}>Apply for this job</h1>
      <JobSummaryCard job={job} />
      <form className={styles.applyForm} onSubmit={submit} aria-describedby={error ? errorId : undefined}>
        <section className={styles.section} aria-labelledby="apply-resume">
          <h2 id="apply-resume" className={styles.sectionTitle}>
            Your resume
          </h2>
          <p className={styles.muted}>
            The employer receives the resume on your profile with this application.
          </p>
          {resume}
        </section>
        <TextareaField
          label="Cover letter (optional)"
          name="coverLetter"
          rows={8}
          maxLength={JOB_LIMITS.coverLetterMax}
          value={coverLetter}
          onChange={(event) => setCoverLetter(event.target.value)}
          hint={`${countFormat.format(coverLetter.length)} / ${countFormat.format(JOB_LIMITS.coverLetterMax)} characters. Say why you fit this role.`}
        />
        {error && !(isAppError(error) && error.status === 409) ? (
          <div id={errorId}>
            <ErrorAlert as="div">
              <p className={styles.alertText}>{error.message}</p>
              {needsResume ? <Link to={paths.candidate.resume.getHref()}>Upload your resume</Link> : null}
            </ErrorAlert>
          </div>
        ) : null}
        <div className={styles.formActions}>
          <Button type="submit" size="lg" isLoading={apply.isPending} loadingText="Submitting...">
            Submit application
          </Button>
          <ButtonLink to={paths.job.getHref(job.id)} variant="ghost" size="lg">
            Cancel
          </ButtonLink>
        </div>
      </form>
    </div>
  );
}

function ApplyStep({ job, resume }: { job: Job; resume: ReactNode }) {
  const applications = useMyApplications();
  // What this visit did: the applications list refreshes after a submit, and must not turn the success
  // page into 'Already applied'.
  const [outcome, setOutcome] = useState<'submitted' | 'repeat' | null>(null);

  if (outcome === 'submitted') {
    return (
      <Outcome title="Application submitted" tone="success">
        <p className={styles.muted}>
          Your application for {job.title} at {job.company.name} was sent with your resume. The employer will
          review it; its status shows under My applications.
        </p>
        <div className={styles.actionsCentered}>
          <ButtonLink to={paths.candidate.applications.getHref()}>My applications</ButtonLink>
          <ButtonLink to={paths.jobs.getHref()} variant="secondary">
            Back to jobs
          </ButtonLink>
        </div>
      </Outcome>
    );
  }
  if (outcome === 'repeat') return <AlreadyApplied job={job} />;
  if (applications.isPending) return <PageLoading label="Checking your applications..." />;
  if (appliedJobIds(applications.data).has(job.id)) return <AlreadyApplied job={job} />;
  if (!isJobOpen(job)) {
    return (
      <Outcome title="Applications closed" tone="info">
        <p className={styles.muted}>{JOB_MESSAGES.jobClosed}</p>
        <div className={styles.actionsCentered}>
          <ButtonLink to={paths.jobs.getHref()}>Browse Jobs</ButtonLink>
        </div>
      </Outcome>
    );
  }
  return (
    <ApplyForm
      job={job}
      resume={resume}
      onApplied={(repeat) => setOutcome(repeat ? 'repeat' : 'submitted')}
    />
  );
}

/**
 * /jobs/:jobId/apply (candidates): the job, the resume on file (`resume`, drawn by the route from the files
 * feature), an optional cover letter, then the outcome.
 */
export function JobApplyPage({ jobId, resume }: { jobId: string; resume: ReactNode }) {
  return <JobLoader jobId={jobId}>{(job) => <ApplyStep job={job} resume={resume} />}</JobLoader>;
}
