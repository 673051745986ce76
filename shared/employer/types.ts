import type { EmployerApplication } from '../jobs/types';

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

/** An application in the employer's pipeline (GET /applications), with its Candidate card. */
export interface PipelineApplication extends EmployerApplication {
  card: CandidateCard;
}

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
