import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { JoinLink } from './join-link';
import { PageHead } from './page-head';
import styles from './site-pages.module.css';

interface Story {
  name: string;
  role: string;
  move: string;
  title: string;
  text: string;
  quote: string;
}

const CANDIDATE_STORIES: Story[] = [
  {
    name: 'Priya S.',
    role: 'Backend Engineer, Bangalore',
    move: 'Service company → product start-up · 12 LPA → 21 LPA',
    title: 'From 200 applications to three interviews that mattered',
    text: 'After four years of Java maintenance work, Priya had applied to more than 200 openings on job portals with almost no replies. She filled her Jobmatch profile from her resume, added Spring Boot, Kafka and AWS as skills and set Bangalore and hybrid as preferences. Her first matches scored above 85%, and two of the three recruiters she applied to replied within a week.',
    quote:
      'The match score told me which jobs were worth a careful application. I stopped spraying my resume everywhere.',
  },
  {
    name: 'Arjun M.',
    role: 'Marketing Associate, Pune',
    move: 'Fresher · first job · 4.5 LPA',
    title: 'A first job straight out of college',
    text: 'Arjun graduated with a BBA and an internship in social media. He was unsure which roles a fresher could apply to, so he used the marketing filter and the 0–1 years experience range. He saved six roles, applied to four and joined a D2C brand as a marketing associate two months after graduating.',
    quote: 'Seeing the salary range on every job meant I knew what to expect before the interview.',
  },
  {
    name: 'Fatima K.',
    role: 'Data Analyst, Hyderabad',
    move: 'Career restart after a two-year break · 9 LPA',
    title: 'Back to work after a career break',
    text: 'Fatima took two years off to care for her family and worried the gap would rule her out. On Jobmatch she listed her SQL, Power BI and Python skills, explained the break in her summary and kept her profile private until she was ready. She was matched with a fintech team that values returners and was hired as a data analyst.',
    quote: 'I could keep my profile private while I prepared, then switch it on when I felt ready.',
  },
  {
    name: 'Rahul V.',
    role: 'Inside Sales Lead, Delhi NCR',
    move: 'Team member → team lead · 7 LPA → 11.5 LPA',
    title: 'A step up into leading a sales team',
    text: 'Rahul had three years of B2B SaaS sales and wanted to lead a team without moving cities. He set his expected salary and a 30-day notice period, and filtered sales jobs in Delhi. A verified recruiter from a Gurugram software company saw his public profile, and he joined as an inside sales lead.',
    quote: 'Every recruiter who contacted me was from a real company. No fake job offers, no fees.',
  },
];

const EMPLOYER_STORIES: Story[] = [
  {
    name: 'Neha R.',
    role: 'Talent Acquisition Manager, fintech start-up, Mumbai',
    move: '4 engineers hired in 6 weeks',
    title: 'A small team hires engineers without an agency',
    text: 'Neha’s team needed four backend engineers but had no budget for a recruitment agency. She posted the roles with clear LPA ranges and required skills. Applicants arrived with match scores, so she phoned the strongest first and closed all four roles in six weeks.',
    quote: 'We read fewer resumes and spoke to better people.',
  },
  {
    name: 'Karthik I.',
    role: 'Founder, logistics company, Chennai',
    move: 'Operations and sales roles filled, free for non-IT jobs',
    title: 'Hiring for non-IT roles at no cost',
    text: 'Karthik posts operations and field sales jobs, which stay free for employers on Jobmatch. Once his company was verified, he used My Jobs to pause roles as soon as they were filled and to track how many people applied to each.',
    quote: 'Verification took a day or two, and after that posting a job took five minutes.',
  },
];

function StoryCard({ story }: { story: Story }) {
  const initials = story.name
    .split(' ')
    .map((part) => part[0])
    .join('');
  return (
    <li>
      <article className={styles.storyCard}>
        <h3>{story.title}</h3>
        <p className={styles.storyMove}>{story.move}</p>
        <p>{story.text}</p>
        <blockquote>
          <p>“{story.quote}”</p>
        </blockquote>
        <div className={styles.storyPerson}>
          <span className={styles.avatar} aria-hidden="true">
            {initials}
          </span>
          <div className={styles.storyPersonText}>
            <strong>{story.name}</strong>
            <span>{story.role}</span>
          </div>
        </div>
      </article>
    </li>
  );
}

export function SuccessStoriesPage() {
  return (
    <>
      <PageHead
        title="Success stories"
        description="How job seekers and recruiters across India found their match on Jobmatch: first jobs, career restarts, promotions and faster hiring."
        path={paths.successStories.getHref()}
      />
      <section className={styles.banner} aria-labelledby="page-title">
        <div className={`container ${styles.bannerInner}`}>
          <p className={styles.eyebrow}>Success stories</p>
          <h1 id="page-title" className={styles.bannerTitle}>
            Real moves made with Jobmatch
          </h1>
          <p className={styles.bannerLead}>
            First jobs, career restarts and bigger roles: a few of the people who found their next step on
            Jobmatch, and the teams who hired through it.
          </p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="candidates-title">
        <div className="container">
          <div className={styles.sectionHeader}>
            <h2 id="candidates-title">Job seekers who found their match</h2>
            <p>Each of them started with a free profile and a resume.</p>
          </div>
          <ul className={`${styles.grid} ${styles.gridWide}`}>
            {CANDIDATE_STORIES.map((story) => (
              <StoryCard key={story.name} story={story} />
            ))}
          </ul>
        </div>
      </section>

      <section className={`${styles.section} ${styles.sectionMuted}`} aria-labelledby="employers-title">
        <div className="container">
          <div className={styles.sectionHeader}>
            <h2 id="employers-title">Employers who hired faster</h2>
            <p>Verified recruiters posting real jobs with real salary ranges.</p>
          </div>
          <ul className={`${styles.grid} ${styles.gridWide}`}>
            {EMPLOYER_STORIES.map((story) => (
              <StoryCard key={story.name} story={story} />
            ))}
          </ul>
          <p className={styles.note}>
            Names are shortened and some details changed to protect our members’ privacy. Salaries are annual,
            in lakh rupees (LPA).
          </p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="cta-title">
        <div className="container">
          <div className={styles.cta}>
            <div>
              <h2 id="cta-title">Write your own story</h2>
              <p>Build a free profile and see the jobs that match you, or browse open roles now.</p>
            </div>
            <div className={styles.actions}>
              <JoinLink visitorLabel="Get Started Free" size="lg" />
              <ButtonLink to={paths.jobs.getHref()} variant="outline" size="lg">
                Browse Jobs
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
