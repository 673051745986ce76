import { createWriteTransaction } from 'electrodb';
import { type AdminJobsQuery, isFiltered } from '../../shared/jobs/admin-filters';
import { JOB_MESSAGES } from '../../shared/jobs/messages';
import { confirmationDueDay } from '../../shared/jobs/reconfirmation';
import type { JobInput } from '../../shared/jobs/schemas';
import type { Job, PageOf } from '../../shared/jobs/types';
import { companies, findCompany } from '../model/companies';
import { publishJobChanged } from '../model/job-changed';
import { confirmationDue, confirmationsDue } from '../model/job-confirmations';
import { writeNewJob } from '../model/job-creation';
import { expiryOrRefuse, formFields } from '../model/job-form-fields';
import { findJob, toJob } from '../model/job-reads';
import { indianDayOf, isOpen } from '../model/job-rules';
import { ALL_JOBS, type JobItem, jobCounters, jobs, jobTombstones, listedBesideJobs } from '../model/jobs';
import { requirePermission } from '../model/member-permissions';
import { mayActFor, requireMemberOf, requireMembership } from '../model/organisation-members';
import { activeJobMarker, activeJobMarkerKey, activeJobMarkers } from '../model/organisation-stats';
import type { Principal } from '../platform/auth/principal';
import { ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from '../platform/errors';
import { logger } from '../platform/logger';
import { filteredJobs, newestJobsWithTotal } from './admin-list';
import { requirePostingAllowed } from './posting-standing';

/**
 * A job anyone may read by id, open or closed; deleted or unknown jobs are 404. A job held back by reports
 * (issue 33) stays readable for its organisation and the admins only: the caller is identified only then.
 */
export async function readJob(id: string, caller: () => Promise<Principal | undefined>): Promise<Job> {
  const item = await findJob(id);
  if (!item) throw new NotFoundError(JOB_MESSAGES.jobNotFound);
  if (item.heldAt) {
    const principal = await caller();
    if (!principal || !(await mayActFor(principal, item.organisationId))) {
      throw new NotFoundError(JOB_MESSAGES.jobNotFound);
    }
  }
  return toJob(item);
}

/**
 * Publishes after a write that already stands. If the bus refuses, the caller learns the change may not
 * show in search yet (503); repeating the same change writes a newer version and publishes it whole.
 */
async function announce(jobId: string, version: number, item: JobItem | null): Promise<void> {
  try {
    await publishJobChanged(jobId, version, item);
  } catch (error) {
    logger.error('Job Changed not published', { jobId, version, error: String(error) });
    throw new ServiceUnavailableError();
  }
}

const OPTIONAL_FIELDS = ['salaryMin', 'salaryMax', 'experienceMax', 'contactEmail'] as const;

/** The company a post goes to: an admin's choice, or the employer's own organisation's company. */
async function companyForPost(principal: Principal, companyId: string | null | undefined) {
  if (principal.user.role === 'admin') {
    if (!companyId) {
      throw new ValidationError(JOB_MESSAGES.companyRequired, { companyId: JOB_MESSAGES.companyRequired });
    }
    const company = await findCompany(companyId);
    if (!company) {
      throw new ValidationError(JOB_MESSAGES.companyNotFound, { companyId: JOB_MESSAGES.companyNotFound });
    }
    return company;
  }
  const membership = await requireMembership(principal);
  // Posting is a permission an Enterprise admin may withhold (ADR 0016 addendum); the membership was read
  // with the account, so a member nobody customised is answered without another read.
  await requirePermission(membership, 'postJobs');
  // An organisation whose jobs were removed after reports may be suspended from posting (issue 33).
  await requirePostingAllowed(membership.organisationId);
  const { data } = await companies().query.byOrganisation({ organisationId: membership.organisationId }).go();
  const [company] = data;
  if (!company) throw new NotFoundError(JOB_MESSAGES.companyNotFound);
  return company;
}

export async function createJob(principal: Principal, input: JobInput, now = new Date()): Promise<Job> {
  const company = await companyForPost(principal, input.companyId);
  return writeNewJob(company, input, principal.record.id, {
    now,
    byMember: principal.user.role === 'employer',
  });
}

/** The job, if the caller may change it: 404 for an unknown job, 403 for another organisation's. */
export async function ownedJob(principal: Principal, id: string): Promise<JobItem> {
  const item = await findJob(id);
  if (!item) throw new NotFoundError(JOB_MESSAGES.jobNotFound);
  await requireMemberOf(principal, item.organisationId);
  return item;
}

/**
 * A change of a job's active state or expiry moves its marker on the organisation's dashboard (see
 * employer/entities.ts) in the same transaction as the job, on the same version condition; so does a new
 * confirmation due day its marker in the reconfirmation sweep's index (the old one is left for the sweep
 * to drop: model/job-confirmations.ts).
 */
async function writeChangeWithMarker(current: JobItem, changes: Partial<JobItem>, remove: (keyof JobItem)[]) {
  const next = { ...current, ...changes } as JobItem;
  for (const key of remove) delete next[key];
  // A transaction may not write one item twice: the dashboard marker moves only if its key or presence does.
  const movesActiveMarker = current.isActive !== next.isActive || current.expiresAt !== next.expiresAt;
  const newDueDay = next.confirmationDueOn !== current.confirmationDueOn ? next.confirmationDueOn : undefined;
  const items = { job: jobs(), marker: activeJobMarkers(), due: confirmationsDue() };
  const { canceled } = await createWriteTransaction(items, (e) => {
    let update = e.job.patch({ id: current.id }).set(changes);
    if (remove.length) update = update.remove(remove as never);
    return [
      update.where((attributes, { eq }) => eq(attributes.version, current.version)).commit(),
      ...(movesActiveMarker && current.isActive
        ? [e.marker.delete(activeJobMarkerKey(current)).commit()]
        : []),
      ...(movesActiveMarker && next.isActive ? [e.marker.put(activeJobMarker(next)).commit()] : []),
      ...(newDueDay
        ? [e.due.put(confirmationDue({ id: next.id, confirmationDueOn: newDueDay })).commit()]
        : []),
    ];
  }).go();
  if (canceled) throw new ConflictError(JOB_MESSAGES.editConflict);
  return next;
}

/** Writes a change on the condition that nobody wrote since `current` was read, then announces it. */
export async function writeChange(
  current: JobItem,
  set: Partial<JobItem>,
  remove: (keyof JobItem)[],
  now: Date,
): Promise<Job> {
  const version = current.version + 1;
  const changes = { ...set, version, updatedAt: now.toISOString() };
  const movesMarker =
    (set.isActive !== undefined && set.isActive !== current.isActive) ||
    (current.isActive && set.expiresAt !== undefined && set.expiresAt !== current.expiresAt) ||
    (set.confirmationDueOn !== undefined && set.confirmationDueOn !== current.confirmationDueOn);
  if (movesMarker) {
    const item = await writeChangeWithMarker(current, changes, remove);
    await announce(item.id, version, item);
    return toJob(item);
  }
  let update = jobs().patch({ id: current.id }).set(changes);
  if (remove.length) update = update.remove(remove as never);
  const written = await update
    .where((attributes, { eq }) => eq(attributes.version, current.version))
    .go({ response: 'all_new' })
    .catch((error: unknown) => {
      if (/conditional request failed|ConditionalCheckFailed/i.test(String((error as Error).message))) {
        throw new ConflictError(JOB_MESSAGES.editConflict);
      }
      throw error;
    });
  const item = written.data as JobItem;
  await announce(item.id, version, item);
  return toJob(item);
}

/**
 * PUT /jobs/{id}: the form's fields replace the post's. The company stays (companyId is ignored); an
 * expiry date the form sends back unchanged is kept even if it has passed, so an expired post can be
 * corrected, while a newly chosen date must be in the future. No date keeps the current expiry.
 */
export async function updateJob(principal: Principal, id: string, input: JobInput, now = new Date()) {
  const current = await ownedJob(principal, id);
  const fields = formFields(input);
  const set: Partial<JobItem> = {};
  const remove: (keyof JobItem)[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) {
      if ((OPTIONAL_FIELDS as readonly string[]).includes(key) && current[key as keyof JobItem] !== undefined)
        remove.push(key as keyof JobItem);
    } else {
      (set as Record<string, unknown>)[key] = value;
    }
  }
  if (input.expiresAt && input.expiresAt !== indianDayOf(current.expiresAt)) {
    set.expiresAt = expiryOrRefuse(input.expiresAt, now);
  }
  // A post from before reconfirmation that its poster edits (perhaps reopening it with a later expiry) is
  // alive now and joins the sweep from today (ADR 0029); any other edit leaves the confirmation alone.
  if (!current.confirmationDueOn) Object.assign(set, confirmedNow(now));
  return writeChange(current, set, remove, now);
}

