import type { RouteModule } from './lazy-page';

/*
 * The code of the pages only a signed-in person reaches (the route table, app/router.tsx, names each by its
 * module under routes/). Apart from the table: their addresses and stylesheet lists are about 2 KB gzip that a
 * visitor's first page would otherwise carry; a signed-in page's first load fetches this list first, one
 * round trip more, which starts with the session (ADR 0004).
 */
export const signedInPages = {
  account: () => import('./routes/account'),
  'account-emails': () => import('./routes/account-emails'),
  'account-consents': () => import('./routes/account-consents'),
  'profile/candidate-profile': () => import('./routes/profile/candidate-profile'),
  'roles/recommended-jobs': () => import('./routes/roles/recommended-jobs'),
  'roles/recruiter-apply': () => import('./routes/roles/recruiter-apply'),
  'roles/admin-recruiters': () => import('./routes/roles/admin-recruiters'),
  'roles/welcome': () => import('./routes/roles/welcome'),
  'profile/profile': () => import('./routes/profile/profile'),
  'files/resume': () => import('./routes/files/resume'),
  'jobs/saved-jobs': () => import('./routes/jobs/saved-jobs'),
  'jobs/job-alerts': () => import('./routes/jobs/job-alerts'),
  'jobs/applications': () => import('./routes/jobs/applications'),
  'roles/employer-dashboard': () => import('./routes/roles/employer-dashboard'),
  'employer-jobs/my-jobs': () => import('./routes/employer-jobs/my-jobs'),
  'roles/team': () => import('./routes/roles/team'),
  'companies/company-profile': () => import('./routes/companies/company-profile'),
  'roles/team-analytics': () => import('./routes/roles/team-analytics'),
  'employer/candidates': () => import('./routes/employer/candidates'),
  'subscriptions/payment': () => import('./routes/subscriptions/payment'),
  'subscriptions/success': () => import('./routes/subscriptions/success'),
  'subscriptions/manage': () => import('./routes/subscriptions/manage'),
  'employer-jobs/admin-jobs': () => import('./routes/employer-jobs/admin-jobs'),
  'roles/admin-job-reports': () => import('./routes/roles/admin-job-reports'),
  'roles/admin-dashboard': () => import('./routes/roles/admin-dashboard'),
  'roles/admin-access-log': () => import('./routes/roles/admin-access-log'),
  'privacy/admin-privacy-requests': () => import('./routes/privacy/admin-privacy-requests'),
  'jobs/job-apply': () => import('./routes/jobs/job-apply'),
} satisfies Record<string, () => Promise<RouteModule>>;

export type SignedInPage = keyof typeof signedInPages;
