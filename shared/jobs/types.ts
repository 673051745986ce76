import type { ApplicationStatus, Currency, JobCategory, JobFunction, JobType } from './options';
import type { WithdrawalReason } from './withdrawal';

/** Answers of the jobs, companies and applications API, under `data`. Dates are ISO 8601 strings. */

export interface CompanySummary {
  id: string;
  name: string;
  logoUrl: string | null;
  /** The company's website, where the job's copy of its company has one (JobPosting sameAs). */
  website?: string | null;
}

/** A change of the company's verified identity (name, website domain) waiting for an admin (issue 34). */
export interface CompanyIdentityChange {
  name?: string;
  website?: string;
  requestedAt: string;
  requestedBy: string;
}

export interface Company extends CompanySummary {
  organisationId: string;
  /** Its page's address, /companies/{slug}; absent for a company made before pages had addresses. */
  slug: string | null;
  website: string | null;
  industry: string | null;
  size: string | null;
  /** About the company, in its own words. */
  description: string | null;
  /** The headquarters city. */
  location: string | null;
  officeCities: string[];
  foundedYear: number | null;
  /** When Jobmatch verified the company (its recruiter's approval). */
  createdAt: string;
  /** Only on GET /companies/me and the admins' queue: the identity change waiting for review. */
  pendingChange?: CompanyIdentityChange | null;
  /** Only on GET /companies/me: whether the caller, a team admin, may edit the profile. */
  canEdit?: boolean;
}

/** GET /companies: a page of the directory and what its filters may choose from. */
export interface CompanyDirectory extends PageOf<Company> {
  facets: { industries: string[]; cities: string[] };
}

/** What a search result and a job card show. */
export interface JobSummary {
  id: string;
  title: string;
  company: CompanySummary;
  location: string;
  jobType: JobType;
  isRemote: boolean;
  isHybrid: boolean;
  salaryMin: number | null;
  salaryMax: number | null;
  currency: Currency;
  experienceMin: number;
  experienceMax: number | null;
  /** The longest notice period the job accepts, in days; null (or absent, jobs before issue 36): any. */
  noticeAcceptedDays?: number | null;
  skills: string[];
  category: JobCategory;
  function: JobFunction;
  postedAt: string;
  expiresAt: string | null;
}

/** The whole job (GET /jobs/{id}); long lists are newline-joined, as they were posted. */
export interface Job extends JobSummary {
  companyId: string;
  description: string;
  requirements: string;
  responsibilities: string;
  benefits: string;
  contactEmail: string | null;
  isActive: boolean;
  applicationsCount: number;
  updatedAt: string;
  /**
   * Held back by reports until an admin decides (issue 33); only its organisation and the admins read such
   * a job, everyone else gets 404.
   */
  underReview?: boolean;
  /** When the job was last confirmed active: posted, "Still hiring", or activated (reconfirmation.ts). */
  confirmedAt: string;
  /** The India day (YYYY-MM-DD) it closes unless confirmed again; null until it has one. */
  confirmationDueOn: string | null;
  /** When it was closed because nobody confirmed it; null otherwise. */
  closedUnconfirmedAt: string | null;
}

export interface JobSearchResult {
  jobs: JobSummary[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

/** A page of a zero-based list (GET /jobs/company/{id}, GET /companies). */
export interface PageOf<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export interface ApplicationJob {
  id: string;
  title: string;
  company: CompanySummary;
  location: string;
}

export interface Application {
  id: string;
  jobId: string;
  candidateId: string;
  status: ApplicationStatus;
  coverLetter: string | null;
  appliedAt: string;
  updatedAt: string;
  /** The job as it was when the candidate applied (title and company stay readable after a delete). */
  job: ApplicationJob;
  /** Every status change, oldest first (the candidate's My applications shows it without who made it). */
  history?: Omit<ApplicationStatusChange, 'by'>[];
}

export interface ApplicationStatusChange {
  from: ApplicationStatus;
  to: ApplicationStatus;
  /** The user id of whoever changed it. */
  by: string;
  at: string;
  /** A withdrawal's reason, when the candidate gave one, and their words for 'other'. */
  reason?: WithdrawalReason;
  reasonText?: string;
}

/** An application as the job's organisation (and admins) see it: GET /applications, PUT /applications/{id}. */
export interface EmployerApplication extends Application {
  organisationId: string;
  /** The candidate as they were when applying. */
  candidate: { id: string; firstName: string; lastName: string; email: string };
  /** The resume on file when the candidate applied. */
  resume: { fileName: string } | null;
  history: ApplicationStatusChange[];
}

export interface SavedJob {
  jobId: string;
  savedAt: string;
  /** Null when the job was deleted since. */
  job: JobSummary | null;
}

/** Public settings of the stage the web app reads at start (GET /site/config). */
export interface SiteConfig {
  /** Whether candidates see the marketplace (true) or the 'Jobs Coming Soon' waitlist (false). */
  jobsLive: boolean;
  /** Who answers privacy grievances (the stage's privacy.grievanceOfficer), named on the privacy page. */
  grievanceOfficer?: { name: string; email: string };
}
