import { catalogueFor } from '@shared/errors/catalogue';
import { isAppError } from '@/lib/app-error';

/** What the employer and admin job screens say (employer-admin-side.md section 8). */
export const EMPLOYER_JOB_MESSAGES = {
  createFailedAdmin: 'Failed to create job. Ensure you selected a company and filled required fields.',
  createFailedEmployer:
    'Failed to create job. Please ensure you are logged in as an employer and the backend is running.',
  updateFailed: 'Failed to update job.',
  deleteFailed: 'Failed to delete job.',
  statusFailed: 'Failed to change the job status.',
  loadFailed: 'We could not load the jobs.',
  companyFailed: 'We could not load your company.',
  companiesFailed: 'We could not load the companies.',
  created: 'Job posted',
  createdDetail: 'Candidates can now find it in search.',
  updated: 'Job updated',
  deleted: 'Job deleted',
  paused: 'Job paused',
  pausedDetail: 'It no longer shows in search until you activate it.',
  activated: 'Job activated',
  activatedDetail: 'Candidates can find it in search again.',
} as const;

/**
 * The server's own explanation of a refused request ('Only the company that posted this job may change
 * it.'), when it gave one; undefined when the message is only the catalogue's generic text for the status,
 * or the failure was not an answer (no connection, a server error), where the screen's message says more.
 */
export function serverReason(error: unknown): string | undefined {
  if (!isAppError(error) || error.status < 400 || error.status >= 500) return undefined;
  const message = error.message.trim();
  return message && message !== catalogueFor(error.status).message ? message : undefined;
}

/** The title of a failure toast: the server's reason when it gave one, otherwise the screen's message. */
export function failureMessage(error: unknown, fallback: string): string {
  return serverReason(error) ?? fallback;
}
