import type { Job } from '../../shared/jobs/types';
import { summaryOf } from './companies';
import { isOpen } from './job-rules';
import { type JobItem, jobs } from './jobs';

/*
 * Reads of a job that several features make (applying, matching, saved jobs, the published pages, the
 * job routes themselves): the stored item by id, its public shape, and the open jobs' ids.
 */

/** The public shape of a stored job. */
export function toJob(item: JobItem): Job {
  return {
    id: item.id,
    title: item.title,
    company: summaryOf({
      id: item.companyId,
      name: item.companyName,
      logoUrl: item.companyLogoUrl,
      website: item.companyWebsite,
    }),
    companyId: item.companyId,
    location: item.location,
    jobType: item.jobType,
    isRemote: item.isRemote,
    isHybrid: item.isHybrid,
    salaryMin: item.salaryMin ?? null,
    salaryMax: item.salaryMax ?? null,
    currency: item.currency,
    experienceMin: item.experienceMin,
    experienceMax: item.experienceMax ?? null,
    noticeAcceptedDays: item.noticeAcceptedDays ?? null,
    skills: item.skills ?? [],
    category: item.category,
    function: item.function,
    postedAt: item.postedAt,
    expiresAt: item.expiresAt,
    description: item.description,
    requirements: item.requirements ?? '',
    responsibilities: item.responsibilities ?? '',
    benefits: item.benefits ?? '',
    contactEmail: item.contactEmail ?? null,
    isActive: item.isActive,
    applicationsCount: item.applicationsCount ?? 0,
    updatedAt: item.updatedAt,
    ...(item.heldAt ? { underReview: true } : {}),
    // A job from before reconfirmation was last seen alive when it was last changed (ADR 0029).
    confirmedAt: item.confirmedAt ?? item.updatedAt,
    confirmationDueOn: item.confirmationDueOn ?? null,
    closedUnconfirmedAt: item.closedUnconfirmedAt ?? null,
  };
}

/** A job by id, or undefined (no id, or none). */
export async function findJob(id: string): Promise<JobItem | undefined> {
  if (!id) return undefined;
  const { data } = await jobs().get({ id }).go();
  return data ?? undefined;
}

/**
 * Every open job's id and last change, newest first: what the sitemap lists. Reads only those two
 * attributes of the all-jobs index (one query, paged through), so it stays cheap as jobs grow.
 */
export async function listOpenJobIds(now = new Date()): Promise<{ id: string; updatedAt: string }[]> {
  const { data } = await jobs()
    .query.all({})
    .go({ order: 'desc', pages: 'all', attributes: ['id', 'updatedAt', 'isActive', 'expiresAt', 'heldAt'] });
  return data.filter((item) => isOpen(item, now)).map(({ id, updatedAt }) => ({ id, updatedAt }));
}
