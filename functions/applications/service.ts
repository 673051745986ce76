import { createWriteTransaction } from 'electrodb';
import type * as z from 'zod/mini';
import type {
  CandidateCard,
  PipelineApplication,
  PipelineRow,
  RedactedApplication,
} from '../../shared/employer/types';
import type { EmployerStatus } from '../../shared/jobs/options';
import { type applicationListQuerySchema, JOB_MESSAGES } from '../../shared/jobs/schemas';
import type {
  Application,
  ApplicationStatusChange,
  EmployerApplication,
  PageOf,
} from '../../shared/jobs/types';
import { WITHDRAWAL_MESSAGES } from '../../shared/jobs/withdrawal';
import { AGE_MESSAGES, awaitsGuardian } from '../../shared/privacy/age';
import type { ApplicantAccess } from '../../shared/subscriptions/schemas';
import { accessOfPage, type Viewer, viewerOf, withOpenPermission } from '../model/applicant-access';
import {
  type ApplicationItem,
  applicationGuards,
  applicationNoteLists,
  applications,
  organisationApplicants,
} from '../model/applications';
import { answeredDay, companyResponseDays, receivedDay } from '../model/company-responsiveness';
import { dailyFigures, figuresDay } from '../model/daily-figures';
import {
  APPLICATION_STATUS_CHANGED,
  APPLICATION_SUBMITTED,
  type ApplicationStatusChangedDetail,
  type ApplicationSubmittedDetail,
} from '../model/events';
import { findJob } from '../model/job-reads';
import { isOpen } from '../model/job-rules';
import { jobs } from '../model/jobs';
import { memberActivity, memberDay, secondsBetween } from '../model/member-activity';
import { requirePermission } from '../model/member-permissions';
import { membershipOf, requireMembership } from '../model/organisation-members';
import { organisationStats } from '../model/organisation-stats';
import type { StoredFile } from '../model/profiles';
import { profiles } from '../model/profiles';
import type { Principal } from '../platform/auth/principal';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../platform/errors';
import { publishEvent } from '../platform/events';
import { timeOrderedId } from '../platform/ids';
import { logger } from '../platform/logger';
import { presignedDownload } from '../platform/object-urls';
import { wait } from '../platform/wait';
import { readPipeline, viewerOfPipeline } from './pipeline';
import { viewApplication } from './viewed';

export type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;

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
    // Who in the organisation made a change is the organisation's business, not the candidate's.
    history: ((item.history ?? []) as ApplicationStatusChange[]).map(({ from, to, at }) => ({
      from,
      to,
      at,
    })),
  };
}

/** The snapshot of the Candidate card an application keeps (see entities.ts), avatar as its file. */
export interface StoredCard {
  name: string;
  email: string;
  location: string | null;
  experience: number | null;
  skills: string[];
  avatar: { fileKey: string; fileName: string; contentType: string } | null;
}

/** The card of an application made before cards were kept: the name and address it was made with. */
function storedCardOf(item: ApplicationItem): StoredCard {
  if (item.card) return item.card as StoredCard;
  const candidate = item.candidate as EmployerApplication['candidate'];
  return {
    name: `${candidate.firstName} ${candidate.lastName}`.trim(),
    email: candidate.email,
    location: null,
    experience: null,
    skills: [],
    avatar: null,
  };
}

export async function cardOf(item: ApplicationItem): Promise<CandidateCard> {
  const { avatar, ...card } = storedCardOf(item);
  return { id: item.candidateId, ...card, avatar: avatar ? await presignedDownload(avatar) : null };
}

const searchTextOf = (card: Pick<StoredCard, 'name' | 'email'>) =>
  `${card.name}\n${card.email}`.toLowerCase();

export function toEmployerApplication(item: ApplicationItem): EmployerApplication {
  return {
    ...toApplication(item),
    organisationId: item.organisationId,
    candidate: item.candidate,
    resume: item.resume ? { fileName: (item.resume as StoredFile).fileName } : null,
    history: item.history ?? [],
  };
}

/** An application as the employer sees it: in full with its card, or redacted (access.ts decides). */
export async function rowOf(item: ApplicationItem, access: ApplicantAccess): Promise<PipelineRow> {
  if (access === 'full') return fullRowOf(item);
  const redacted: RedactedApplication = {
    id: item.id,
    jobId: item.jobId,
    organisationId: item.organisationId,
    status: item.status,
    appliedAt: item.appliedAt,
    updatedAt: item.updatedAt,
    job: item.job,
    history: item.history ?? [],
    access,
  };
  return redacted;
}

