import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './home.module.css';

const INCLUDED = [
  'A complete profile with resume upload and parsing',
  'Curated job matches with a match score for each',
  'Full control over who sees your profile',
] as const;

export function FreePlan() {
  return (
    <section className={styles.section} aria-labelledby="free-plan-title">
      <div className="container">
        <div className={styles.freePlan}>
          <div>
            <h2 id="free-plan-title">Free forever for job seekers</h2>
            <p className={styles.freePlanLead}>
              Everything you need to find your next role costs nothing, today and later. No credit card
              required.
            </p>
            <ul className={styles.checkList}>
              {INCLUDED.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div className={styles.freePlanActions}>
            <ButtonLink to={paths.auth.signup.getHref()} size="lg">
              Create your free account
            </ButtonLink>
            <ButtonLink to={paths.jobs.getHref()} variant="outline" size="lg">
              Browse Jobs
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
