import type { ApplicationStatus } from '../../shared/jobs/options';

/** A candidate applied to a job (mails to the employer and candidate are built on it later). */
export const APPLICATION_SUBMITTED = 'Application Submitted';

export interface ApplicationSubmittedDetail {
  applicationId: string;
  jobId: string;
  candidateId: string;
  organisationId: string;
  appliedAt: string;
}

/** An employer moved an application to another status. */
export const APPLICATION_STATUS_CHANGED = 'Application Status Changed';

export interface ApplicationStatusChangedDetail {
  applicationId: string;
  jobId: string;
  candidateId: string;
  organisationId: string;
  from: ApplicationStatus;
  to: ApplicationStatus;
  /** The user who changed it. */
  by: string;
  at: string;
}
