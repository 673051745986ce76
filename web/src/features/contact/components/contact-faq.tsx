import { ACCOUNT, SUPPORT } from '@shared/constants';
import { REVIEW_TIME } from '@shared/recruiters/review-time';
import styles from './contact.module.css';

const FAQ = [
  {
    question: 'How quickly will I get a reply?',
    answer: `Our support team works ${SUPPORT.hours} and replies to every message within ${SUPPORT.replyWithinHours} hours. You get an e-mail confirmation as soon as your message reaches us.`,
  },
  {
    question: 'Is Jobmatch free for job seekers?',
    answer:
      'Yes. Creating a profile, uploading your resume and receiving curated job matches are free forever, and no credit card is required.',
  },
  {
    question: 'How do employers get verified?',
    answer: `After signing up, an employer submits a recruiter verification application with company details. Our team reviews it, usually within ${REVIEW_TIME}, and e-mails the result. Verified employers can post jobs and see pricing plans.`,
  },
  {
    question: 'How do I delete my account and data?',
    answer: `You can delete your account from your profile settings, or ask us by e-mail. Your personal data is deleted or anonymised within ${ACCOUNT.deletionPurgeDays} days, and we answer data-protection requests within ${ACCOUNT.gdprResponseDays} days.`,
  },
] as const;

export function ContactFaq() {
  return (
    <section id="faq" className={styles.faq} aria-labelledby="faq-title">
      <h2 id="faq-title">Frequently asked questions</h2>
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
