import { type ReactNode, useId, useState } from 'react';
import styles from './resume-review.module.css';

interface ReviewSectionProps {
  title: string;
  /** How many entries the resume gave, shown beside the title; omitted for the personal fields. */
  count?: number;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** One section of the review panel: a disclosure button that shows or hides its region. */
export function ReviewSection({ title, count, defaultOpen = false, children }: ReviewSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const buttonId = `${id}-button`;
  const regionId = `${id}-region`;
  return (
    <div className={styles.section}>
      <h3 className={styles.sectionHeading}>
        <button
          id={buttonId}
          type="button"
          className={styles.sectionToggle}
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{title}</span>
          {count === undefined ? null : <span className={styles.count}>{count}</span>}
          <span className={styles.chevron} aria-hidden="true" data-open={open} />
        </button>
      </h3>
      <section id={regionId} aria-labelledby={buttonId} className={styles.sectionBody} hidden={!open}>
        {children}
      </section>
    </div>
  );
}