/** What a confirmation sets: confirmed now, due a lifetime from today (shared/jobs/reconfirmation.ts). */
export function confirmedNow(now: Date): Pick<JobItem, 'confirmedAt' | 'confirmationDueOn'> {
  return { confirmedAt: now.toISOString(), confirmationDueOn: confirmationDueDay(now) };
}

/**
 * 'Pause Job' / 'Activate Job': persisted, announced; search drops a paused job. Activating confirms the
 * job too (it is open again from today, ADR 0029), including one the sweep closed unconfirmed.
 */
export async function setJobActive(principal: Principal, id: string, isActive: boolean, now = new Date()) {
  const current = await ownedJob(principal, id);
  if (current.isActive === isActive) return toJob(current);
  if (!isActive) return writeChange(current, { isActive }, [], now);
  const reopened = current.closedUnconfirmedAt ? (['closedUnconfirmedAt'] as (keyof JobItem)[]) : [];
  return writeChange(current, { isActive, ...confirmedNow(now) }, reopened, now);
}

/**
 * Removes a job, leaving a tombstone with the next version, and announces the deletion. A repeated
 * DELETE of a job the caller's organisation deleted announces it again (the first announcement may have
 * failed) and answers the same.
 */
export async function deleteJob(principal: Principal, id: string, now = new Date()) {
  const current = await findJob(id);
  if (!current) {
    const { data: tombstone } = id ? await jobTombstones().get({ jobId: id }).go() : { data: null };
    if (!tombstone || !(await mayActFor(principal, tombstone.organisationId))) {
      throw new NotFoundError(JOB_MESSAGES.jobNotFound);
    }
    await announce(id, tombstone.version, null);
    return { id, deleted: true };
  }
  await requireMemberOf(principal, current.organisationId);
  const version = current.version + 1;
  const { canceled } = await createWriteTransaction(
    { job: jobs(), tombstone: jobTombstones(), counter: jobCounters(), marker: activeJobMarkers() },
    (e) => [
      ...(current.isActive ? [e.marker.delete(activeJobMarkerKey(current)).commit()] : []),
      e.job
        .delete({ id })
        .where((attributes, { eq }) => eq(attributes.version, current.version))
        .commit(),
      e.tombstone
        .put({
          jobId: id,
          organisationId: current.organisationId,
          version,
          deletedAt: now.toISOString(),
          deletedBy: principal.record.id,
        })
        .commit(),
      e.counter.update({ scope: ALL_JOBS }).add({ count: -1 }).set(listedBesideJobs()).commit(),
    ],
  ).go();
  if (canceled) throw new ConflictError(JOB_MESSAGES.editConflict);
  await announce(id, version, null);
  return { id, deleted: true };
}

