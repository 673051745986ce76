import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './home.module.css';

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroCopy}>
          <p className={styles.eyebrow}>Built for India’s professionals</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            Get matched with jobs that truly fit you
          </h1>
          <p className={styles.heroLead}>
            Jobmatch reads your profile and resume and brings you curated roles from verified employers, so
            you spend less time searching and more time interviewing.
          </p>
          <div className={styles.heroActions}>
            <ButtonLink to={paths.auth.signup.getHref()} variant="inverse" size="lg">
              Get Started Free
            </ButtonLink>
            <ButtonLink to={paths.jobs.getHref()} variant="inverseOutline" size="lg">
              Browse Jobs
            </ButtonLink>
          </div>
          <p className={styles.heroNote}>Free forever for job seekers · No credit card required</p>
        </div>
        <dl className={styles.heroStats}>
          <div className={styles.heroStat}>
            <dt>Professionals on Jobmatch</dt>
            <dd>50,000+</dd>
          </div>
          <div className={styles.heroStat}>
            <dt>Higher response rates</dt>
            <dd>5x</dd>
          </div>
          <div className={styles.heroStat}>
            <dt>For job seekers, forever</dt>
            <dd>₹0</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
