import { isValidElement } from 'react';
import { CrashScreen, ErrorBoundary } from '@/components/errors';
import { paths } from '@/config/paths';
import { matchRoutes, type RouteObject, useRoutes } from '@/lib/router';
import { GuestOnly, MovedTo, RequireApproval, RequireAuth, RequireRole, RoleHomeRedirect } from './guards';
import { AppLayout } from './layout';
import { lazyPage, type RouteModule } from './lazy-page';
import { JobSeekersOnly } from './routes/roles/placeholder-page';
import type { SignedInPage } from './signed-in-pages';

type RouteParams = Record<string, string | undefined>;

const preloads = new WeakMap<RouteObject, (params: RouteParams) => Promise<unknown>>();

/**
 * A route whose page (or layout) is a route module, loaded on first visit. `alongside` starts what the
 * page will read at once (given the address's parameters), beside loading its code, instead of after it
 * has arrived and rendered.
 */
function lazyRoute(
  route: Pick<RouteObject, 'path' | 'index'>,
  load: () => Promise<RouteModule>,
  children?: RouteObject[],
  alongside?: (params: RouteParams) => Promise<unknown>,
): RouteObject {
  const { element, preload } = lazyPage(load);
  const object = { ...route, element, children } as RouteObject;
  preloads.set(
    object,
    alongside ? (params) => Promise.all([preload(), alongside(params).catch(() => undefined)]) : preload,
  );
  return object;
}

/** A page only a signed-in person reaches: its code is named in a list of its own (signed-in-pages.ts). */
const signedIn = (page: SignedInPage) => async () =>
  (await import('./signed-in-pages')).signedInPages[page]();

/** The stage's settings, which decide between the marketplace and the waitlist. */
const startSiteConfigRead = async () =>
  (await import('@/lib/site-config/get-site-config')).startSiteConfigRead();

/**
 * A job page's post: the first render then draws the page whole over the published HTML (ADR 0014), not
 * a loader that the post later pushes the footer down from (Lighthouse: layout shift 0.72 on mobile).
 */
const startJobRead = async ({ jobId }: RouteParams) => {
  if (jobId) await (await import('@/features/jobs/api/get-job')).startJobRead(jobId);
};

/** A company page's company, read beside the page's code (as a job page's post). */
const startCompanyRead = async ({ companySlug }: RouteParams) => {
  if (companySlug) await (await import('@/features/companies/api/get-company')).startCompanyRead(companySlug);
};

