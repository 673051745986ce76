import { REVIEW_TIME } from '@shared/recruiters/review-time';
import { PLATFORM_FACTS } from '@shared/site/platform-facts';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { paths, type Role } from '@/config/paths';
import styles from './home.module.css';
import { HomeSearch } from './home-search';

/** Who is looking at the home page: null for a visitor. */
export interface HomeViewer {
  firstName: string;
  role: Role;
  /** Employers: verified as a recruiter. */
  isApproved: boolean;
  /** Employers: their recruiter application is with an admin. */
  isUnderReview?: boolean;
}

interface HeroCopy {
  eyebrow: string;
  title: string;
  lead: string;
  actions: ReactNode;
  note?: string;
}

/** The hero's words and buttons per viewer: sign-up for visitors, each role's next step for the others. */
function heroCopyFor(viewer: HomeViewer | null): HeroCopy {
  if (!viewer) {
    return {
      eyebrow: 'Built for India’s professionals',
      title: 'Get matched with jobs that truly fit you',
      lead: 'Jobmatch reads your profile and resume and brings you curated roles from verified employers, so you spend less time searching and more time interviewing.',
      actions: (
        <>
          <ButtonLink to={paths.auth.signup.getHref()} variant="inverse" size="lg">
            Get Started Free
          </ButtonLink>
          <ButtonLink to={paths.jobs.getHref()} variant="inverseOutline" size="lg">
            Browse Jobs
          </ButtonLink>
        </>
      ),
      note: 'Free forever for job seekers · No credit card required',
    };
  }
  const eyebrow = `Welcome back, ${viewer.firstName}`;
  if (viewer.role === 'employer') {
    return {
      eyebrow,
      title: 'Post a job and meet people who fit',
      lead: viewer.isApproved
        ? 'Describe the role, its salary range in LPA and the skills it needs; Jobmatch shows it to candidates who match.'
        : viewer.isUnderReview
          ? `Your recruiter application is under review. Expected review time: ${REVIEW_TIME}. You can post jobs once it is approved.`
          : 'Verify your recruiter account to start posting jobs to candidates across India.',
      actions: (
        <>
          {viewer.isApproved ? (
            <ButtonLink to={paths.employer.dashboard.getHref({ postJob: true })} variant="inverse" size="lg">
              Post a Job
            </ButtonLink>
          ) : (
            <ButtonLink to={paths.employer.recruiterApply.getHref()} variant="inverse" size="lg">
              {viewer.isUnderReview ? 'View application' : 'Verify Account'}
            </ButtonLink>
          )}
          <ButtonLink to={paths.employer.myJobs.getHref()} variant="inverseOutline" size="lg">
            My Jobs
          </ButtonLink>
        </>
      ),
    };
  }
  if (viewer.role === 'admin') {
    return {
      eyebrow,
      title: 'Keep the marketplace trustworthy',
      lead: 'Review recruiter applications and moderate the jobs candidates see.',
      actions: (
        <>
          <ButtonLink to={paths.admin.jobs.getHref()} variant="inverse" size="lg">
            Admin Jobs
          </ButtonLink>
          <ButtonLink to={paths.admin.recruiters.getHref()} variant="inverseOutline" size="lg">
            Verify Recruiters
          </ButtonLink>
        </>
      ),
    };
  }
  return {
    eyebrow,
    title: 'Find your next job',
    lead: 'Search roles from verified employers across India, save the ones you like and apply in a few clicks.',
    actions: (
      <>
        <ButtonLink to={paths.jobs.getHref()} variant="inverse" size="lg">
          Browse Jobs
        </ButtonLink>
        <ButtonLink to={paths.candidate.recommendedJobs.getHref()} variant="inverseOutline" size="lg">
          Recommended Jobs
        </ButtonLink>
      </>
    ),
  };
}

export function Hero({ viewer = null }: { viewer?: HomeViewer | null }) {
  const copy = heroCopyFor(viewer);
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroCopy}>
          <p className={styles.eyebrow}>{copy.eyebrow}</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            {copy.title}
          </h1>
          <p className={styles.heroLead}>{copy.lead}</p>
          {/* Those who look for jobs start with a search; employers and admins with their next step. */}
          {viewer === null || viewer.role === 'candidate' ? <HomeSearch /> : null}
          <div className={styles.heroActions}>{copy.actions}</div>
          {copy.note ? <p className={styles.heroNote}>{copy.note}</p> : null}
        </div>
        <dl className={styles.heroStats}>
          {PLATFORM_FACTS.map((fact) => (
            <div key={fact.label} className={styles.heroStat}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
