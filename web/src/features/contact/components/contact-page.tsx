import { SUPPORT } from '@shared/constants';
import { Card } from '@/components/ui/card';
import styles from './contact.module.css';
import { ContactFaq } from './contact-faq';
import { ContactForm } from './contact-form';
import { ContactInfo } from './contact-info';

export function ContactPage() {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.pageHeader}>
        <h1>Contact us</h1>
        <p>
          Questions about your profile, a job posting or your plan? Send us a message and we will reply within{' '}
          {SUPPORT.replyWithinHours} hours.
        </p>
      </header>
      <div className={styles.layout}>
        <Card padding="spacious">
          <ContactForm />
        </Card>
        <ContactInfo />
      </div>
      <ContactFaq />
    </div>
  );
}
