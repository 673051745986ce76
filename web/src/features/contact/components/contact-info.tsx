import { SUPPORT } from '@shared/constants';
import { CONTACT_HELP_TOPICS } from '@shared/contact/help-topics';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import styles from './contact.module.css';

/** The side cards of the contact page: how to reach support, when, and with what. */
export function ContactInfo() {
  return (
    <aside className={styles.info} aria-label="Other ways to reach us">
      <Card>
        <h2 className={styles.cardTitle}>Email us</h2>
        <p className={styles.cardText}>
          <a href={`mailto:${SUPPORT.email}`} className={styles.email}>
            {SUPPORT.email}
          </a>
        </p>
        <p className={styles.cardMuted}>We reply within {SUPPORT.replyWithinHours} hours.</p>
      </Card>
      <Card>
        <h2 className={styles.cardTitle}>Support hours</h2>
        <p className={styles.cardText}>{SUPPORT.hours}</p>
        <p className={styles.cardMuted}>Indian Standard Time (UTC+5:30)</p>
      </Card>
      <Card>
        <h2 className={styles.cardTitle}>We can help with</h2>
        <ul className={styles.topics}>
          {CONTACT_HELP_TOPICS.map((topic) => (
            <li key={topic}>{topic}</li>
          ))}
        </ul>
      </Card>
      <Card>
        <h2 className={styles.cardTitle}>Looking for a quick answer?</h2>
        <div className={styles.quickLinks}>
          <ButtonLink to={paths.contact.getHref('faq')} variant="secondary" fullWidth>
            FAQ
          </ButtonLink>
          <ButtonLink to={paths.resources.getHref()} variant="outline" fullWidth>
            Help Documentation
          </ButtonLink>
        </div>
      </Card>
    </aside>
  );
}
