import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { CrashScreen } from '@/components/errors';
import { PageLoader } from '@/components/layout';
import { paths } from '@/config/paths';
import { GuestOnly, RequireApproval, RequireAuth, RequireRole, RoleHomeRedirect } from './guards';
import { AppLayout } from './layout';
import { JobSeekersOnly } from './routes/roles/placeholder-page';

/**
 * Route modules (app/routes) compose features and export `Component`; each loads on first visit. The
 * outer error element catches a crash of the shell itself; the inner one keeps header and footer around a
 * crashed page. Guards are layout routes (candidate-side.md section 2, Route guards). The same table
 * prerenders the public pages (app/prerender), so it is plain data here and the browser router is made
 * only in the browser.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <CrashScreen fullPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        errorElement: <CrashScreen />,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: paths.contact.path, lazy: () => import('./routes/contact') },
          { path: paths.about.path, lazy: () => import('./routes/site/about') },
          { path: paths.privacy.path, lazy: () => import('./routes/site/privacy') },
          { path: paths.terms.path, lazy: () => import('./routes/site/terms') },
          { path: paths.successStories.path, lazy: () => import('./routes/site/success-stories') },
          { path: paths.resources.path, lazy: () => import('./routes/site/resources') },
          { path: paths.routingTest.path, lazy: () => import('./routes/routing-test') },
          { path: paths.otpDemo.path, lazy: () => import('./routes/otp-demo') },
          { path: paths.profileDemo.path, lazy: () => import('./routes/profile/profile-demo') },
          // Public: the page itself sends a visitor to sign in and back, keeping the token.
          { path: paths.inviteAccept.path, lazy: () => import('./routes/invite-accept') },
          // Open to guests and to signed-in people (who verify a new address with it).
          { path: paths.auth.verifyEmail.path, lazy: () => import('./routes/auth/verify-email') },
          // Open to everyone: the owner may still be signed in somewhere, or not at all.
          {
            path: paths.auth.undoEmailChange.path,
            lazy: () => import('./routes/auth/undo-email-change'),
          },
          {
            element: <GuestOnly />,
            children: [
              { path: paths.auth.login.path, lazy: () => import('./routes/auth/login') },
              { path: paths.auth.signup.path, lazy: () => import('./routes/auth/signup') },
              { path: paths.auth.forgotPassword.path, lazy: () => import('./routes/auth/forgot-password') },
              { path: paths.auth.resetPassword.path, lazy: () => import('./routes/auth/reset-password') },
            ],
          },
          // The marketplace: open to everyone while the stage's jobs are live, else the waitlist.
          {
            lazy: () => import('./routes/jobs/jobs-stage'),
            children: [
              { path: paths.jobs.path, lazy: () => import('./routes/jobs/jobs') },
              { path: paths.job.path, lazy: () => import('./routes/jobs/job') },
              {
                element: <RequireAuth />,
                children: [
                  {
                    element: <RequireRole roles={['candidate']} />,
                    children: [{ path: paths.jobApply.path, lazy: () => import('./routes/jobs/job-apply') }],
                  },
                ],
              },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              { path: paths.dashboard.path, element: <RoleHomeRedirect /> },
              // Any signed-in role: employers and admins read public profiles, owners preview their own.
              {
                path: paths.candidate.publicProfile.path,
                lazy: () => import('./routes/profile/candidate-profile'),
              },
              // The recommendations answer other roles with the spec's refusal instead of a redirect.
              {
                element: <RequireRole roles={['candidate']} denied={<JobSeekersOnly />} />,
                children: [
                  {
                    path: paths.candidate.recommendedJobs.path,
                    lazy: () => import('./routes/roles/recommended-jobs'),
                  },
                  { path: paths.candidate.smartJobs.path, lazy: () => import('./routes/files/smart-jobs') },
                ],
              },
              // Any signed-in role: another role is told the page is not theirs (spec section 2) rather than sent away.
              {
                path: paths.employer.recruiterApply.path,
                lazy: () => import('./routes/roles/recruiter-apply'),
              },
              {
                path: paths.admin.recruiters.path,
                lazy: () => import('./routes/roles/admin-recruiters'),
              },
              {
                element: <RequireRole roles={['candidate']} />,
                children: [
                  { path: paths.candidate.welcome.path, lazy: () => import('./routes/roles/welcome') },
                  { path: paths.candidate.profile.path, lazy: () => import('./routes/profile/profile') },
                  { path: paths.candidate.resume.path, lazy: () => import('./routes/files/resume') },
                  { path: paths.candidate.savedJobs.path, lazy: () => import('./routes/jobs/saved-jobs') },
                  {
                    path: paths.candidate.applications.path,
                    lazy: () => import('./routes/jobs/applications'),
                  },
                ],
              },
              {
                element: <RequireRole roles={['employer']} />,
                children: [
                  {
                    path: paths.employer.dashboard.path,
                    lazy: () => import('./routes/roles/employer-dashboard'),
                  },
                  // Not behind RequireApproval: an unapproved employer sees 'Verify to Post' here, not a redirect.
                  { path: paths.employer.myJobs.path, lazy: () => import('./routes/employer-jobs/my-jobs') },
                  { path: paths.employer.team.path, lazy: () => import('./routes/roles/team') },
                  {
                    element: <RequireApproval />,
                    children: [
                      { path: paths.employer.pricing.path, lazy: () => import('./routes/roles/pricing') },
                    ],
                  },
                ],
              },
              {
                element: <RequireRole roles={['admin']} />,
                children: [
                  { path: paths.admin.jobs.path, lazy: () => import('./routes/employer-jobs/admin-jobs') },
                ],
              },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;

export function AppRouter() {
  browserRouter ??= createBrowserRouter(appRoutes);
  return <RouterProvider router={browserRouter} />;
}
