import { SUBSCRIPTION_MESSAGES } from '@shared/subscriptions/messages';
import styles from './pricing.module.css';

const REASONS = [
  {
    title: 'Premium IT talent',
    text: 'Reach engineers, developers, data and cloud specialists with complete profiles, resumes and match scores for your jobs.',
  },
  {
    title: 'Quality assurance',
    text: 'Every employer is verified before posting, and candidates own their data: the applicants you see are real and applied to you.',
  },
  {
    title: 'Priority support',
    text: 'Paid plans get answers first from our support team, with a dedicated account manager on Enterprise.',
  },
] as const;

const FAQ = [
  {
    question: 'Why do IT jobs need a subscription?',
    answer:
      'IT roles draw the most applicants and the most sought-after profiles. A subscription pays for verifying employers and for the matching that brings those candidates to you, while posting and hiring for non-IT jobs stays free.',
  },
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. Cancel from Manage Subscription whenever you like: nothing renews, and you keep access to IT applicants until the end of the period you paid for.',
  },
  {
    question: 'What happens when I reach my application limit?',
    answer:
      'Applicants you have already opened stay open. New IT applicants are locked until you upgrade to a higher plan; Enterprise has no limit.',
  },
] as const;

export function WhyChoose() {
  return (
    <section className={styles.section} aria-labelledby="why-title">
      <h2 id="why-title">Why Choose Our IT Subscription?</h2>
      <ul className={styles.reasons}>
        {REASONS.map((reason) => (
          <li key={reason.title} className={styles.reason}>
            <h3>{reason.title}</h3>
            <p>{reason.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function NonItBanner() {
  return (
    <section className={styles.freeBanner} aria-labelledby="free-title">
      <h2 id="free-title">{SUBSCRIPTION_MESSAGES.nonItFree}</h2>
      <p>
        Post non-IT jobs and review every applicant to them in full, with no subscription. Plans are only for
        IT hiring.
      </p>
    </section>
  );
}

export function PricingFaq() {
  return (
    <section className={styles.section} aria-labelledby="pricing-faq-title">
      <h2 id="pricing-faq-title">Frequently asked questions</h2>
      <dl className={styles.faqList}>
        {FAQ.map((item) => (
          <div key={item.question} className={styles.faqItem}>
            <dt>{item.question}</dt>
            <dd>{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
