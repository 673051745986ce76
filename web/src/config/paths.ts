/**
 * Every route of the spec's route tables (candidate-side.md and employer-admin-side.md, section 2), in one
 * place. `path` is the router pattern; `getHref` builds a link to it. Screens never spell a URL by hand.
 */

import { JOB_ALERT_PATHS } from '@shared/job-alerts/paths';
import { NOTIFICATION_PATHS } from '@shared/notifications/paths';

type Query = Record<string, string | number | boolean | null | undefined>;

function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function fixed<P extends string>(path: P) {
  return { path, getHref: () => path };
}

/**
 * The job search as it stands in /jobs's query string: the names and values of GET /jobs/search (amounts
 * in rupees a year, `type` and `skills` comma-separated), so a shared link is the search itself.
 */
export interface JobFilters {
  search?: string;
  location?: string;
  /** The seeker's years of experience. */
  experience?: number;
  /** Job types, comma-separated (FULL_TIME,INTERNSHIP). */
  type?: string;
  /** Skills, comma-separated. */
  skills?: string;
  salaryMin?: number;
  salaryMax?: number;
  function?: string;
  category?: string;
  /** relevance, newest or salary; absent for the search's default. */
  sort?: string;
  /** One-based; absent for the first page. */
  page?: number;
}

export const paths = {
  home: fixed('/'),

  // Public pages
  about: fixed('/about'),
  contact: {
    path: '/contact',
    getHref: (section?: 'faq') => (section ? `/contact#${section}` : '/contact'),
  },
  privacy: fixed('/privacy'),
  /** The grievance desk: file a privacy request (anyone), follow one's own (signed in) (ADR 0038). */
  privacyRequests: fixed('/privacy/requests'),
  /** A signed-out privacy request's confirmation link (public: the signed link is the credential). */
  privacyRequestConfirm: {
    path: '/privacy/requests/confirm',
    getHref: (token?: string) => withQuery('/privacy/requests/confirm', { token }),
  },
  /** The erasure notice's "Keep my account" link (public: the signed link is the credential). */
  keepAccount: {
    path: '/keep-account',
    getHref: (token?: string) => withQuery('/keep-account', { token }),
  },
  terms: fixed('/terms'),
  successStories: fixed('/success-stories'),
  resources: fixed('/resources'),
  routingTest: fixed('/routing-test'),
  otpDemo: fixed('/otp-demo'),
  profileDemo: fixed('/profile-demo'),
  inviteAccept: {
    path: '/invite/accept',
    getHref: (token?: string) => withQuery('/invite/accept', { token }),
  },
  /** An optional mail's "Stop these emails" link (public: the signed link is the credential). */
  unsubscribe: {
    path: NOTIFICATION_PATHS.unsubscribe,
    getHref: (token?: string) => withQuery(NOTIFICATION_PATHS.unsubscribe, { token }),
  },
  /** A guest's job alert confirmation mail's link (public: the signed link is the credential). */
  jobAlertConfirm: {
    path: JOB_ALERT_PATHS.confirm,
    getHref: (token?: string) => withQuery(JOB_ALERT_PATHS.confirm, { token }),
  },
  /** The link mailed to a 16 or 17 year old's parent or guardian (public: the signed link is the credential). */
  guardianConsent: {
    path: '/guardian-consent',
    getHref: (token?: string) => withQuery('/guardian-consent', { token }),
  },
  /** A reconfirmation mail's link: keep a job open or close it (ADR 0029). */
  jobConfirmation: {
    path: '/job-confirmation',
    getHref: (token?: string) => withQuery('/job-confirmation', { token }),
  },

  // Jobs
  jobs: {
    path: '/jobs',
    getHref: (filters: JobFilters = {}) => withQuery('/jobs', { ...filters }),
  },
  job: {
    path: '/jobs/:jobId',
    getHref: (jobId: string) => `/jobs/${encodeURIComponent(jobId)}`,
  },
  jobApply: {
    path: '/jobs/:jobId/apply',
    getHref: (jobId: string) => `/jobs/${encodeURIComponent(jobId)}/apply`,
  },

  // Companies (issue 34): the directory and a company's page, by its slug (or its id, which redirects).
  companies: {
    path: '/companies',
    getHref: (filters: { search?: string; city?: string; industry?: string; page?: number } = {}) =>
      withQuery('/companies', { ...filters }),
  },
  company: {
    path: '/companies/:companySlug',
    getHref: (slugOrId: string) => `/companies/${encodeURIComponent(slugOrId)}`,
  },

  // Guest-only
  auth: {
    login: {
      path: '/login',
      /** `redirectTo` is where to return after signing in (the guarded page the visitor asked for). */
      getHref: (redirectTo?: string | null) => withQuery('/login', { redirect: redirectTo }),
    },
    signup: fixed('/signup'),
    forgotPassword: fixed('/forgot-password'),
    // An address travels to these two in the navigation's state (`CodeStepState`), never in the URL.
    verifyEmail: fixed('/verify-email'),
    resetPassword: fixed('/reset-password'),
    /** The link mailed to the address an account left (functions/accounts/email-change-notice.ts). */
    undoEmailChange: fixed('/email-change/undo'),
  },

  // Signed-in, any role
  dashboard: fixed('/dashboard'),
  /** Account settings: password, email address, the mails the account gets, sessions. */
  account: fixed('/account'),
  /** The optional mails a person chooses (shared NOTIFICATION_PATHS: the mails' footers link here). */
  emailPreferences: fixed(NOTIFICATION_PATHS.preferences),
  /** The consents of the privacy notice, each with its one-click withdraw (ADR 0036). */
  consents: fixed('/account/consents'),

  // Candidate
  candidate: {
    profile: {
      path: '/profile',
      getHref: () => '/profile',
    },
    publicProfile: {
      path: '/profile/:userId',
      getHref: (userId: string) => `/profile/${encodeURIComponent(userId)}`,
    },
    resume: fixed('/resume'),
    welcome: fixed('/welcome'),
    recommendedJobs: fixed('/recommended-jobs'),
    smartJobs: fixed('/smart-jobs'),
    savedJobs: fixed('/saved-jobs'),
    /** Saved searches mailed as new jobs match (issue 32). */
    jobAlerts: fixed(JOB_ALERT_PATHS.manage),
    applications: fixed('/applications'),
  },

  // Employer
  employer: {
    dashboard: {
      path: '/employer/dashboard',
      /** `tab` lands on a dashboard tab; `jobId` filters its Applications tab by a job. */
      getHref: (
        options: { postJob?: boolean; tab?: 'jobs' | 'applications' | 'team'; jobId?: string } = {},
      ) =>
        withQuery('/employer/dashboard', {
          ...(options.postJob ? { postJob: true, t: Date.now() } : {}),
          tab: options.tab,
          jobId: options.jobId,
        }),
    },
    myJobs: fixed('/my-jobs'),
    /** Candidates who are public and open to contact (ADR 0033). */
    candidates: fixed('/employer/candidates'),
    /** The company's public profile, edited by its team admins (issue 34). */
    companyProfile: fixed('/employer/company'),
    team: fixed('/team'),
    teamAnalytics: fixed('/team/analytics'),
    recruiterApply: fixed('/recruiter/apply'),
    pricing: fixed('/pricing'),
    /** The order summary and checkout of one plan and billing cycle (PlanCode, BillingCycle). */
    subscriptionPayment: {
      path: '/subscription/payment',
      // renew: the next term of the current plan, from its end (ADR 0018, Renewals).
      getHref: (plan?: string, cycle?: string, renew?: boolean) =>
        withQuery('/subscription/payment', { plan, cycle, renew: renew ? '1' : undefined }),
    },
    /** After a verified payment; the page reads what was bought from the server, not from the query. */
    subscriptionSuccess: {
      path: '/subscription/success',
      // refunded: the verification answered that the payment was refunded instead (its reason).
      getHref: (plan?: string, cycle?: string, refunded?: string) =>
        withQuery('/subscription/success', { plan, cycle, refunded }),
    },
    subscriptionManage: fixed('/subscription/manage'),
  },

  // Admin
  admin: {
    /** The admin's home: the marketplace's figures, each linking to its queue. */
    dashboard: fixed('/admin/dashboard'),
    /** Admin Jobs, searched and filtered as GET /admin/jobs's query (shared/jobs/admin-filters.ts). */
    jobs: {
      path: '/admin/jobs',
      getHref: (
        filters: Partial<Record<'q' | 'companyId' | 'status' | 'postedFrom' | 'postedTo', string>> = {},
      ) => withQuery('/admin/jobs', { ...filters }),
    },
    /** Jobs people reported, waiting for an admin's decision (issue 33). */
    jobReports: fixed('/admin/job-reports'),
    /** Who opened whose data, for audits (issue 35, ADR 0037). */
    accessLog: fixed('/admin/access-log'),
    /** The grievance desk's queue of privacy requests, earliest due first (ADR 0038). */
    privacyRequests: fixed('/admin/privacy-requests'),
    /** `status` opens a tab (pending, under_review, approved, rejected or all). */
    recruiters: {
      path: '/admin/recruiters',
      getHref: (status?: string) => withQuery('/admin/recruiters', { status }),
    },
  },
} as const;

export type { Role } from '@shared/auth/user';
