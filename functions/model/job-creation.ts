import { createWriteTransaction } from 'electrodb';
import { JOB_MESSAGES } from '../../shared/jobs/messages';
import { confirmationDueDay } from '../../shared/jobs/reconfirmation';
import type { JobInput } from '../../shared/jobs/schemas';
import type { Job } from '../../shared/jobs/types';
import { ConflictError, ServiceUnavailableError } from '../platform/errors';
import { timeOrderedId } from '../platform/ids';
import { logger } from '../platform/logger';
import type { CompanyItem } from './companies';
import { dailyFigures, figuresDay } from './daily-figures';
import { publishJobChanged } from './job-changed';
import { confirmationDue, confirmationDueKey, confirmationsDue } from './job-confirmations';
import { expiryOrRefuse, formFields } from './job-form-fields';
import { toJob } from './job-reads';
import { ALL_JOBS, type JobItem, jobCounters, jobs, listedBesideJobs } from './jobs';
import { memberActivity, memberDay } from './member-activity';
import { activeJobMarker, activeJobMarkerKey, activeJobMarkers } from './organisation-stats';

/*
 * A new job post. It lives in model/ because the job routes (jobs/) and the demo seed post through the
 * same writer: the demo's jobs are written, counted and announced exactly as an employer's.
 */

export interface NewJobOptions {
  now?: Date;
  /** Demo data spreads posting times over past weeks; a real post is posted now. */
  postedAt?: Date;
  /**
   * The poster acts for the organisation as one of its members (an employer, or the demo's owner), so
   * the post counts for them in team analytics; an admin posting for a company is not on its team.
   */
  byMember?: boolean;
  /**
   * When the post was last confirmed active; its posting by default. The demo's back-dated posts were
   * confirmed more recently, so a fresh demo marketplace does not close half its jobs on the first run.
   */
  confirmedAt?: Date;
}

/** The items a new job writes (and a post taken back undoes), in one transaction either way. */
const newJobItems = () => ({
  job: jobs(),
  counter: jobCounters(),
  marker: activeJobMarkers(),
  due: confirmationsDue(),
  daily: dailyFigures(),
  activity: memberActivity(),
});

/**
 * Writes a new job for a company and announces it: the one path every post takes (the API and the demo
 * seed). The job and the job count change together; if the announcement fails the job is taken back, so
 * no job exists that search never heard of.
 */
export async function writeNewJob(
  company: CompanyItem,
  input: JobInput,
  postedBy: string,
  options: NewJobOptions = {},
): Promise<Job> {
  const now = options.now ?? new Date();
  const postedAt = options.postedAt ?? now;
  // Without a chosen day a post lives its default lifetime from when it was posted (demo posts are back-dated).
  const expiresAt = input.expiresAt ? expiryOrRefuse(input.expiresAt, now) : expiryOrRefuse(null, postedAt);
  const fields = formFields(input);
  const confirmedAt = (options.confirmedAt ?? postedAt).toISOString();
  const item = {
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    id: timeOrderedId(postedAt.getTime()),
    organisationId: company.organisationId,
    companyId: company.id,
    companyName: company.name,
    companyLogoUrl: company.logoUrl,
    companyWebsite: company.website,
    isActive: true,
    postedAt: postedAt.toISOString(),
    expiresAt,
    applicationsCount: 0,
    postedBy,
    confirmedAt,
    confirmationDueOn: confirmationDueDay(confirmedAt),
    version: 1,
    updatedAt: now.toISOString(),
  } as JobItem;
  // The poster's day in team analytics (model/member-activity.ts) counts the post in its transaction.
  const posterDay = options.byMember ? memberDay(item.organisationId, postedBy, item.postedAt) : undefined;
  const transaction = createWriteTransaction(newJobItems(), (e) => [
    e.job.create(item).commit(),
    e.counter.update({ scope: ALL_JOBS }).add({ count: 1 }).set(listedBesideJobs()).commit(),
    e.marker.put(activeJobMarker(item)).commit(),
    e.due.put(confirmationDue(item as JobItem & { confirmationDueOn: string })).commit(),
    e.daily.update(figuresDay(item.postedAt)).add({ jobsPosted: 1 }).commit(),
    ...(posterDay ? [e.activity.update(posterDay).add({ jobsPosted: 1 }).commit()] : []),
  ]);
  const { canceled } = await transaction.go();
  if (canceled) throw new ConflictError(JOB_MESSAGES.editConflict);
  try {
    await publishJobChanged(item.id, item.version, item);
  } catch (error) {
    logger.error('Job Changed not published; new job taken back', { jobId: item.id, error: String(error) });
    await createWriteTransaction(newJobItems(), (e) => [
      e.job.delete({ id: item.id }).commit(),
      e.counter.update({ scope: ALL_JOBS }).add({ count: -1 }).set(listedBesideJobs()).commit(),
      e.marker.delete(activeJobMarkerKey(item)).commit(),
      e.due.delete(confirmationDueKey(item as JobItem & { confirmationDueOn: string })).commit(),
      e.daily.update(figuresDay(item.postedAt)).add({ jobsPosted: -1 }).commit(),
      ...(posterDay ? [e.activity.update(posterDay).add({ jobsPosted: -1 }).commit()] : []),
    ]).go();
    throw new ServiceUnavailableError();
  }
  return toJob(item);
}
