import { createWriteTransaction } from 'electrodb';
import type * as z from 'zod/mini';
import type { ApplicationStatus } from '../../shared/jobs/options';
import { type applicationListQuerySchema, JOB_MESSAGES } from '../../shared/jobs/schemas';
import type { Application, EmployerApplication, PageOf } from '../../shared/jobs/types';
import { jobs } from '../jobs/entities';
import { isOpen } from '../jobs/rules';
import { findJob } from '../jobs/service';
import { requireMemberOf, requireMembership } from '../organisations/service';
import type { Principal } from '../platform/auth/principal';
import { ConflictError, DomainError, NotFoundError, ValidationError } from '../platform/errors';
import { publishEvent } from '../platform/events';
import { timeOrderedId } from '../platform/ids';
import { logger } from '../platform/logger';
import type { StoredFile } from '../profile/files';
import { storedFileOf } from '../profile/service';
import { type ApplicationItem, applicationGuards, applications } from './entities';
import {
  APPLICATION_STATUS_CHANGED,
  APPLICATION_SUBMITTED,
  type ApplicationStatusChangedDetail,
  type ApplicationSubmittedDetail,
} from './events';

export type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;

const APPLICATION_NOT_FOUND = 'This application was not found.';
/** Transactions on one busy job may be cancelled by each other; a retry after a short wait succeeds. */
const TRANSACTION_ATTEMPTS = 8;

/** The spec's Resume Required gate: a candidate applies with the resume on file. */
export class ResumeRequiredError extends DomainError {
  constructor() {
    super(422, 'RESUME_REQUIRED', JOB_MESSAGES.resumeRequired);
  }
}

export class JobClosedError extends DomainError {
  constructor() {
    super(409, 'JOB_CLOSED', JOB_MESSAGES.jobClosed);
  }
}

export class AlreadyAppliedError extends ConflictError {
  constructor() {
    super(JOB_MESSAGES.alreadyApplied, 'ALREADY_APPLIED');
  }
}

export function toApplication(item: ApplicationItem): Application {
  return {
    id: item.id,
    jobId: item.jobId,
    candidateId: item.candidateId,
    status: item.status,
    coverLetter: item.coverLetter ?? null,
    appliedAt: item.appliedAt,
    updatedAt: item.updatedAt,
    job: item.job,
  };
}

