import { PLATFORM_FACTS } from '@shared/site/platform-facts';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { JoinLink } from './join-link';
import { PageHead } from './page-head';
import styles from './site-pages.module.css';

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d={path}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const VALUES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Matching That Explains Itself',
    text: 'We read skills, experience, location and the kind of work you want, and show a match score for every role with the reasons behind it, so the right jobs come first.',
    icon: icon('M12 3l2.6 5.3 5.9.9-4.2 4.1 1 5.8L12 16.4 6.7 19.1l1-5.8-4.2-4.1 5.9-.9L12 3z'),
  },
  {
    title: 'People-First',
    text: 'A job search is personal. You decide who sees your profile, job seekers never pay, and a real person answers when you write to us.',
    icon: icon(
      'M16 19v-1a4 4 0 0 0-8 0v1 M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M20 19v-1a3 3 0 0 0-2-2.8 M4 19v-1a3 3 0 0 1 2-2.8',
    ),
  },
  {
    title: 'Quality Focus',
    text: 'Every recruiter is verified before posting, and jobs carry real salary ranges in LPA, so you spend your time on genuine openings.',
    icon: icon('M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z M9 12l2 2 4-4'),
  },
  {
    title: 'Future-Ready',
    text: 'Hiring in India is changing fast. We keep improving matching and tools so candidates and employers are ready for the roles of tomorrow.',
    icon: icon('M5 19l4-4 3 3 7-8 M15 10h4v4'),
  },
];

export function AboutPage() {
  return (
    <>
      <PageHead
        title="About us"
        description="Jobmatch connects India’s professionals with verified employers through matching that explains itself. Our story, our promises and the values behind the product."
        path={paths.about.getHref()}
      />
      <section className={styles.banner} aria-labelledby="page-title">
        <div className={`container ${styles.bannerInner}`}>
          <p className={styles.eyebrow}>About Jobmatch</p>
          <h1 id="page-title" className={styles.bannerTitle}>
            We help India’s professionals find work that fits
          </h1>
          <p className={styles.bannerLead}>
            Jobmatch is a job marketplace built in Bangalore for job seekers and recruiters across India. We
            match people to roles on what they can do, not on how many portals they have time to refresh.
          </p>
          <div className={styles.actions}>
            <JoinLink visitorLabel="Join Jobmatch" variant="inverse" size="lg" />
            <ButtonLink to={paths.contact.getHref()} variant="inverseOutline" size="lg">
              Contact us
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="story-title">
        <div className={`container ${styles.story}`}>
          <div className={styles.prose}>
            <h2 id="story-title">Our story</h2>
            <p>
              Jobmatch started with a familiar problem. Talented engineers, marketers and sales professionals
              in India were sending hundreds of applications into silence, while recruiters spent their days
              sorting through resumes that did not fit the role.
            </p>
            <p>
              We thought both sides deserved better. So we built a marketplace where a profile is read
              properly: skills, years of experience, preferred city, the kind of job and the salary you expect
              in LPA. Each open role is scored against it, and employers hear from people who actually fit.
            </p>
            <p>
              Every recruiter is verified by our team before they can post, job seekers use Jobmatch free
              forever, and you stay in control of who sees your data. We are still early, and we are growing
              with every candidate and company that joins.
            </p>
          </div>
          <dl className={styles.stats} aria-label="What Jobmatch promises">
            {PLATFORM_FACTS.map((stat) => (
              <div key={stat.label} className={styles.stat}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className={`${styles.section} ${styles.sectionMuted}`} aria-labelledby="values-title">
        <div className="container">
          <div className={styles.sectionHeader}>
            <h2 id="values-title">Our values</h2>
            <p>Four ideas guide what we build and how we treat the people who use it.</p>
          </div>
          <ul className={styles.grid}>
            {VALUES.map((value) => (
              <li key={value.title} className={styles.tile}>
                <span className={styles.tileIcon}>{value.icon}</span>
                <h3>{value.title}</h3>
                <p className={styles.muted}>{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="cta-title">
        <div className="container">
          <div className={styles.cta}>
            <div>
              <h2 id="cta-title">Ready to find your match?</h2>
              <p>Create a free profile in minutes, or tell us how we can help your hiring team.</p>
            </div>
            <div className={styles.actions}>
              <JoinLink visitorLabel="Get Started Free" size="lg" />
              <ButtonLink to={paths.contact.getHref()} variant="outline" size="lg">
                Contact us
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
