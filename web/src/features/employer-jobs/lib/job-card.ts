import { formatDate } from '@shared/dates';
import {
  ageText,
  capitalised,
  experienceText,
  expiryInfo,
  firstOf,
  salaryRangeText,
} from '@shared/jobs/format';
import { JOB_TYPE_LABELS } from '@shared/jobs/options';
import { CONFIRMATION_MESSAGES, needsConfirming } from '@shared/jobs/reconfirmation';
import type { Job } from '@shared/jobs/types';

/*
 * What an employer's or admin's job card says (employer-admin-side.md sections 2, 4 and 9), worked out
 * from the job and "now" so it can be tested without a browser.
 */

export type JobStatus = 'Active' | 'Paused' | 'Closed' | 'Expired' | 'Under review';

/**
 * Expired wins over paused: a paused post past its date is not coming back by activating it alone. A post
 * held back by reports (issue 33) is 'Under review' until an admin decides, whatever else it is. A post
 * the daily check closed because nobody confirmed it was still hiring is Closed (ADR 0029).
 */
export function jobStatus(
  job: Pick<Job, 'isActive' | 'expiresAt' | 'underReview'> & Partial<Pick<Job, 'closedUnconfirmedAt'>>,
  now: Date = new Date(),
): JobStatus {
  if (expiryInfo(job.expiresAt, now).expired) return 'Expired';
  if (job.underReview) return 'Under review';
  if (job.isActive) return 'Active';
  return job.closedUnconfirmedAt ? 'Closed' : 'Paused';
}

/** The organisation's own card's line on reconfirmation, and whether it offers "Still hiring". */
export interface ConfirmationFact {
  text: string;
  /** From the reminder day on: the job closes soon unless confirmed. */
  urgent: boolean;
  canConfirm: boolean;
}

export function confirmationFact(job: Job, now: Date = new Date()): ConfirmationFact | null {
  if (!job.isActive && job.closedUnconfirmedAt) {
    return {
      text: `Closed on ${formatDate(job.closedUnconfirmedAt)}: nobody confirmed it was still hiring. Activate it to open it again.`,
      urgent: false,
      canConfirm: false,
    };
  }
  if (!job.isActive || expiryInfo(job.expiresAt, now).expired) return null;
  const confirmed = CONFIRMATION_MESSAGES.confirmedOn(job.confirmedAt);
  const due = job.confirmationDueOn;
  if (!due) return { text: confirmed, urgent: false, canConfirm: true };
  if (needsConfirming(due, now)) {
    return { text: `${confirmed}. ${CONFIRMATION_MESSAGES.closesOn(due)}.`, urgent: true, canConfirm: true };
  }
  return { text: `${confirmed} · ${CONFIRMATION_MESSAGES.confirmBy(due)}`, urgent: false, canConfirm: false };
}

/** How many skill chips a card shows before '+N more'. */
export const CARD_SKILLS_SHOWN = 4;

/** The first characters of a description, cut at a word, for the admin list. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:-]+$/, '')}…`;
}

export interface JobCardFacts {
  status: JobStatus;
  typeLabel: string;
  workMode: string | null;
  salary: string;
  experience: string;
  posted: string;
  expiry: { text: string; urgent: boolean };
  skills: string[];
  moreSkills: number;
}

export function jobCardFacts(job: Job, now: Date = new Date()): JobCardFacts {
  const { shown, more } = firstOf(job.skills, CARD_SKILLS_SHOWN);
  const expiry = expiryInfo(job.expiresAt, now);
  const modes = [job.isRemote ? 'Remote' : null, job.isHybrid ? 'Hybrid' : null].filter(Boolean);
  return {
    status: jobStatus(job, now),
    typeLabel: JOB_TYPE_LABELS[job.jobType] ?? job.jobType,
    workMode: modes.length > 0 ? modes.join(' / ') : null,
    salary: salaryRangeText(job.salaryMin, job.salaryMax, job.currency),
    experience: experienceText(job.experienceMin, job.experienceMax),
    posted: capitalised(ageText(job.postedAt, now)),
    expiry: { text: expiry.text, urgent: expiry.urgent },
    skills: shown,
    moreSkills: more,
  };
}