export function toEmployerApplication(item: ApplicationItem): EmployerApplication {
  return {
    ...toApplication(item),
    organisationId: item.organisationId,
    candidate: item.candidate,
    resume: item.resume ? { fileName: (item.resume as StoredFile).fileName } : null,
    history: item.history ?? [],
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /applications. The application, its guard (one per candidate and job) and the job's count change
 * in one transaction, and the count only if the job is still open at that moment: the count is exact
 * however many candidates apply at once, and a job paused or expired between the read and the write
 * takes no application.
 */
export async function apply(
  principal: Principal,
  input: { jobId: string; coverLetter?: string | null },
  now = new Date(),
): Promise<Application> {
  const candidateId = principal.record.id;
  const job = await findJob(input.jobId);
  if (!job) throw new NotFoundError(JOB_MESSAGES.jobNotFound);
  if (!isOpen(job, now)) throw new JobClosedError();
  const resume = (await storedFileOf(candidateId, 'resume')) as StoredFile | undefined;
  if (!resume) throw new ResumeRequiredError();

  const at = now.toISOString();
  const item = {
    id: timeOrderedId(now.getTime()),
    jobId: job.id,
    candidateId,
    organisationId: job.organisationId,
    status: 'applied' as const,
    coverLetter: input.coverLetter || undefined,
    resume: { fileKey: resume.fileKey, fileName: resume.fileName },
    candidate: {
      id: candidateId,
      firstName: principal.record.firstName,
      lastName: principal.record.lastName,
      email: principal.record.email,
    },
    job: {
      id: job.id,
      title: job.title,
      company: { id: job.companyId, name: job.companyName, logoUrl: job.companyLogoUrl ?? null },
      location: job.location,
    },
    history: [],
    appliedAt: at,
    updatedAt: at,
  };

  for (let attempt = 1; ; attempt++) {
    const { canceled, data } = await createWriteTransaction(
      { application: applications(), guard: applicationGuards(), job: jobs() },
      (e) => [
        e.application.create(item).commit(),
        e.guard
          .create({ jobId: job.id, candidateId, applicationId: item.id, organisationId: job.organisationId })
          .commit(),
        e.job
          .patch({ id: job.id })
          .add({ applicationsCount: 1 })
          .where(
            (attributes, { eq, gt }) =>
              `${eq(attributes.isActive, true)} AND ${gt(attributes.expiresAt, at)}`,
          )
          .commit(),
      ],
    ).go();
    if (!canceled) break;
    const [, guard, counted] = data;
    if (guard?.rejected && guard.code === 'ConditionalCheckFailed') throw new AlreadyAppliedError();
    if (counted?.rejected && counted.code === 'ConditionalCheckFailed') {
      throw (await findJob(job.id)) ? new JobClosedError() : new NotFoundError(JOB_MESSAGES.jobNotFound);
    }
    if (attempt >= TRANSACTION_ATTEMPTS)
      throw new ConflictError('Too many applications at once. Please try again.');
    await wait(20 * attempt + Math.random() * 50);
  }

  const detail: ApplicationSubmittedDetail = {
    applicationId: item.id,
    jobId: item.jobId,
    candidateId,
    organisationId: item.organisationId,
    appliedAt: at,
  };
  // The application is the record of truth and already counted; the event only drives notices, so a
  // bus failure is logged for follow-up rather than undoing what the candidate did.
  await publishEvent(APPLICATION_SUBMITTED, { ...detail }).catch((error: unknown) =>
    logger.error('Application Submitted not published', { applicationId: item.id, error: String(error) }),
  );
  return toApplication(item as ApplicationItem);
}

/** The candidate's own applications, newest first. */
export async function listOwnApplications(principal: Principal): Promise<Application[]> {
  const { data } = await applications()
    .query.byCandidate({ candidateId: principal.record.id })
    .go({ pages: 'all', order: 'desc' });
  return data.map(toApplication);
}

function pageOf<T>(rows: T[], page: number, size: number): PageOf<T> {
  const start = page * size;
  return {
    content: rows.slice(start, start + size),
    page,
    size,
    totalElements: rows.length,
    totalPages: Math.ceil(rows.length / size),
  };
}

/** A job's applications through its guards: one query for the ids, one BatchGet for the applications. */
async function applicationsOfJob(jobId: string, organisationId: string | undefined) {
  const { data: guards } = await applicationGuards().query.byJob({ jobId }).go({ pages: 'all' });
  const visible = organisationId ? guards.filter((guard) => guard.organisationId === organisationId) : guards;
  if (!visible.length) return { guards, items: [] as ApplicationItem[] };
  const { data } = await applications()
    .get(visible.map((guard) => ({ id: guard.applicationId })))
    .go({ concurrent: 4 });
  return { guards, items: data as ApplicationItem[] };
}

/**
 * GET /applications: an employer sees their organisation's applications (all, or one job's), an admin a
 * given job's. A job of another organisation reads as not found.
 */
export async function listApplications(
  principal: Principal,
  query: ApplicationListQuery,
): Promise<PageOf<EmployerApplication>> {
  const isAdmin = principal.user.role === 'admin';
  const organisationId = isAdmin ? undefined : (await requireMembership(principal)).organisationId;
  let items: ApplicationItem[];
  if (query.jobId) {
    const found = await applicationsOfJob(query.jobId, organisationId);
    if (!found.items.length) {
      // No applications of ours: either the job is ours and has none yet, or it is not ours to see.
      const job = await findJob(query.jobId);
      const owner = job?.organisationId ?? found.guards[0]?.organisationId;
      if (!owner || (organisationId && owner !== organisationId)) {
        throw new NotFoundError(JOB_MESSAGES.jobNotFound);
      }
    }
    items = found.items.sort((a, b) => b.id.localeCompare(a.id));
  } else {
    if (!organisationId) {
      throw new ValidationError('Please choose a job', { jobId: 'Please choose a job' });
    }
    const { data } = await applications()
      .query.byOrganisation({ organisationId })
      .go({ pages: 'all', order: 'desc' });
    items = data;
  }
  const rows = query.status ? items.filter((item) => item.status === query.status) : items;
  return pageOf(rows.map(toEmployerApplication), query.page, query.size);
}

/**
 * PUT /applications/{id}: members of the job's organisation (and admins) move an application to any
 * status; each move is kept in its history and announced.
 */
export async function changeStatus(
  principal: Principal,
  id: string,
  to: ApplicationStatus,
  now = new Date(),
): Promise<EmployerApplication> {
  const { data: current } = id ? await applications().get({ id }).go() : { data: null };
  if (!current) throw new NotFoundError(APPLICATION_NOT_FOUND);
  await requireMemberOf(principal, current.organisationId, () => new NotFoundError(APPLICATION_NOT_FOUND));
  if (current.status === to) return toEmployerApplication(current);
  const at = now.toISOString();
  const change = { from: current.status, to, by: principal.record.id, at };
  const { data } = await applications()
    .patch({ id })
    .set({ status: to, updatedAt: at })
    .append({ history: [change] })
    .where((attributes, { eq }) => eq(attributes.status, current.status))
    .go({ response: 'all_new' })
    .catch((error: unknown) => {
      if (/conditional request failed|ConditionalCheckFailed/i.test(String((error as Error).message))) {
        throw new ConflictError('This application changed meanwhile. Reload and try again.');
      }
      throw error;
    });
  const detail: ApplicationStatusChangedDetail = {
    applicationId: id,
    jobId: current.jobId,
    candidateId: current.candidateId,
    organisationId: current.organisationId,
    ...change,
  };
  await publishEvent(APPLICATION_STATUS_CHANGED, { ...detail }).catch((error: unknown) =>
    logger.error('Application Status Changed not published', { applicationId: id, error: String(error) }),
  );
  return toEmployerApplication(data as ApplicationItem);
}