function pageOf<T>(rows: T[], page: number, size: number, total = rows.length): PageOf<T> {
  return { content: rows, page, size, totalElements: total, totalPages: Math.ceil(total / size) };
}

/**
 * A company's jobs, newest first. Everyone sees the open ones; members of the owning organisation and
 * admins also see paused and expired ones (My Jobs). A company's own posts are few enough to read whole,
 * which also gives the exact total.
 */
export async function listCompanyJobs(
  principal: Principal | undefined,
  companyId: string,
  page: number,
  size: number,
  now = new Date(),
): Promise<PageOf<Job>> {
  const company = await findCompany(companyId);
  if (!company) throw new NotFoundError(JOB_MESSAGES.companyNotFound);
  const seesAll = principal ? await mayActFor(principal, company.organisationId) : false;
  const { data } = await jobs().query.byCompany({ companyId }).go({ pages: 'all', order: 'desc' });
  const rows = seesAll ? data : data.filter((item) => isOpen(item, now));
  const start = page * size;
  return pageOf(rows.slice(start, start + size).map(toJob), page, size, rows.length);
}

/**
 * The admin's list of every job, newest first; the total is the count the writes keep, read with the page.
 * Searched or filtered, it reads the narrowest index range the filters allow (admin-list.ts).
 */
export async function listAllJobs(query: AdminJobsQuery, now = new Date()): Promise<PageOf<Job>> {
  const { page, size } = query;
  if (isFiltered(query)) {
    const matches = await filteredJobs(query, now);
    return pageOf(matches.slice(page * size, (page + 1) * size).map(toJob), page, size, matches.length);
  }
  const { data, total } = await newestJobsWithTotal((page + 1) * size);
  const rows = data.slice(page * size, (page + 1) * size).map(toJob);
  return pageOf(rows, page, size, Math.max(total, data.length));
}
