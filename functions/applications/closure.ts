import { AWAITING_EMPLOYER, CLOSED_BY_JOBMATCH, closureDueAt, isClosureDue } from '../../shared/jobs/closure';
import type { ApplicationStatusChange } from '../../shared/jobs/types';
import { type ApplicationItem, applications } from '../model/applications';
import { isConditionalFailure } from '../platform/conditional-failure';
import { config } from '../platform/config';
import { logger } from '../platform/logger';
import { cancelSchedule, scheduleOnce } from '../platform/one-shot-schedules';
import { mailCandidateOnce, statusMail } from './status-mail';

/*
 * The closure guarantee (shared/jobs/closure.ts, ADR 0031): each application has at most one one-shot
 * schedule, named after it, due CLOSURE_DAYS after its last change while it awaits the employer. Every
 * submission and status change re-reads the application and sets (or deletes) that schedule from what it
 * finds, so the latest state decides whatever order events arrive in; when the schedule fires, the
 * application is closed only if it still awaits the employer and nothing changed since, once however often
 * it fires, and the candidate is told once.
 */

/** The schedule's own detail-type: not a bus event, the payload Scheduler hands this function. */
export const APPLICATION_CLOSURE_DUE = 'Application Closure Due';

export interface ClosureDueDetail {
  applicationId: string;
  /** The last change the schedule was made for. */
  lastChangeAt: string;
}

/** The one schedule of an application. */
export const closureScheduleName = (applicationId: string) => `application-closure-${applicationId}`;

/** When the application last changed: its latest status change, or its submission. */
function lastChangeOf(application: ApplicationItem): string {
  const history = (application.history as ApplicationStatusChange[] | undefined) ?? [];
  return history.at(-1)?.at ?? application.appliedAt;
}

async function readApplication(applicationId: string): Promise<ApplicationItem | undefined> {
  const { data } = await applications().get({ id: applicationId }).go({ consistent: true });
  return data ?? undefined;
}

function scheduleClosure(application: ApplicationItem, lastChangeAt: string, targetArn: string) {
  const detail: ClosureDueDetail = { applicationId: application.id, lastChangeAt };
  return scheduleOnce({
    name: closureScheduleName(application.id),
    at: closureDueAt(lastChangeAt),
    targetArn,
    detailType: APPLICATION_CLOSURE_DUE,
    detail: { ...detail },
  });
}

/**
 * Application Submitted or Status Changed: the application's closure is due CLOSURE_DAYS after this change
 * while it awaits the employer, and is not due at all once it does not.
 */
export async function keepClosureSchedule(applicationId: string, targetArn: string): Promise<void> {
  const application = await readApplication(applicationId);
  if (!application || !AWAITING_EMPLOYER.includes(application.status)) {
    await cancelSchedule(closureScheduleName(applicationId));
    return;
  }
  await scheduleClosure(application, lastChangeOf(application), targetArn);
}

/** The candidate's one mail about the closure made at `at`. */
function tellCandidate(applicationId: string, at: string): Promise<void> {
  return mailCandidateOnce(
    applicationId,
    `${at}#closed`,
    {
      compose: ({ firstName }, job) => statusMail({ firstName, job, to: 'closed' }, config.siteOrigin),
      sent: { statusMailed: 'closed' },
    },
    new Date(),
  );
}

/**
 * The schedule fired at `scheduledAt`: closes the application if it has waited CLOSURE_DAYS since its last
 * change, on the condition that its status and history are still those read, and tells the candidate. A
 * repeat (Scheduler's retry, or a duplicate) finds it closed and only makes sure the mail went. An
 * application changed since the schedule was made is left alone, and its due schedule set again: a stale
 * event may have replaced it.
 */
export async function closeUnanswered(
  detail: ClosureDueDetail,
  scheduledAt: Date,
  targetArn: string,
): Promise<'closed' | 'already closed' | 'not due'> {
  const application = await readApplication(detail.applicationId);
  if (!application) return 'not due';
  const history = (application.history as ApplicationStatusChange[] | undefined) ?? [];
  const latest = history.at(-1);
  if (application.status === 'closed' && latest?.by === CLOSED_BY_JOBMATCH) {
    await tellCandidate(application.id, latest.at);
    return 'already closed';
  }
  const lastChangeAt = lastChangeOf(application);
  if (!isClosureDue(application.status, lastChangeAt, scheduledAt)) {
    if (AWAITING_EMPLOYER.includes(application.status))
      await scheduleClosure(application, lastChangeAt, targetArn);
    return 'not due';
  }
  const at = scheduledAt.toISOString();
  const change: ApplicationStatusChange = {
    from: application.status,
    to: 'closed',
    by: CLOSED_BY_JOBMATCH,
    at,
  };
  try {
    await applications()
      .patch({ id: application.id })
      .set({ status: 'closed', updatedAt: at })
      .append({ history: [change] })
      .where(
        (attributes, { eq, size, escape: value }) =>
          `${eq(attributes.status, application.status)} AND ${size(attributes.history)} = ${value(history.length)}`,
      )
      .go();
  } catch (error) {
    // Moved by the employer at this very moment: their change stands and schedules anew.
    if (isConditionalFailure(error)) return 'not due';
    throw error;
  }
  logger.info('Application closed without a response', { applicationId: application.id, at });
  await tellCandidate(application.id, at);
  return 'closed';
}
