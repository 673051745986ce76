import { type ReactNode, useId } from 'react';
import styles from './not-found-view.module.css';

/** The 404 look: the big code, a heading, a line on what happened and the ways on. */
export function NotFoundView({
  title,
  text,
  actions,
  children,
}: {
  title: string;
  text: string;
  actions: ReactNode;
  /** Head tags of the page (title, robots). */
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={`container ${styles.page}`} aria-labelledby={titleId}>
      {children}
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
