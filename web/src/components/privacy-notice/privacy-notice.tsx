import type { Role } from '@shared/auth/user';
import { formatLongDate } from '@shared/dates';
import { NO_MARKETING, NOTICE_DATE, NOTICE_VERSION, noticeItemsFor } from '@shared/privacy/notice';
import styles from './privacy-notice.module.css';

/** "Privacy notice version ..., dated ...": the line every screen that shows the notice carries. */
export const noticeVersionLine = () =>
  `Privacy notice version ${NOTICE_VERSION}, dated ${formatLongDate(`${NOTICE_DATE}T12:00:00+05:30`)}`;

/**
 * The itemised privacy notice (shared/privacy/notice.ts, ADR 0036) for one role: each purpose, the data it
 * uses and why. Sign-up shows it before the account exists; the consents page and the parent's page too.
 */
export function PrivacyNotice({ forRole, headingId }: { forRole: Role; headingId: string }) {
  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        How Jobmatch uses your data
      </h2>
      <ul className={styles.items}>
        {noticeItemsFor(forRole).map((item) => (
          <li key={item.purpose}>
            <strong>{item.title}.</strong> {item.why} <span className={styles.data}>Uses: {item.data}.</span>
          </li>
        ))}
      </ul>
      <p className={styles.data}>{NO_MARKETING}</p>
      <p className={styles.version}>{noticeVersionLine()}</p>
    </section>
  );
}