export async function fullRowOf(item: ApplicationItem): Promise<PipelineApplication> {
  return { ...toEmployerApplication(item), access: 'full', card: await cardOf(item) };
}

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
  // A 16 or 17 year old applies once a parent or guardian has confirmed (ADR 0036).
  if (awaitsGuardian(principal.record, now)) throw new ForbiddenError(AGE_MESSAGES.awaitingGuardian);
  const job = await findJob(input.jobId);
  if (!job) throw new NotFoundError(JOB_MESSAGES.jobNotFound);
  if (!isOpen(job, now)) throw new JobClosedError();
  const { data: profile } = await profiles().get({ userId: candidateId }).go();
  const resume = profile?.resume as StoredFile | undefined;
  if (!resume) throw new ResumeRequiredError();

  const at = now.toISOString();
  const id = timeOrderedId(now.getTime());
  // The S3 copy's code loads with the first application made, not with every route of this function.
  const { applicationResumeKey, copyResume, removeResumeCopy } = await import('./resume-copy');
  const resumeKey = applicationResumeKey(id, resume);
  // The copy is made before the records and removed if they are not written: no record points to a
  // missing file, and no file is left without its record.
  if (!(await copyResume(resume, resumeKey))) throw new ResumeRequiredError();
  const name = `${principal.record.firstName} ${principal.record.lastName}`.trim();
  const card: StoredCard = {
    name,
    email: principal.record.email,
    location: profile?.location ?? null,
    experience: profile?.experienceYears ?? null,
    skills: profile?.technicalSkills ?? [],
    avatar: profile?.avatar
      ? (({ fileKey, fileName, contentType }) => ({ fileKey, fileName, contentType }))(
          profile.avatar as StoredFile,
        )
      : null,
  };
  const item = {
    id,
    jobId: job.id,
    candidateId,
    organisationId: job.organisationId,
    status: 'applied' as const,
    coverLetter: input.coverLetter || undefined,
    resume: { fileKey: resumeKey, fileName: resume.fileName, contentType: resume.contentType },
    card,
    searchText: searchTextOf(card),
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
    jobCategory: job.category,
    history: [],
    countsForResponsiveness: true,
    appliedAt: at,
    updatedAt: at,
  };

  try {
    await writeApplication(item, { organisationId: job.organisationId, companyId: job.companyId }, at);
  } catch (error) {
    await removeResumeCopy(resumeKey).catch((cleanup: unknown) =>
      logger.error('Resume copy of an unwritten application not removed', {
        key: resumeKey,
        error: String(cleanup),
      }),
    );
    throw error;
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

/**
 * The application, its guard (one per candidate and job), its empty notes list, the job's count, the
 * organisation's totalApplications and its record of the candidate's applications (applied-to.ts) change
 * in one transaction, the counts only if the job is still open at that moment.
 */
async function writeApplication(
  item: Parameters<ReturnType<typeof applications>['create']>[0],
  { organisationId, companyId }: { organisationId: string; companyId: string },
  at: string,
): Promise<void> {
  const { jobId, candidateId } = item;
  const responseDay = receivedDay(companyId, at);
  for (let attempt = 1; ; attempt++) {
    const { canceled, data } = await createWriteTransaction(
      {
        application: applications(),
        guard: applicationGuards(),
        job: jobs(),
        stats: organisationStats(),
        applicant: organisationApplicants(),
        notes: applicationNoteLists(),
        daily: dailyFigures(),
        responses: companyResponseDays(),
      },
      (e) => [
        e.application.create(item).commit(),
        e.guard.create({ jobId, candidateId, applicationId: item.id, organisationId }).commit(),
        e.stats.update({ organisationId }).add({ totalApplications: 1 }).commit(),
        e.job
          .patch({ id: jobId })
          .add({ applicationsCount: 1 })
          .where(
            // A job held back by reports takes no applications either (issue 33).
            (attributes, { eq, gt, notExists }) =>
              `${eq(attributes.isActive, true)} AND ${gt(attributes.expiresAt, at)} AND ${notExists(attributes.heldAt)}`,
          )
          .commit(),
        // The reason this application gives the organisation to read the candidate's profile, by key.
        e.applicant
          .update({ organisationId, candidateId })
          .add(
            item.jobCategory === 'NON_IT'
              ? { otherApplicationIds: [item.id] }
              : { itApplicationIds: [item.id] },
          )
          .commit(),
        // Its notes' list, empty: the notes are read with the application by key (notes.ts).
        e.notes.create({ applicationId: item.id, organisationId, notes: [] }).commit(),
        // The admin dashboard's 'new applications today' (model/daily-figures.ts).
        e.daily.update(figuresDay(at)).add({ applicationsSent: 1 }).commit(),
        // The company's applications of the day, for its responsiveness (model/company-responsiveness.ts).
        e.responses
          .update(responseDay.key)
          .add({ received: 1 })
          .set({ expiresAt: responseDay.expiresAt })
          .commit(),
      ],
    ).go();
    if (!canceled) return;
    const [, guard, , counted] = data;
    if (guard?.rejected && guard.code === 'ConditionalCheckFailed') throw new AlreadyAppliedError();
    if (counted?.rejected && counted.code === 'ConditionalCheckFailed') {
      throw (await findJob(jobId)) ? new JobClosedError() : new NotFoundError(JOB_MESSAGES.jobNotFound);
    }
    if (attempt >= TRANSACTION_ATTEMPTS)
      throw new ConflictError('Too many applications at once. Please try again.');
    await wait(20 * attempt + Math.random() * 50);
  }
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

/**
 * A job's applications through its guards: one query for the ids (sent together with the caller's
 * membership and subscription reads), one BatchGet for the applications.
 */
async function applicationsOfJob(jobId: string, membership: Promise<string | undefined>) {
  const [organisationId, { data: guards }] = await Promise.all([
    membership,
    applicationGuards().query.byJob({ jobId }).go({ pages: 'all' }),
  ]);
  const visible = organisationId ? guards.filter((guard) => guard.organisationId === organisationId) : guards;
  if (!visible.length) return { organisationId, guards, items: [] as ApplicationItem[] };
  const { data } = await applications()
    .get(visible.map((guard) => ({ id: guard.applicationId })))
    .go({ concurrent: 4 });
  return { organisationId, guards, items: data as ApplicationItem[] };
}

/**
 * GET /applications: an employer sees their organisation's applications (all, or one job's), an admin a
 * given job's. A job of another organisation reads as not found. Filters (status, a part of the
 * candidate's name or address) apply to the organisation's applications read whole, which also gives the
 * exact total; each row carries the Candidate card kept at apply time, so the profile pictures are
 * presigned without reading anything. The organisation's whole list is one query, which also reads its
 * term and subscription listed beside the applications (pipeline.ts); under a limited subscription the
 * page's IT applications' openings follow in one batch (access.ts). A job's list reads the subscription
 * beside its applications. IT rows the organisation may not see are redacted, so counts and stages still
 * work.
 */
export async function listApplications(
  principal: Principal,
  query: ApplicationListQuery,
): Promise<PageOf<PipelineRow>> {
  const isAdmin = principal.user.role === 'admin';
  const member = isAdmin ? Promise.resolve(undefined) : requireMembership(principal);
  const membership = member.then((found) => found?.organisationId);
  if (query.jobId) {
    const viewing = membership.then((organisationId) => viewerOf(principal, organisationId ?? ''));
    // Settled by the await below; a refusal of the membership is thrown there, not left unhandled here.
    viewing.catch(() => undefined);
    const [found, viewer] = await Promise.all([applicationsOfJob(query.jobId, membership), viewing]);
    const { organisationId } = found;
    if (!found.items.length) {
      // No applications of ours: either the job is ours and has none yet, or it is not ours to see.
      const job = await findJob(query.jobId);
      const owner = job?.organisationId ?? found.guards[0]?.organisationId;
      if (!owner || (organisationId && owner !== organisationId)) {
        throw new NotFoundError(JOB_MESSAGES.jobNotFound);
      }
    }
    return pageOfRows(
      found.items.sort((a, b) => b.id.localeCompare(a.id)),
      query,
      viewer,
    );
  }
  const organisationId = await membership;
  if (!organisationId) {
    throw new ValidationError('Please choose a job', { jobId: 'Please choose a job' });
  }
  // One query: the applications with the organisation's term and usage listed beside them (pipeline.ts).
  // An organisation or a subscription not listed yet is read as before, and only if an IT row needs it.
  const pipeline = await readPipeline(organisationId);
  const listed = viewerOfPipeline(organisationId, pipeline);
  // viewerOf weighs the member's permission itself; a viewer made from the pipeline's read is given it here.
  const viewer = listed
    ? withOpenPermission(listed, await member)
    : () => viewerOf(principal, organisationId);
  return pageOfRows(pipeline.applications, query, viewer);
}

async function pageOfRows(
  items: ApplicationItem[],
  query: ApplicationListQuery,
  viewer: Viewer | (() => Promise<Viewer>),
): Promise<PageOf<PipelineRow>> {
  const needle = query.search?.toLowerCase();
  // Without a status, the active pipeline: what the candidates withdrew is listed only when asked for.
  const byStatus = items.filter((item) =>
    query.status ? item.status === query.status : item.status !== 'withdrawn',
  );
  let rows = byStatus;
  let access: Map<string, ApplicantAccess>;
  if (needle) {
    // A search reads names, so it may only find applicants the organisation sees in full: the access of
    // every candidate row is needed before paging.
    access = await accessOfPage(byStatus, viewer);
    rows = byStatus.filter(
      (item) =>
        access.get(item.id) === 'full' &&
        (item.searchText ?? searchTextOf(storedCardOf(item))).includes(needle),
    );
  }
  const page = pageOf(rows, query.page, query.size);
  if (!needle) access = await accessOfPage(page.content, viewer);
  const content = await Promise.all(page.content.map((item) => rowOf(item, access.get(item.id) ?? 'locked')));
  return { ...page, content };
}

/**
 * PUT /applications/{id}: members of the job's organisation (and admins) move an application to any
 * status; each move is kept in its history and announced. One the candidate withdrew stays withdrawn.
 */
export async function changeStatus(
  principal: Principal,
  id: string,
  to: EmployerStatus,
  now = new Date(),
): Promise<PipelineRow> {
  // How the caller sees it is read with it, and a status change does not alter it.
  const { application: current, access, standing } = await viewApplication(principal, id);
  // Moving applicants is a permission an Enterprise admin may withhold; the plan is the term read with the
  // application, so this reads nothing more.
  const membership = principal.user.role === 'employer' ? await membershipOf(principal) : undefined;
  if (membership)
    await requirePermission(membership, 'changeStatuses', { subscription: standing?.term ?? null }, now);
  if (current.status === to) return rowOf(current, access);
  if (current.status === 'withdrawn') throw new ConflictError(WITHDRAWAL_MESSAGES.withdrawnAlready);
  const at = now.toISOString();
  const change = { from: current.status, to, by: principal.record.id, at };
  // Hired Candidates moves with the status in one transaction, on the condition that the status is
  // still the one read: two employers moving one applicant at once cannot count a hire twice.
  const hiredChange = (to === 'hired' ? 1 : 0) - (current.status === 'hired' ? 1 : 0);
  // A team member's move counts for them in team analytics (model/member-activity.ts), in the same
  // transaction; the application's first move is its first response, timed from its submission. A
  // platform admin moving it is not on the team.
  const moverDay =
    principal.user.role === 'employer' ? memberDay(current.organisationId, change.by, at) : undefined;
  // The history is read before the write; its size is a condition of the write (below), so a move made
  // by someone else in between cancels this one and the first response is counted exactly once.
  const historySize = ((current.history as unknown[] | undefined) ?? []).length;
  const firstResponse = historySize === 0;
  // The employer's first response in time counts for the company's responsiveness, in the same transaction.
  const answered =
    firstResponse && moverDay && current.countsForResponsiveness
      ? answeredDay((current.job as { company: { id: string } }).company.id, current.appliedAt, at)
      : null;
  for (let attempt = 1; ; attempt++) {
    const { canceled, data: results } = await createWriteTransaction(
      {
        application: applications(),
        stats: organisationStats(),
        activity: memberActivity(),
        responses: companyResponseDays(),
      },
      (e) => [
        e.application
          .patch({ id })
          .set({ status: to, updatedAt: at })
          .append({ history: [change] })
          .where(
            (attributes, { eq, size, escape: value }) =>
              `${eq(attributes.status, current.status)} AND ${size(attributes.history)} = ${value(historySize)}`,
          )
          .commit(),
        ...(hiredChange
          ? [
              e.stats
                .update({ organisationId: current.organisationId })
                .add({ hiredCandidates: hiredChange })
                .commit(),
            ]
          : []),
        ...(moverDay
          ? [
              firstResponse
                ? e.activity
                    .update(moverDay)
                    .add({ applicationsMoved: 1 })
                    .append({ firstResponseSeconds: [secondsBetween(current.appliedAt, at)] })
                    .commit()
                : e.activity.update(moverDay).add({ applicationsMoved: 1 }).commit(),
            ]
          : []),
        ...(answered
          ? [
              e.responses
                .update(answered.key)
                .add({ [answered.attribute]: 1 })
                .commit(),
            ]
          : []),
      ],
    ).go();
    if (!canceled) break;
    if (results[0]?.rejected && results[0].code === 'ConditionalCheckFailed') {
      throw new ConflictError(JOB_MESSAGES.applicationChanged);
    }
    // Another transaction on the organisation's figures at the same moment: try again shortly.
    if (attempt >= TRANSACTION_ATTEMPTS)
      throw new ConflictError('Too many changes at once. Please try again.');
    await wait(20 * attempt + Math.random() * 50);
  }
  const data = {
    ...current,
    status: to,
    updatedAt: at,
    history: [...((current.history as unknown[]) ?? []), change],
  };
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
  return rowOf(data as ApplicationItem, access);
}
