import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { Link, useLocation, useNavigate } from '@/lib/router';
import styles from './routing-test.module.css';

const GROUPS: { title: string; links: [label: string, href: string][] }[] = [
  {
    title: 'Public',
    links: [
      ['Home', paths.home.getHref()],
      ['About', paths.about.getHref()],
      ['Contact', paths.contact.getHref()],
      ['Privacy', paths.privacy.getHref()],
      ['Terms', paths.terms.getHref()],
      ['Success stories', paths.successStories.getHref()],
      ['Resources', paths.resources.getHref()],
      ['OTP demo', paths.otpDemo.getHref()],
      ['Profile demo', paths.profileDemo.getHref()],
      ['Invitation', paths.inviteAccept.getHref('sample-token')],
      ['Jobs', paths.jobs.getHref()],
      ['A job', paths.job.getHref('sample-job')],
      ['Unknown page (404)', '/no-such-page'],
    ],
  },
  {
    title: 'Guest only',
    links: [
      ['Login', paths.auth.login.getHref()],
      ['Sign up', paths.auth.signup.getHref()],
      ['Forgot password', paths.auth.forgotPassword.getHref()],
      ['Reset password', paths.auth.resetPassword.getHref()],
      ['Verify email', paths.auth.verifyEmail.getHref()],
    ],
  },
  {
    title: 'Candidate',
    links: [
      ['Dashboard (role home)', paths.dashboard.getHref()],
      ['Profile', paths.candidate.profile.getHref()],
      ['Resume', paths.candidate.resume.getHref()],
      ['Welcome', paths.candidate.welcome.getHref()],
      ['Recommended jobs', paths.candidate.recommendedJobs.getHref()],
      ['Smart jobs', paths.candidate.smartJobs.getHref()],
    ],
  },
  {
    title: 'Employer',
    links: [
      ['Employer dashboard', paths.employer.dashboard.getHref()],
      ['My jobs', paths.employer.myJobs.getHref()],
      ['Team', paths.employer.team.getHref()],
      ['Recruiter application', paths.employer.recruiterApply.getHref()],
      ['Pricing', paths.employer.pricing.getHref()],
      ['Payment', paths.employer.subscriptionPayment.getHref()],
      ['Subscription success', paths.employer.subscriptionSuccess.getHref()],
      ['Manage subscription', paths.employer.subscriptionManage.getHref()],
    ],
  },
  {
    title: 'Admin',
    links: [
      ['Admin jobs', paths.admin.jobs.getHref()],
      ['Reported jobs', paths.admin.jobReports.getHref()],
      ['Verify recruiters', paths.admin.recruiters.getHref()],
      ['Access log', paths.admin.accessLog.getHref()],
    ],
  },
];

/** /routing-test: a debug page with a link to every route and buttons that navigate from code. */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  return (
    <div className={`container ${styles.page}`}>
      <title>Routing test · Jobmatch</title>
      <h1 className={styles.title}>Routing test</h1>
      <p className={styles.status}>
        Current location: <code>{`${location.pathname}${location.search}${location.hash}`}</code>
        <br />
        Session:{' '}
        <code>
          {auth.user
            ? `${auth.user.role} (${auth.user.isApproved ? 'approved' : 'not approved'})`
            : auth.status}
        </code>
      </p>
      <section aria-labelledby="programmatic-title" className={styles.section}>
        <h2 id="programmatic-title">Programmatic navigation</h2>
        <div className={styles.buttons}>
          <Button variant="outline" onClick={() => navigate(-1)}>
            Back
          </Button>
          <Button variant="outline" onClick={() => navigate(1)}>
            Forward
          </Button>
          <Button variant="outline" onClick={() => navigate(paths.home.getHref())}>
            Go home
          </Button>
          <Button variant="outline" onClick={() => navigate(paths.dashboard.getHref())}>
            Go to my dashboard
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              navigate(paths.auth.login.getHref(), {
                state: { message: 'Sent here from the routing test page.' },
              })
            }
          >
            Login with a message
          </Button>
          <Button variant="outline" onClick={() => navigate(paths.jobs.getHref({ location: 'Bangalore' }))}>
            Jobs in Bangalore
          </Button>
          <Button variant="outline" onClick={() => navigate(location.pathname, { replace: true })}>
            Replace this entry
          </Button>
        </div>
      </section>
      <div className={styles.grid}>
        {GROUPS.map((group) => (
          <Card as="section" key={group.title} aria-labelledby={`routes-${group.title}`}>
            <h2 id={`routes-${group.title}`} className={styles.groupTitle}>
              {group.title}
            </h2>
            <ul className={styles.list}>
              {group.links.map(([label, href]) => (
                <li key={href}>
                  <Link to={href}>{label}</Link> <code>{href}</code>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </div>
  );
}
