import type { EmployerApplication } from '../jobs/types';
import type { ApplicantAccess } from '../subscriptions/schemas';

/** GET /employer/dashboard/stats: the four cards of the employer dashboard (employer-admin-side.md 3). */
export interface EmployerDashboardStats {
  activeJobs: number;
  totalApplications: number;
  profileViews: number;
  hiredCandidates: number;
}

/** The spec's Candidate card, as an application shows its applicant. */
export interface CandidateCard {
  id: string;
  name: string;
  email: string;
  /** A presigned GET of the profile picture that lives five minutes, or null. */
  avatar: string | null;
  location: string | null;
  /** Years of experience. */
  experience: number | null;
  skills: string[];
}

/**
 * An application in the employer's pipeline seen in full, with its Candidate card: a non-IT job's, or an
 * IT one the organisation opened under its subscription (POST /applications/{id}/open answers it).
 */
export interface PipelineApplication extends EmployerApplication {
  access: 'full';
  card: CandidateCard;
}

/**
 * An IT application the organisation may not see (the pricing FAQ's rule): its place in the pipeline
 * (job, status, dates) so counts and stages still work, and nothing of the candidate.
 */
export interface RedactedApplication
  extends Pick<
    EmployerApplication,
    'id' | 'jobId' | 'organisationId' | 'status' | 'appliedAt' | 'updatedAt' | 'job' | 'history'
  > {
  access: Exclude<ApplicantAccess, 'full'>;
}

/** A row of GET /applications and the answer of PUT /applications/{id}: in full or redacted. */
export type PipelineRow = PipelineApplication | RedactedApplication;

/** An employer's note on an application, visible to the organisation only. */
export interface ApplicationNote {
  id: string;
  applicationId: string;
  text: string;
  authorId: string;
  authorName: string;
  createdAt: string;
}

export interface ResumeDownload {
  downloadUrl: string;
  fileName: string;
}