/**
 * Route modules (app/routes) compose features and export `Component`; each loads on first visit. Guards
 * are layout routes (candidate-side.md section 2, Route guards). The shell (AppLayout) keeps header and
 * footer around a page that crashed or is loading. The same table prerenders the public pages
 * (app/prerender), so it is plain data, rendered with `useRoutes` in the browser and on the server.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      // Pages that read nothing through TanStack Query: its code stays out of theirs.
      lazyRoute({ index: true }, () => import('./routes/home')),
      lazyRoute({ path: paths.about.path }, () => import('./routes/site/about')),
      lazyRoute({ path: paths.privacy.path }, () => import('./routes/site/privacy')),
      lazyRoute({ path: paths.terms.path }, () => import('./routes/site/terms')),
      lazyRoute({ path: paths.successStories.path }, () => import('./routes/site/success-stories')),
      lazyRoute({ path: paths.resources.path }, () => import('./routes/site/resources')),
      lazyRoute({ path: paths.contact.path }, () => import('./routes/contact')),
      // Public although the spec lists it as approved employers' (see the route module): its plan
      // selection rules greet visitors and other roles; an unverified employer is sent to verify. The
      // plans come from the shared table; only an approved employer's current plan brings the query cache.
      lazyRoute({ path: paths.employer.pricing.path }, () => import('./routes/subscriptions/pricing')),
      lazyRoute({ path: paths.otpDemo.path }, () => import('./routes/otp-demo')),
      // Open to guests and to signed-in people (who verify a new address with it).
      lazyRoute({ path: paths.auth.verifyEmail.path }, () => import('./routes/auth/verify-email')),
      // Open to everyone: the owner may still be signed in somewhere, or not at all.
      lazyRoute({ path: paths.auth.undoEmailChange.path }, () => import('./routes/auth/undo-email-change')),
      {
        element: <GuestOnly />,
        children: [
          lazyRoute({ path: paths.auth.login.path }, () => import('./routes/auth/login')),
          lazyRoute({ path: paths.auth.signup.path }, () => import('./routes/auth/signup')),
          lazyRoute({ path: paths.auth.forgotPassword.path }, () => import('./routes/auth/forgot-password')),
          lazyRoute({ path: paths.auth.resetPassword.path }, () => import('./routes/auth/reset-password')),
        ],
      },
      // Public pages that ask the API through the query cache, which loads with them.
      lazyRoute({}, () => import('./routes/with-queries'), [
        lazyRoute({ path: paths.routingTest.path }, () => import('./routes/routing-test')),
        lazyRoute({ path: paths.profileDemo.path }, () => import('./routes/profile/profile-demo')),
        // Public: the page itself sends a visitor to sign in and back, keeping the token.
        lazyRoute({ path: paths.inviteAccept.path }, () => import('./routes/invite-accept')),
        // Public: the mailed link is the credential; the page acts only when its button is pressed.
        lazyRoute(
          { path: paths.jobConfirmation.path },
          () => import('./routes/employer-jobs/job-confirmation'),
        ),
        lazyRoute({ path: paths.unsubscribe.path }, () => import('./routes/unsubscribe')),
        lazyRoute({ path: paths.jobAlertConfirm.path }, () => import('./routes/job-alert-confirm')),
        lazyRoute({ path: paths.guardianConsent.path }, () => import('./routes/guardian-consent')),
        // The grievance desk (ADR 0038): anyone files; the mailed links' pages act only on their button.
        lazyRoute({ path: paths.privacyRequests.path }, () => import('./routes/privacy/privacy-requests')),
        lazyRoute(
          { path: paths.privacyRequestConfirm.path },
          () => import('./routes/privacy/confirm-request'),
        ),
        lazyRoute({ path: paths.keepAccount.path }, () => import('./routes/privacy/keep-account')),
      ]),
      // The marketplace: open to everyone while the stage's jobs are live, else the waitlist. Search and
      // job pages read without the query cache (lib/public-read); a candidate's parts of them bring it.
      lazyRoute(
        {},
        () => import('./routes/jobs/jobs-stage'),
        [
          lazyRoute({ path: paths.jobs.path }, () => import('./routes/jobs/jobs')),
          lazyRoute({ path: paths.job.path }, () => import('./routes/jobs/job'), undefined, startJobRead),
          // Companies (issue 34): public, read without the query cache like the job pages.
          lazyRoute({ path: paths.companies.path }, () => import('./routes/companies/companies')),
          lazyRoute(
            { path: paths.company.path },
            () => import('./routes/companies/company'),
            undefined,
            startCompanyRead,
          ),
          {
            element: <RequireAuth />,
            children: [
              lazyRoute({}, () => import('./routes/with-queries'), [
                {
                  element: <RequireRole roles={['candidate']} />,
                  children: [lazyRoute({ path: paths.jobApply.path }, signedIn('jobs/job-apply'))],
                },
              ]),
            ],
          },
        ],
        startSiteConfigRead,
      ),
      // Signed-in pages: the guard comes before the query cache, so a guest's deep link downloads neither.
      {
        element: <RequireAuth />,
        children: [
          lazyRoute({}, () => import('./routes/with-queries'), [
            { path: paths.dashboard.path, element: <RoleHomeRedirect /> },
            lazyRoute({ path: paths.account.path }, signedIn('account')),
            lazyRoute({ path: paths.emailPreferences.path }, signedIn('account-emails')),
            lazyRoute({ path: paths.consents.path }, signedIn('account-consents')),
            // Any signed-in role: employers and admins read public profiles, owners preview their own.
            lazyRoute({ path: paths.candidate.publicProfile.path }, signedIn('profile/candidate-profile')),
            // The recommendations answer other roles with the spec's refusal instead of a redirect.
            {
              element: <RequireRole roles={['candidate']} denied={<JobSeekersOnly />} />,
              children: [
                lazyRoute({ path: paths.candidate.recommendedJobs.path }, signedIn('roles/recommended-jobs')),
                // Smart Jobs and Recommended Jobs were one page under two names: one name now, and the
                // old address keeps working.
                {
                  path: paths.candidate.smartJobs.path,
                  element: <MovedTo path={paths.candidate.recommendedJobs.getHref()} />,
                },
              ],
            },
            // Any signed-in role: another role is told the page is not theirs (spec section 2) rather than sent away.
            lazyRoute({ path: paths.employer.recruiterApply.path }, signedIn('roles/recruiter-apply')),
            lazyRoute({ path: paths.admin.recruiters.path }, signedIn('roles/admin-recruiters')),
            {
              element: <RequireRole roles={['candidate']} />,
              children: [
                lazyRoute({ path: paths.candidate.welcome.path }, signedIn('roles/welcome')),
                lazyRoute({ path: paths.candidate.profile.path }, signedIn('profile/profile')),
                lazyRoute({ path: paths.candidate.resume.path }, signedIn('files/resume')),
                lazyRoute({ path: paths.candidate.savedJobs.path }, signedIn('jobs/saved-jobs')),
                lazyRoute({ path: paths.candidate.jobAlerts.path }, signedIn('jobs/job-alerts')),
                lazyRoute({ path: paths.candidate.applications.path }, signedIn('jobs/applications')),
              ],
            },
            {
              element: <RequireRole roles={['employer']} />,
              children: [
                lazyRoute({ path: paths.employer.dashboard.path }, signedIn('roles/employer-dashboard')),
                // Not behind RequireApproval: an unapproved employer sees 'Verify to Post' here, not a redirect.
                lazyRoute({ path: paths.employer.myJobs.path }, signedIn('employer-jobs/my-jobs')),
                lazyRoute({ path: paths.employer.team.path }, signedIn('roles/team')),
                lazyRoute(
                  { path: paths.employer.companyProfile.path },
                  signedIn('companies/company-profile'),
                ),
                lazyRoute({ path: paths.employer.teamAnalytics.path }, signedIn('roles/team-analytics')),
                {
                  element: <RequireApproval />,
                  children: [
                    lazyRoute({ path: paths.employer.candidates.path }, signedIn('employer/candidates')),
                    lazyRoute(
                      { path: paths.employer.subscriptionPayment.path },
                      signedIn('subscriptions/payment'),
                    ),
                    lazyRoute(
                      { path: paths.employer.subscriptionSuccess.path },
                      signedIn('subscriptions/success'),
                    ),
                    lazyRoute(
                      { path: paths.employer.subscriptionManage.path },
                      signedIn('subscriptions/manage'),
                    ),
                  ],
                },
              ],
            },
            {
              element: <RequireRole roles={['admin']} />,
              children: [
                lazyRoute({ path: paths.admin.jobs.path }, signedIn('employer-jobs/admin-jobs')),
                lazyRoute({ path: paths.admin.jobReports.path }, signedIn('roles/admin-job-reports')),
                lazyRoute({ path: paths.admin.dashboard.path }, signedIn('roles/admin-dashboard')),
                lazyRoute({ path: paths.admin.accessLog.path }, signedIn('roles/admin-access-log')),
                lazyRoute(
                  { path: paths.admin.privacyRequests.path },
                  signedIn('privacy/admin-privacy-requests'),
                ),
              ],
            },
          ]),
        ],
      },
      lazyRoute({ path: '*' }, () => import('./routes/not-found')),
    ],
  },
];

/**
 * Loads the code of the pages `pathname` shows, so the first render can draw them at once. A visitor
 * stops at the first guard that asks for a session: a guest never downloads a signed-in page's code.
 */
export function preloadPages(pathname: string, hasSession: boolean): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  for (const { route, params } of matchRoutes(appRoutes, pathname) ?? []) {
    if (!hasSession && isValidElement(route.element) && route.element.type === RequireAuth) break;
    const preload = preloads.get(route);
    if (preload) loads.push(preload(params));
  }
  return Promise.all(loads);
}

/** The route table in the browser; a crash of the shell itself shows the crash screen on its own. */
export function AppRoutes() {
  const page = useRoutes(appRoutes);
  return <ErrorBoundary fallback={(error) => <CrashScreen error={error} fullPage />}>{page}</ErrorBoundary>;
}
