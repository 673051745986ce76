import type { ReactNode } from 'react';
import styles from './error-alert.module.css';

interface ErrorAlertProps {
  children: ReactNode;
  /** A sentence is a paragraph; a message with actions beside it needs a block. */
  as?: 'p' | 'div';
}

/** A failure said in place, in the danger box, and announced to screen readers as it appears. */
export function ErrorAlert({ children, as: Element = 'p' }: ErrorAlertProps) {
  return (
    <Element className={styles.alert} role="alert">
      {children}
    </Element>
  );
}
